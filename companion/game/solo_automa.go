package game

import (
	"slices"
	"strconv"
	"sync"
	"sync/atomic"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/data"
)

// Solo event kinds and the Automa's reset step.
const (
	// KindAutomaStart: the Automa's starting profession on Side (the side
	// opposite the player's) with its first disk as master (rules-facts
	// §8.2 step 5). A setup draw.
	KindAutomaStart Kind = "automa-start"
	// KindAutomaTurn: one Automa turn. Card is the card drawn from the
	// transcribed deck, or Text is the physical card as the player read it
	// (one YAML line). Answers: Count = the highest number visible on the
	// worker supply card when it is not transcribed; Cubes = which cubes
	// leave a small factory when the player chooses; Effect = the furnace the
	// cube comes from when every small factory is empty and the card's
	// diagram is not known.
	KindAutomaTurn Kind = "automa-turn"

	// StepAutomaSupply is the Automa's supply step, before the player's
	// (rules-facts §8.6). Answer: Side/Row/Index of the profession whose
	// apprentice space takes the disk, when the card shows the symbol.
	StepAutomaSupply StepID = "automa-supply"
)

// registerSoloKinds adds the Automa's event kinds and its supply step
// (called once by registerKinds).
func registerSoloKinds() {
	registerKind(KindAutomaStart, applyAutomaStart, true)
	registerKind(KindAutomaTurn, applyAutomaTurn, false)
	insertResetStep(StepSupply, ResetStep{
		ID:      StepAutomaSupply,
		Applies: func(s *State) bool { return s.Solo != nil },
		Do:      doAutomaSupply,
	})
}

func deckSize() int { return data.Load().Solo.DeckSize }

func applyAutomaStart(s *State, e Event) error {
	if s.Solo == nil {
		return companion.NewProblem("solo.problem.not_solo")
	}
	if s.Solo.Disks > 0 {
		return companion.NewProblem("game.problem.setup_done")
	}
	if _, err := companion.ParseSide(string(e.Side)); err != nil {
		return err
	}
	s.Professions[e.Side][companion.RowFurnace] = append(s.Professions[e.Side][companion.RowFurnace],
		Profession{Master: Automa, Starting: true})
	s.Solo.Disks = data.Load().StartingProfessions.PerPlayer // its starting master
	hasAutoma := false
	for _, seat := range s.Order {
		hasAutoma = hasAutoma || seat == Automa
	}
	if !hasAutoma {
		s.Order = append(s.Order, Automa)
	}
	return nil
}

// AutomaBoard is the board as the Automa's rules read it: professions
// labelled "side row #n", the player's as Player, the Automa's as Automa.
func (s *State) AutomaBoard() *automa.Board {
	n := 0
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			n += len(s.Professions[side][row])
		}
	}
	b := &automa.Board{ // sized once: built at every Automa turn of a replay
		Furnaces:       make(map[companion.Position]int, len(s.Furnaces)),
		SmallFactories: make(map[companion.Position]map[string]int, len(s.Factories)),
		Professions:    make([]automa.Profession, 0, n),
	}
	for p, n := range s.Furnaces {
		b.Furnaces[p] = n
	}
	for p, c := range s.Factories {
		b.SmallFactories[p] = map[string]int{"orange": c.Orange, "pink": c.Pink, "black": c.Black}
	}
	owner := func(seat int) automa.Owner {
		if seat == Automa {
			return automa.Automa
		}
		return automa.Player
	}
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			for i, pr := range s.Professions[side][row] {
				ap := automa.Profession{Side: side, Row: row, Master: owner(pr.Master), Label: ProfessionLabel(side, row, i+1)}
				if pr.HasApprentice {
					ap.Apprentice = owner(pr.Apprentice)
				}
				b.Professions = append(b.Professions, ap)
			}
		}
	}
	if s.Solo != nil {
		b.AutomaDisks = s.Solo.Disks
	}
	return b
}

// ProfessionLabel names a profession by place: "left:furnace#2" (the CLI
// shows it in words).
func ProfessionLabel(side companion.Side, row companion.Row, index int) string {
	return string(side) + ":" + string(row) + "#" + strconv.Itoa(index)
}

// NextAutomaCard is the card the transcribed deck reveals next, and whether
// drawing it reshuffles the revealed pile first.
func (s *State) NextAutomaCard() (automa.Card, bool, bool) {
	if s.Solo == nil || !s.Settings.Solo.Digital() {
		return automa.Card{}, false, false
	}
	i, reshuffled := s.Solo.Deck().Draw()
	return s.Settings.Solo.Automa.Cards[i], reshuffled, true
}

// HighestVisible is the highest number visible on the worker supply card,
// when the transcription gives it.
func (s *State) HighestVisible() (int, bool) {
	if s.Solo == nil {
		return 0, false
	}
	return automa.HighestVisible(s.Solo.WorkerSupply(), s.Solo.Disks)
}

