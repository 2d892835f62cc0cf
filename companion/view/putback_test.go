package view

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

func apply(t *testing.T, s *game.State, es ...game.Event) {
	t.Helper()
	for _, e := range es {
		if err := s.Apply(e); err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
	}
}

// putBack renders what to put back for events applied to s (s is left as
// it was), in a language.
func putBack(t *testing.T, lang string, s *game.State, es ...game.Event) string {
	t.Helper()
	before := s.Clone()
	apply(t, s.Clone(), es...) // they apply
	return strings.Join(screen(lang, 200, true).PutBack(before, es), "\n")
}

func mustHave(t *testing.T, text string, wants ...string) {
	t.Helper()
	for _, w := range wants {
		if !strings.Contains(text, w) {
			t.Errorf("%q lacks %q", text, w)
		}
	}
}

// Undoing a reset step says what goes back on the table (issue 29, play
// test pt2 #8; rules-facts §5.2 steps 1–4 and 6): the army's move, the
// refill, 2a's VP, the emptied cubes, a delivery with its bonus.
func TestUndoOfResetStepsSaysWhatToPutBack_5_2(t *testing.T) {
	s := twoPlayers(t, "Ana", "Bo") // Bo has 2a
	step := func(id game.StepID) game.Event { return game.Event{Kind: game.KindResetStep, Step: id} }
	apply(t, s, game.Event{Kind: game.KindResetStart, Furnaces: []companion.Position{companion.LowerLeft, companion.LowerRight}})
	en := putBack(t, "en", s, step(game.StepArmy))
	mustHave(t, en, "move the French army back from space 50 to space 55")
	apply(t, s, step(game.StepArmy))
	refill := step(game.StepRefill)
	refill.Count = 2
	mustHave(t, putBack(t, "en", s, refill), "take the refill back out, 2 cubes from each", "lower-left furnace", "lower-right furnace")
	apply(t, s, refill)
	mustHave(t, putBack(t, "en", s, step(game.StepVP)), "move Bo back 1 VP")
	apply(t, s, step(game.StepVP))
	if got := putBack(t, "en", s, step(game.StepEmpty)); got != "" { // nothing was on them
		t.Errorf("empty small factories: %q", got)
	}
	apply(t, s, step(game.StepEmpty), step(game.StepInvestments))
	deliver := game.Event{Kind: game.KindSupply, Seat: 0, At: companion.LowerLeft, Cubes: game.Cubes{Orange: 1}, Bonus: "B5"}
	mustHave(t, putBack(t, "en", s, deliver), "take 1 orange back off the lower-left small factory onto Ana's investments", "bonus B5", "+2 influence")
	apply(t, s, deliver, step(game.StepSupply), step(game.StepContracts))
	// The next phase: the cube delivered goes back on its factory; the
	// entries taken back together are said newest first.
	apply(t, s, game.Event{Kind: game.KindResetStart, Furnaces: []companion.Position{companion.UpperLeft, companion.UpperRight}})
	got := putBack(t, "en", s, step(game.StepArmy), refill, step(game.StepVP), step(game.StepEmpty))
	mustHave(t, got, "put the cubes back on the small factories: lower-left small factory: 1 orange")
	lines := strings.Split(got, "\n")
	if len(lines) != 4 || !strings.Contains(lines[0], "small factories") || !strings.Contains(lines[3], "army") {
		t.Errorf("order (newest first): %q", lines)
	}
	for _, lang := range locales.Supported {
		text := putBack(t, lang, s, step(game.StepArmy), refill, step(game.StepVP), step(game.StepEmpty))
		if strings.Contains(text, "[") || strings.Contains(text, "no value") || strings.Count(text, "\n") != 3 {
			t.Errorf("%s: %s", lang, text)
		}
	}
	// A player's own turn: the table took those pieces itself.
	if got := putBack(t, "en", twoPlayers(t, "Ana", "Bo"), game.Event{Kind: game.KindFurnace, Seat: 0, At: companion.UpperLeft}); got != "" {
		t.Errorf("a turn: %q", got)
	}
}

