package game

import "testing"

// The Automa cards a run has read are kept by their text and read again
// from there by the next game with the same deck, each game getting a
// card of its own: what one game's state does to its card (its list of
// costs, its diagram) reaches no other (rules-facts §8, the physical deck
// recorded card by card).
func TestCardsReadAreEachGamesOwn_8(t *testing.T) {
	texts := []string{
		"{id: 'k1', action: furnace, at: lower-right, arrow: counterclockwise, remove_costs: [5], supply: {cubes: 1, start: upper-right, arrow: clockwise, apprentice: false}}",
		"{id: 'k2', action: small-factory, at: upper-right, arrow: counterclockwise, fallback: {at: upper-left, arrow: clockwise}, supply: {cubes: 1, start: lower-left, arrow: clockwise, apprentice: false}}",
	}
	games := make([]SoloState, 3) // the first reads the texts, the others find them kept
	for g := range games {
		for _, text := range texts {
			games[g].readCard(text)
			c, ok := games[g].cards[text]
			if !ok {
				t.Fatalf("card not read: %s", text)
			}
			if _, kept := cardsRead.Load(text); !kept {
				t.Errorf("card %s not kept for the next game", c.ID)
			}
			if len(c.RemoveCosts) > 0 && c.RemoveCosts[0] != 5 || c.Fallback != nil && c.Fallback.At != "upper-left" {
				t.Errorf("game %d: an earlier game's change reached its card: %+v %+v", g+1, c, c.Fallback)
			}
			if len(c.RemoveCosts) > 0 {
				c.RemoveCosts[0] = 1
			}
			if c.Fallback != nil {
				c.Fallback.At = "lower-left"
			}
		}
	}
	first := games[0]
	if len(first.cards[texts[0]].RemoveCosts) == 0 || first.cards[texts[1]].Fallback == nil {
		t.Fatal("the cards have no costs or no diagram: nothing was shared to test")
	}
}
