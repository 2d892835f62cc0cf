package data

import "testing"

// The Sintra numbers are the English rulebook's (Game setup 1, 4, 7, 8;
// End of the game 1-3).
func TestSintraMatchesRulebook(t *testing.T) {
	s := LoadSintra()
	for players, want := range map[int]int{2: 5, 3: 7, 4: 9} {
		if got := s.FactoryDisplays[players]; got != want {
			t.Errorf("%d players: %d Factory displays, want %d (Game setup 1)", players, got, want)
		}
	}
	checks := []struct {
		name      string
		got, want int
	}{
		{"pane pieces per display (setup 8)", s.PiecesPerDisplay, 4},
		{"rounds", s.Rounds, 6},
		{"pattern strips per player (setup 4)", s.Components.PatternStripsPerPlayer, 8},
		{"joker spaces (setup 4)", s.JokerSpaces, 2},
		{"round indicator spaces I-VI (setup 7)", s.RoundIndicator.Spaces, 6},
		{"one of each colour on II-VI (setup 7)", s.RoundIndicator.OneOfEachColour, 5},
		{"panes per point (end 1)", s.PanesPerPoint, 3},
		{"broken glass bottom (end 2)", s.BrokenReset, 18},
		{"ornaments (end 3, side A)", s.Ornaments, 4},
		{"4 spaces: 10 points", s.OrnamentPoints[4], 10},
		{"3 spaces: 6 points", s.OrnamentPoints[3], 6},
		{"2 spaces: 3 points", s.OrnamentPoints[2], 3},
		{"1 space: 0 points", s.OrnamentPoints[1], 0},
		{"strip spaces (step 3)", s.StripSpaces, 5},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
	// The Factory displays in the box serve the largest table, and the
	// round indicator's 5 set-aside pieces are one of each colour.
	if s.FactoryDisplays[s.Players.Max] != s.Components.FactoryDisplays {
		t.Errorf("%d displays for %d players, %d in the box", s.FactoryDisplays[s.Players.Max], s.Players.Max, s.Components.FactoryDisplays)
	}
	if s.RoundIndicator.OneOfEachColour != s.Components.Colours || s.RoundIndicator.Spaces != s.Rounds {
		t.Errorf("round indicator %+v for %d colours and %d rounds", s.RoundIndicator, s.Components.Colours, s.Rounds)
	}
}

// The Oh My Goods! numbers are the English rulebook's (Setup, Game End).
func TestOMGMatchesRulebook(t *testing.T) {
	o := LoadOMG()
	for players := o.Players.Min; players <= o.Players.Max; players++ {
		// "In a 2-/3-/4-player game, place 4/6/8 random Assistants" and
		// "Assistants: 2 x player count" say the same.
		if got := o.Assistants[players]; got != 2*players {
			t.Errorf("%d players: %d Assistants, want %d", players, got, 2*players)
		}
	}
	checks := []struct {
		name      string
		got, want int
	}{
		{"hand cards", o.HandCards, 5},
		{"coal on the Charburner", o.CharburnerCoal, 7},
		{"coins per victory point", o.CoinsPerVP, 5},
		{"buildings that end the game", o.EndBuildings, 8},
		{"most Assistants a player hires", o.MaxAssistants, 2},
		{"cards", o.Cards, 110},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
}
