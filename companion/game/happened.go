package game

// Happening is a kind of thing that happens in a game: an event's kind,
// told apart by the reset step it records or the action of the Automa card
// it plays ("automa-turn" "furnace"). A teaching companion explains each
// happening the first time it comes; the state knows which came already,
// folded from the events like everything else, so undo (which replays the
// events without the last) and resume agree with what the game holds.
type Happening struct {
	Kind   Kind
	Detail string
}

// Happened reports whether h has happened in this game.
func (s *State) Happened(h Happening) bool { return s.happened[h] }

// happeningOf is what an event that just applied makes happen.
func (s *State) happeningOf(e Event) Happening {
	h := Happening{Kind: e.Kind}
	switch e.Kind {
	case KindResetStep:
		h.Detail = string(e.Step)
	case KindAutomaTurn:
		if s.Solo != nil && s.Solo.Last != nil {
			h.Detail = string(s.Solo.Last.Action)
		}
	}
	return h
}

func (s *State) see(e Event) {
	h := s.happeningOf(e)
	if s.happened[h] {
		return
	}
	if s.happened == nil {
		s.happened = map[Happening]bool{}
	}
	s.happened[h] = true
}

// WasTaught reports whether the lesson of that name was said in this game.
func (s Settings) WasTaught(lesson string) bool {
	for _, l := range s.Taught {
		if l == lesson {
			return true
		}
	}
	return false
}

// WithTaught is the list of lessons said with lesson added (once). It is
// a new list: a state that holds the old one keeps it as it was.
func (s Settings) WithTaught(lesson string) []string {
	if s.WasTaught(lesson) {
		return s.Taught
	}
	return append(s.Taught[:len(s.Taught):len(s.Taught)], lesson)
}