// AutomaCardOf returns the card an automa-turn event names.
func (s *State) AutomaCardOf(e Event) (automa.Card, error) {
	if s.Settings.Solo.Digital() {
		want, _, _ := s.NextAutomaCard()
		if e.Card != want.ID {
			return automa.Card{}, companion.NewProblem("solo.problem.not_next_card", "Value", e.Card, "Next", want.ID)
		}
		return want, nil
	}
	if s.Solo != nil {
		if c, ok := s.Solo.cards[e.Text]; ok {
			return copyCard(c), nil
		}
	}
	c, err := automa.ParseCard(e.Text)
	if err != nil {
		return automa.Card{}, err
	}
	return c, nil
}

// readCard reads the physical card an automa-turn's text holds once in
// the game: the replay meets the same ten cards again and again. Only a
// state being changed (Apply) keeps one; a card that cannot be read is
// not kept (AutomaCardOf says why).
func (so *SoloState) readCard(text string) {
	if _, ok := so.cards[text]; ok {
		return
	}
	c, ok := cardsRead.Load(text)
	if !ok {
		card, err := automa.ParseCard(text)
		if err != nil {
			return
		}
		if cardTexts.Add(1) <= maxCardTexts {
			cardsRead.Store(text, copyCard(card))
		}
		c = card
	}
	if so.cards == nil {
		so.cards = map[string]automa.Card{}
	}
	so.cards[text] = copyCard(c.(automa.Card))
}

// The cards read in this run, by their text, as ParseCard gives them (a
// card is its text alone): a player's solo games record the same physical
// deck, so a record of them meets the same few dozen texts again and
// again. At most maxCardTexts texts are kept.
var (
	cardsRead sync.Map
	cardTexts atomic.Int64
)

const maxCardTexts = 4096

// copyCard is a card that shares no memory with c.
func copyCard(c automa.Card) automa.Card {
	c.RemoveCosts = slices.Clone(c.RemoveCosts)
	if c.Fallback != nil {
		f := *c.Fallback
		c.Fallback = &f
	}
	return c
}

// ResolveAutomaTurn resolves the event's card on the tracked board without
// changing anything; the CLI shows it before recording.
func (s *State) ResolveAutomaTurn(e Event) (automa.Turn, error) {
	if s.Solo == nil {
		return automa.Turn{}, companion.NewProblem("solo.problem.not_solo")
	}
	c, err := s.AutomaCardOf(e)
	if err != nil {
		return automa.Turn{}, err
	}
	orig := c
	highest := e.Count
	if h, ok := s.HighestVisible(); ok {
		highest = h
	}
	if e.Effect != "" {
		if c.Action != automa.ActSmallFactory || c.Fallback != nil {
			return automa.Turn{}, companion.NewProblem("solo.problem.effect_not_needed")
		}
		// The table names the furnace the card's diagram leads to.
		if s.Furnaces[e.Effect] == 0 {
			return automa.Turn{}, companion.NewProblem("game.problem.furnace_empty", "Furnace", companion.Term("term.furnace."+string(e.Effect)))
		}
		c.Fallback = &automa.Diagram{At: e.Effect, Arrow: companion.Clockwise}
	}
	t := automa.ResolveTurn(c, s.AutomaBoard(), highest)
	if e.Effect != "" && t.SmallFactory != nil && t.SmallFactory.Found {
		return automa.Turn{}, companion.NewProblem("solo.problem.effect_not_needed")
	}
	t.Card = orig
	return t, nil
}

func applyAutomaTurn(s *State, e Event) error {
	if s.Solo == nil {
		return companion.NewProblem("solo.problem.not_solo")
	}
	if e.Seat != Automa {
		return companion.NewProblem("game.problem.bad_seat", "Seat", e.Seat)
	}
	if err := s.checkTurn(Automa); err != nil {
		return err
	}
	if e.Effect != "" {
		if _, err := companion.ParsePosition(string(e.Effect)); err != nil {
			return err
		}
	}
	if !s.Settings.Solo.Digital() {
		s.Solo.readCard(e.Text)
	}
	t, err := s.ResolveAutomaTurn(e)
	if err != nil {
		return err
	}
	// Check everything before changing anything.
	var take Cubes
	switch {
	case t.SmallFactory != nil && t.SmallFactory.Found:
		r := t.SmallFactory
		have := s.Factories[r.Factory]
		if r.Colours != nil {
			take = Cubes{r.Colours["orange"], r.Colours["pink"], r.Colours["black"]}
		} else {
			take = e.Cubes
			if take.Total() != r.Remove {
				return companion.NewProblem("solo.problem.choose_cubes", "Count", r.Remove, "Factory", companion.Term("term.small_factory."+string(r.Factory)))
			}
		}
		if _, ok := have.Minus(take); !ok || take.negative() {
			return companion.NewProblem("solo.problem.cubes_not_there", "Factory", companion.Term("term.small_factory."+string(r.Factory)))
		}
	case t.SmallFactory != nil && t.SmallFactory.NeedFallback && len(s.EmptyFurnaces()) < len(companion.Positions):
		return companion.NewProblem("solo.problem.fallback_needed")
	}
	// Apply.
	card := t.Card
	s.Solo.DeckDraws++
	s.Solo.Last = &card
	switch {
	case t.Furnace != nil && t.Furnace.Found:
		s.Furnaces[t.Furnace.Furnace]--
		s.GlassTaken++
	case t.Profession != nil:
		r := t.Profession
		s.Professions[r.Side][r.Row] = append(s.Professions[r.Side][r.Row], Profession{Master: Automa})
		s.Solo.Disks++
	case t.SmallFactory != nil && t.SmallFactory.Found:
		s.Factories[t.SmallFactory.Factory], _ = s.Factories[t.SmallFactory.Factory].Minus(take)
	case t.SmallFactory != nil && t.SmallFactory.Fallback != nil && t.SmallFactory.Fallback.Found:
		s.Furnaces[t.SmallFactory.Fallback.Furnace]--
		s.GlassTaken++
	}
	s.FinishTurn(Automa, t.TookGlass())
	return nil
}