// soloAtReset is Eva's physical-deck solo game in its first reset phase
// (both upper furnaces emptied by her), the Automa's last card showing
// sup, at the Automa's supply step (rules-facts §8.6).
func soloAtReset(t *testing.T, sup automa.Supply) *game.State {
	t.Helper()
	st, err := game.NewSettings([]string{"Eva"}, []string{"teal"}, 3)
	if err != nil {
		t.Fatal(err)
	}
	st.Solo.Difficulty, st.Solo.Deck = "normal", game.DeckPhysical
	s, err := game.New(st)
	if err != nil {
		t.Fatal(err)
	}
	apply(t, s, game.Event{Kind: game.KindStartPlayer, Seat: 0},
		game.Event{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		game.Event{Kind: game.KindAutomaStart, Seat: game.Automa, Side: companion.Right},
		game.Event{Kind: game.KindStartingDisk, Seat: 0, Disk: "2a"})
	card := automa.Card{Action: automa.ActProfession, Slot: 4}
	for s.Reset == nil {
		at := companion.UpperLeft
		if s.Furnaces[at] == 0 {
			at = companion.UpperRight
		}
		apply(t, s, game.Event{Kind: game.KindFurnace, Seat: 0, At: at})
		if s.Reset == nil {
			c := card
			if s.Furnaces[companion.UpperRight] == 1 { // the last card before the reset
				c.Supply = sup
			}
			apply(t, s, s.PhysicalTurn(c))
		}
	}
	for s.Reset.Current() != game.StepAutomaSupply {
		e := game.Event{Kind: game.KindResetStep, Step: s.Reset.Current()}
		if e.Step == game.StepRefill {
			e.Count = 3
		}
		apply(t, s, e)
	}
	return s
}

// Undoing the Automa's supply step puts its drawn cubes back into its bag
// and its apprentice disk back on its card; undoing its turn takes back
// its profession and says the reshuffle the turn began with (issue 29,
// play test pt2 #8; rules-facts §8.5, §8.6).
func TestUndoOfTheAutomaSaysWhatToPutBack_8_6(t *testing.T) {
	sup := automa.Supply{Cubes: 3, Start: companion.LowerRight, Arrow: companion.Counterclockwise, Apprentice: true}
	s := soloAtReset(t, sup)
	e := game.Event{Kind: game.KindResetStep, Step: game.StepAutomaSupply, Side: companion.Left, Row: companion.RowFurnace, Index: 1}
	got := putBack(t, "en", s, e)
	mustHave(t, got, "the cubes the Automa supplied go back into its bag", "on the lower-right small factory", "on the upper-right small factory",
		"on the upper-left small factory", "take the Automa's apprentice, disk", "off card 1 at the")
	if _, r, _ := s.AutomaSupplyPreview(); len(r.Placements) != 3 {
		t.Fatalf("placements %+v", r.Placements)
	}

	// A turn placing a profession, the deck used up before it.
	s = soloAtReset(t, automa.Supply{})
	for s.Reset != nil {
		e := game.Event{Kind: game.KindResetStep, Step: s.Reset.Current()}
		apply(t, s, e)
	}
	if s.Next() != game.Automa {
		apply(t, s, game.Event{Kind: game.KindFurnace, Seat: 0, At: companion.LowerLeft})
	}
	turn := s.PhysicalTurn(automa.Card{Action: automa.ActProfession, Slot: 4})
	got = putBack(t, "en", s, turn)
	mustHave(t, got, "take back the Automa's new profession", "its master, disk", "display position 4")
	if strings.Contains(got, "reshuffl") || strings.Contains(got, "shuffl") {
		t.Errorf("no reshuffle: %q", got)
	}
	s.Solo.DeckDraws = 10 // the deck of 10 used up: this turn begins by shuffling
	got = putBack(t, "en", s, s.PhysicalTurn(automa.Card{Action: automa.ActProfession, Slot: 4}))
	mustHave(t, got, "That turn began by shuffling the revealed cards into a new deck")
	for _, lang := range locales.Supported {
		if text := putBack(t, lang, s, s.PhysicalTurn(automa.Card{Action: automa.ActProfession, Slot: 4})); strings.Contains(text, "[") || strings.Contains(text, "no value") {
			t.Errorf("%s: %s", lang, text)
		}
	}
}
