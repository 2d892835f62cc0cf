package score

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

// An ability the opponent card's O4 blocks is scored "blocked by the
// opponent card", not "not unlocked" (rules-facts §8.9; pt play test #5).
func TestBlockedAbilityIsSaidBlocked(t *testing.T) {
	sheet := &Sheet{Difficulty: "hard", Opponent: "hard", Blocked: "2c",
		Players: []Player{{Name: "Inês", Track: 40, Coins: 9, Abilities: []string{"2a", "2b"}}}}
	res, err := Score(sheet)
	if err != nil {
		t.Fatal(err)
	}
	var said []string
	for _, r := range res.Players[0].Breakdown.Why.Reasons() {
		said = append(said, locales.New("pt").Render(r.Text))
	}
	text := strings.Join(said, "\n")
	if !strings.Contains(text, "2c indisponível pela carta de oponente (O4) = 0") {
		t.Errorf("the blocked 2c is not said blocked:\n%s", text)
	}
	if !strings.Contains(text, "2d não desbloqueada = 0") {
		t.Errorf("the locked 2d is not said locked:\n%s", text)
	}
	sheet.Blocked = "9z"
	if _, err := Score(sheet); err == nil {
		t.Error("an unknown blocked ability was taken")
	}
}