// AutomaSupplyPreview resolves the Automa's supply step on a copy of the
// bag, for the walkthrough to show before recording it.
func (s *State) AutomaSupplyPreview() (automa.Supply, automa.SupplyResult, bool) {
	if s.Solo == nil || s.Solo.Last == nil {
		return automa.Supply{}, automa.SupplyResult{}, false
	}
	sup := s.Solo.Last.Supply
	return sup, automa.ResolveSupply(sup, s.Solo.Bag(), s.AutomaBoard()), true
}

// doAutomaSupply: the Automa's supply step (rules-facts §8.6) from the last
// revealed card: cubes from the bag into different small factories, and
// with the disk symbol its next disk on a free apprentice space of a
// profession with the player's master (the table names which, with
// Side/Row/Index; none when there is no such space).
func doAutomaSupply(s *State, e Event) error {
	sup, r, ok := s.AutomaSupplyPreview()
	if !ok {
		if e.Index != 0 {
			return companion.NewProblem("solo.problem.no_apprentice_space")
		}
		return nil
	}
	var target *Profession
	// Index 0 with candidates: the table says none of them has a free
	// apprentice space (a card may have a single space, which only the card
	// shows; rules-facts §13): the disk stays on the worker supply card.
	if r.Apprentice && len(r.Candidates) > 0 && e.Index != 0 {
		if e.Index < 0 {
			return companion.NewProblem("solo.problem.apprentice_needed")
		}
		list := s.Professions[e.Side][e.Row]
		if e.Index > len(list) {
			return companion.NewProblem("game.problem.no_profession", "Side", companion.Term("term.side."+string(e.Side)), "Row", companion.Term("term.row."+string(e.Row)), "Index", e.Index)
		}
		pr := &list[e.Index-1]
		if pr.Master == Automa || pr.HasApprentice {
			return companion.NewProblem("solo.problem.apprentice_not_free", "Label", ProfessionLabel(e.Side, e.Row, e.Index))
		}
		target = pr
	} else if e.Index != 0 && !(r.Apprentice && len(r.Candidates) > 0) {
		return companion.NewProblem("solo.problem.no_apprentice_space")
	}
	// Apply: the same draws as the preview (the bag replays from its count).
	bag := s.Solo.Bag()
	r = automa.ResolveSupply(sup, bag, s.AutomaBoard())
	s.Solo.BagDraws = bag.Draws()
	for _, pl := range r.Placements {
		s.Factories[pl.Factory] = s.Factories[pl.Factory].Plus(cubesOfColour(pl.Colour))
	}
	if target != nil {
		target.HasApprentice = true
		target.Apprentice = Automa
		s.Solo.Disks++
	}
	return nil
}

func cubesOfColour(c string) Cubes {
	switch c {
	case "orange":
		return Cubes{Orange: 1}
	case "pink":
		return Cubes{Pink: 1}
	}
	return Cubes{Black: 1}
}

// PhysicalTurn is the event for a physical card the player flipped: the
// card as they read it, named by its draw number when it has no id.
func (s *State) PhysicalTurn(c automa.Card) Event {
	if c.ID == "" && s.Solo != nil {
		c.ID = "#" + strconv.Itoa(s.Solo.DeckDraws+1)
	}
	return Event{Kind: KindAutomaTurn, Seat: Automa, Text: automa.FormatCard(c)}
}

// Numbered is the step to record next as the rulebooks number it, and how
// many steps they count: the Automa's supply step opens step 6, supplying
// the small factories, where every edition's solo chapter puts it; it is
// no step of its own (a solo reset phase has the usual 7).
func (r *ResetState) Numbered() (n, of int) {
	for i, id := range r.Steps {
		if id == StepAutomaSupply {
			continue
		}
		of++
		if i < r.Step {
			n++
		}
	}
	return min(n+1, of), of
}
