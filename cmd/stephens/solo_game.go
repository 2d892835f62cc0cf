package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/data"
)

// The solo game in the CLI: the solo part of `stephens new`, the Automa's
// turn (in `stephens play` and on its own as `stephens automa`) and the
// Automa's supply step of a reset phase. Every question has a flag.

// soloSetupOptions are the solo flags of `stephens new`.
type soloSetupOptions struct {
	difficulty string
	opponent   string
	blocked    string
	deck       string
}

// automaTurnOptions answer an Automa turn and its supply step with flags.
type automaTurnOptions struct {
	card       string // physical deck: the card as one YAML line, or the picks below
	action     string
	at         string
	arrow      string
	costs      string
	slot       int
	fallback   string // AT:ARROW
	supply     string // N:START:ARROW
	apprentice bool
	highest    int
	highestSet bool
	cubes      string // which cubes leave a small factory, e.g. orange,pink
	furnace    string // the furnace the diagram leads to (no diagram known)
}

// soloFlagValues holds the values of the flags the solo rules add to other
// commands (one command runs per process).
var soloFlagValues struct {
	setup            soloSetupOptions
	automaApprentice string // side:row:index, or none
}

func init() {
	soloSetup = runSoloSetup
	automaTurn = playAutomaTurn
	resetStepHandlers[game.StepAutomaSupply] = stepAutomaSupply
	soloArmyNote = func(a *app, s *game.State) string {
		if s.SoloFinalReset() {
			return a.p.T("solo.reset.army_final", "Space", s.Solo.FinalResetAt())
		}
		return a.p.T("solo.reset.army", "Space", s.Solo.FinalResetAt())
	}
	soloNewFlags = func(a *app, cmd *cobra.Command) {
		o := &soloFlagValues.setup
		f := cmd.Flags()
		f.StringVar(&o.difficulty, "difficulty", "", a.p.T("solo.flag.difficulty"))
		f.StringVar(&o.opponent, "opponent", "", a.p.T("solo.flag.opponent"))
		f.StringVar(&o.blocked, "blocked", "", a.p.T("solo.flag.blocked"))
		f.StringVar(&o.deck, "automa-deck", "", a.p.T("solo.flag.deck"))
		// Check the solo flags before the game file is written.
		cmd.PreRunE = func(cmd *cobra.Command, args []string) error { return checkSoloFlags(a, o) }
	}
	soloResetFlags = func(a *app, cmd *cobra.Command) {
		cmd.Flags().StringVar(&soloFlagValues.automaApprentice, "automa-apprentice", "", a.p.T("solo.flag.automa_apprentice"))
	}
	register(func(a *app) *cobra.Command {
		o := &automaTurnOptions{}
		var ro resetOptions
		cmd := &cobra.Command{
			Use:   "automa",
			Short: a.p.T("solo.automa.short"),
			Long:  a.p.T("solo.automa.long"),
			Example: "  stephens automa                       # transcribed deck: draw and resolve the next card\n" +
				"  stephens automa --action furnace --at upper-left --arrow clockwise --costs 1,3 --supply-section 2:upper-left:clockwise\n" +
				"  stephens automa --action profession --slot 2 --supply-section 0\n" +
				"  stephens automa --action small-factory --at lower-left --arrow counterclockwise --highest 2 --cubes orange,pink --supply-section 1:upper-right:clockwise --apprentice",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				o.highestSet = cmd.Flags().Changed("highest")
				ro.fromFlags(cmd)
				return runAutomaCommand(a, o, &ro)
			},
		}
		f := cmd.Flags()
		f.StringVar(&o.action, "action", "", a.p.T("solo.flag.action"))
		f.StringVar(&o.at, "at", "", a.p.T("solo.flag.at"))
		f.StringVar(&o.arrow, "arrow", "", a.p.T("solo.flag.arrow"))
		f.StringVar(&o.costs, "costs", "", a.p.T("solo.flag.costs"))
		f.IntVar(&o.slot, "slot", 0, a.p.T("solo.flag.slot"))
		f.StringVar(&o.fallback, "fallback", "", a.p.T("solo.flag.fallback"))
		f.StringVar(&o.supply, "supply-section", "", a.p.T("solo.flag.supply"))
		f.BoolVar(&o.apprentice, "apprentice", false, a.p.T("solo.flag.apprentice"))
		f.StringVar(&o.card, "card", "", a.p.T("solo.flag.card"))
		f.IntVar(&o.highest, "highest", 0, a.p.T("solo.flag.highest"))
		f.StringVar(&o.cubes, "cubes", "", a.p.T("solo.flag.cubes"))
		f.StringVar(&o.furnace, "furnace", "", a.p.T("solo.flag.furnace"))
		ro.addFlags(a, cmd)
		return cmd
	})
}

// ---- setup ----------------------------------------------------------------

// checkSoloFlags refuses bad solo flags of `new` before anything is saved.
func checkSoloFlags(a *app, o *soloSetupOptions) error {
	if o.difficulty != "" {
		if _, err := automa.ParseDifficulty(strings.ToLower(o.difficulty)); err != nil {
			return a.invalid(err)
		}
	}
	o4 := false
	if strings.EqualFold(o.opponent, "none") {
		return nil
	}
	for _, v := range splitList(o.opponent) {
		e, err := automa.ParseOpponentEffect(v)
		if err != nil {
			return a.invalid(err)
		}
		o4 = o4 || e == automa.O4
	}
	if o.blocked != "" && !companion.IsAbility(o.blocked) {
		return a.invalid(companion.NewProblem("problem.unknown_ability", "Value", o.blocked))
	}
	if o4 && o.blocked == "" && !a.canPrompt() {
		return a.needAnswer(a.p.T("solo.setup.what_blocked"), "--blocked")
	}
	switch o.deck {
	case "", game.DeckPhysical:
	case game.DeckDigital:
		tr, err := soloLoadAutoma(a)
		if err != nil {
			return err
		}
		if tr == nil {
			return a.invalid(companion.NewProblem("solo.problem.no_transcription"), a.p.T("solo.setup.deck_hint"))
		}
	default:
		return a.invalid(companion.NewProblem("solo.problem.deck_mode", "Value", o.deck))
	}
	return nil
}

func runSoloSetup(a *app, g *gameSession, cmd *cobra.Command) error {
	p := a.p
	w := a.io.Out
	o := soloFlagValues.setup
	so := g.state.Settings.Solo
	if so == nil {
		return nil
	}
	// difficulty
	if o.difficulty == "" && a.canPrompt() {
		items := make([]string, len(automa.Difficulties))
		for i, d := range automa.Difficulties {
			items[i] = p.T("solo.setup.difficulty_item", "Name", p.T("term.difficulty."+string(d)), "Space", automa.FinalResetAt(d, false))
		}
		k, err := a.askChoice(p.T("solo.setup.ask_difficulty"), items, 1)
		if err != nil {
			return err
		}
		o.difficulty = string(automa.Difficulties[k])
	}
	if o.difficulty == "" {
		o.difficulty = string(automa.Normal)
		fmt.Fprintln(w, a.wrap(p.T("solo.setup.difficulty_default")))
	}
	d, err := automa.ParseDifficulty(strings.ToLower(o.difficulty))
	if err != nil {
		return a.invalid(err)
	}
	so.Difficulty = string(d)
	// opponent variant
	var effects []string
	if strings.EqualFold(o.opponent, "none") {
		// no opponent card, and no question about one
	} else if o.opponent != "" {
		for _, v := range splitList(o.opponent) {
			e, err := automa.ParseOpponentEffect(v)
			if err != nil {
				return a.invalid(err)
			}
			effects = append(effects, string(e))
		}
	} else if a.canPrompt() {
		yes, err := a.askYes(p.T("solo.setup.ask_opponent"), false)
		if err != nil {
			return err
		}
		if yes {
			items := make([]string, len(automa.OpponentEffects))
			for i, e := range automa.OpponentEffects {
				items[i] = p.T("solo.opponent." + string(e))
			}
			picked, err := a.askPick(p.T("solo.setup.ask_effects"), items, func(picked []int) []int {
				var avail []int
				for i := range items {
					if !slices.Contains(picked, i) {
						avail = append(avail, i)
					}
				}
				return avail
			})
			if err != nil {
				return err
			}
			slices.Sort(picked)
			for _, i := range picked {
				effects = append(effects, string(automa.OpponentEffects[i]))
			}
		}
	}
	slices.Sort(effects) // O1..O6, the rulebook's order
	effects = slices.Compact(effects)
	so.Opponent = effects
	if so.HasOpponent(automa.O4) {
		blocked := o.blocked
		if blocked == "" && a.canPrompt() {
			abil := companion.Abilities()
			items := make([]string, len(abil))
			for i, ab := range abil {
				items[i] = a.diskLabel(string(ab))
			}
			k, err := a.askChoice(p.T("solo.setup.ask_blocked"), items, 0)
			if err != nil {
				return err
			}
			blocked = string(abil[k])
		}
		if blocked == "" {
			return a.needAnswer(p.T("solo.setup.what_blocked"), "--blocked")
		}
		so.Blocked = blocked
	}
	so.FinalResetAt = automa.FinalResetAt(d, so.HasOpponent(automa.O6))
	// the deck: digital from the transcription, or physical
	tr, err := soloLoadAutoma(a)
	if err != nil {
		return err
	}
	deck := o.deck
	if deck == "" && tr != nil && a.canPrompt() {
		k, err := a.askChoice(p.T("solo.setup.ask_deck"), []string{p.T("solo.setup.deck_digital"), p.T("solo.setup.deck_physical")}, 0)
		if err != nil {
			return err
		}
		deck = []string{game.DeckDigital, game.DeckPhysical}[k]
	}
	if deck == "" {
		deck = game.DeckPhysical
		if tr != nil {
			deck = game.DeckDigital
		}
	}
	so.Deck = deck
	if deck == game.DeckDigital {
		so.Automa = tr
	}
	if err := so.CheckSolo(); err != nil {
		return a.invalid(err, p.T("solo.setup.deck_hint"))
	}
	for _, e := range game.SoloSetupDraws(g.state) {
		if err := g.record(e); err != nil {
			return err
		}
	}
	// Settings changed after the file was first written: save them.
	if err := g.save(); err != nil {
		return err
	}
	soloChecklist(a, g.state)
	return nil
}

// soloChecklist prints the Automa's setup and the solo choices (rules-facts
// §8.2, §8.3, §8.9).
func soloChecklist(a *app, s *game.State) {
	p := a.p
	so := s.Settings.Solo
	var steps []string
	steps = append(steps, p.T("solo.setup.furnaces", "Count", data.Load().FurnaceCubes.Solo))
	if so.Digital() {
		steps = append(steps, p.T("solo.setup.deck_digital_step"))
	} else {
		steps = append(steps, p.T("solo.setup.deck_physical_step"))
	}
	steps = append(steps,
		p.T("solo.setup.worker_card", "Disks", data.Load().Solo.AutomaDisks, "Spare", data.Load().PlayerStart.Disks-data.Load().Solo.AutomaDisks),
		p.T("solo.setup.bag", "Orange", data.Load().Solo.Bag["orange"], "Pink", data.Load().Solo.Bag["pink"], "Black", data.Load().Solo.Bag["black"]))
	for _, side := range companion.Sides {
		for _, pr := range s.Professions[side][companion.RowFurnace] {
			if pr.Master == game.Automa && pr.Starting {
				steps = append(steps, p.T("solo.setup.automa_start", "Side", a.sideName(side), "Furnace", a.furnaceName(companion.RowFurnace.Position(side))))
			}
		}
	}
	steps = append(steps, p.T("solo.setup.difficulty", "Name", p.T("term.difficulty."+so.Difficulty), "Space", so.FinalResetAt))
	for _, e := range so.Opponent {
		line := p.T("solo.opponent." + e)
		if e == string(automa.O4) && so.Blocked != "" {
			line += " " + p.T("solo.setup.blocked", "Ability", a.diskName(so.Blocked))
		}
		steps = append(steps, line)
	}
	if len(so.Opponent) > 0 {
		d := automa.Difficulty(so.Difficulty)
		steps = append(steps, p.T("solo.setup.target", "Target", automa.Target(d), "Name", p.T("term.opponent_difficulty."+so.Difficulty)))
		steps = append(steps, p.T("solo.note.opponent_difficulty"))
		if so.HasOpponent(automa.O6) {
			steps = append(steps, p.T("solo.note.o6_difficulty"))
		}
	}
	steps = append(steps, p.T("solo.setup.you_first", "Max", automa.MaxPlayerWorkers(1)))
	fmt.Fprintln(a.io.Out)
	soloPrintSteps(a, p.T("solo.setup.title"), steps)
}

// ---- the Automa's turn ------------------------------------------------------

// playAutomaTurn is the Automa's turn in `stephens play`: one key reveals
// the card, then the turn is shown as numbered steps and recorded.
func playAutomaTurn(a *app, g *gameSession) error {
	p := a.p
	fmt.Fprintln(a.io.Out)
	a.printBoard(a.io.Out, g.state)
	so := g.state.Solo
	bag := so.Bag().Counts()
	fmt.Fprintln(a.io.Out, a.wrap(p.N("solo.play.automa_line", so.Disks, "Left", so.Deck().Left(),
		"Orange", bag["orange"], "Pink", bag["pink"], "Black", bag["black"])))
	label := p.T("solo.play.reveal")
	if !g.state.Settings.Solo.Digital() {
		label = p.T("solo.play.flip")
	}
	if _, err := a.askChoice(label, []string{p.T("solo.play.reveal_item")}, 0); err != nil {
		return err
	}
	return a.automaTurnOnce(g, &automaTurnOptions{})
}

func runAutomaCommand(a *app, o *automaTurnOptions, ro *resetOptions) error {
	g, err := a.openGame(true)
	if err != nil {
		return err
	}
	defer g.close()
	s := g.state
	if s.Solo == nil {
		return a.invalid(companion.NewProblem("solo.problem.not_solo"))
	}
	if s.Reset != nil {
		if err := a.walkReset(g, ro); err != nil {
			return err
		}
		return nil
	}
	if !s.InTurns() || s.Next() != game.Automa {
		return usageError(a.p.T("solo.automa.not_now", "Name", a.seatName(s, s.Next()), "Phase", a.phaseName(s.Phase)))
	}
	if err := a.automaTurnOnce(g, o); err != nil {
		return err
	}
	if g.state.Reset != nil {
		return a.walkReset(g, ro)
	}
	if g.state.Phase == game.PhaseScoring {
		return a.finishGame(g)
	}
	return nil
}

// automaTurnOnce reveals (or asks for) the Automa's card, resolves it on the
// tracked board, asks what only the table can answer, records the turn and
// shows it as numbered steps.
func (a *app) automaTurnOnce(g *gameSession, o *automaTurnOptions) error {
	p := a.p
	s := g.state
	var e game.Event
	var title string
	if s.Settings.Solo.Digital() {
		c, reshuffled, _ := s.NextAutomaCard()
		if reshuffled {
			fmt.Fprintln(a.io.Out, a.wrap(p.T("solo.play.reshuffled")))
		}
		e = game.Event{Kind: game.KindAutomaTurn, Seat: game.Automa, Card: c.ID}
		deck := s.Solo.Deck()
		deck.Draw()
		title = p.T("solo.play.title_card", "Turn", s.Solo.AutomaTurns+1, "Card", c.ID, "Left", deck.Left())
	} else {
		c, err := a.physicalCard(o)
		if err != nil {
			return err
		}
		e = s.PhysicalTurn(c)
		title = p.T("solo.play.title", "Turn", s.Solo.AutomaTurns+1)
	}
	card, err := s.AutomaCardOf(e)
	if err != nil {
		return a.invalid(err)
	}
	// The highest visible worker supply number, when not transcribed.
	anyCubes := false
	for _, c := range s.Factories {
		anyCubes = anyCubes || c.Total() > 0
	}
	// The highest visible worker supply number, when not transcribed and
	// when it matters (some small factory holds cubes).
	if _, ok := s.HighestVisible(); !ok && card.Action == automa.ActSmallFactory && anyCubes {
		switch {
		case o.highestSet:
			e.Count = o.highest
		case a.canPrompt():
			n, err := a.askInt(p.T("solo.ask.highest"), 1, 0, 3*data.Load().CubesPerColour)
			if err != nil {
				return err
			}
			e.Count = n
		default:
			return a.needAnswer(p.T("solo.ask.highest"), "--highest")
		}
	}
	t, err := s.ResolveAutomaTurn(e)
	if err != nil {
		return a.invalid(err)
	}
	if r := t.SmallFactory; r != nil && r.NeedFallback && len(s.EmptyFurnaces()) < len(companion.Positions) {
		pos, err := a.fallbackFurnace(s, o)
		if err != nil {
			return err
		}
		e.Effect = pos
		if t, err = s.ResolveAutomaTurn(e); err != nil {
			return a.invalid(err)
		}
	}
	if r := t.SmallFactory; r != nil && r.Found && r.Colours == nil {
		c, err := a.automaCubes(s, r, o)
		if err != nil {
			return err
		}
		e.Cubes = c
	}
	board := s.AutomaBoard()
	steps := automaTurnSteps(a, t, board, s.Solo.WorkerSupply())
	if err := g.record(e); err != nil {
		return err
	}
	steps = append(steps, a.afterAutomaSteps(g.state)...)
	fmt.Fprintln(a.io.Out)
	soloPrintSteps(a, title, steps)
	return nil
}

// afterAutomaSteps: what follows the Automa's turn (a reset phase, the last
// turns, the player's turn).
func (a *app) afterAutomaSteps(s *game.State) []string {
	p := a.p
	switch {
	case s.Reset != nil && s.SoloFinalReset():
		return []string{p.T("solo.play.reset_final", "Space", s.Solo.FinalResetAt())}
	case s.Reset != nil:
		return []string{p.T("solo.play.reset")}
	case s.Phase == game.PhaseScoring:
		return []string{p.T("solo.play.scoring")}
	}
	return []string{p.T("solo.play.your_turn", "Name", a.seatName(s, s.Next()))}
}

// physicalCard asks what the flipped card shows, or reads the flags.
func (a *app) physicalCard(o *automaTurnOptions) (automa.Card, error) {
	p := a.p
	if o.card != "" {
		c, err := automa.ParseCard(o.card)
		if err != nil {
			return c, a.invalid(err)
		}
		return c, nil
	}
	if o.action == "" {
		if !a.canPrompt() {
			return automa.Card{}, a.needAnswer(p.T("solo.automa.what_card"), "--action")
		}
		fmt.Fprintln(a.io.Out, a.wrap(p.T("solo.play.flip_hint")))
		return soloAskCard(a, "", true)
	}
	c := automa.Card{ID: "", Action: automa.Action(o.action), Slot: o.slot}
	c.At = companion.Position(o.at)
	c.Arrow = companion.Arrow(o.arrow)
	for _, v := range splitList(o.costs) {
		n, err := strconv.Atoi(v)
		if err != nil {
			return c, usageError(p.T("error.flag_bad_value", "Flag", "--costs", "Value", v))
		}
		c.RemoveCosts = append(c.RemoveCosts, n)
	}
	if o.fallback != "" {
		at, arrow, _ := strings.Cut(o.fallback, ":")
		c.Fallback = &automa.Diagram{At: companion.Position(at), Arrow: companion.Arrow(arrow)}
	}
	if o.supply != "" {
		parts := strings.Split(o.supply, ":")
		n, err := strconv.Atoi(parts[0])
		if err != nil {
			return c, usageError(p.T("error.flag_bad_value", "Flag", "--supply-section", "Value", o.supply), p.T("solo.flag.supply"))
		}
		c.Supply.Cubes = n
		if len(parts) > 1 {
			c.Supply.Start = companion.Position(parts[1])
		}
		if len(parts) > 2 {
			c.Supply.Arrow = companion.Arrow(parts[2])
		}
	}
	c.Supply.Apprentice = o.apprentice
	chk := c
	chk.ID = "-"
	if err := automa.CheckCard(chk); err != nil {
		return c, a.invalid(err)
	}
	return c, nil
}

func (a *app) fallbackFurnace(s *game.State, o *automaTurnOptions) (companion.Position, error) {
	p := a.p
	if o.furnace != "" {
		pos, err := companion.ParsePosition(o.furnace)
		if err != nil {
			return "", a.invalid(err)
		}
		return pos, nil
	}
	if !a.canPrompt() {
		return "", a.needAnswer(p.T("solo.ask.what_fallback"), "--furnace")
	}
	var avail []companion.Position
	var items []string
	for _, pos := range companion.Positions {
		if s.Furnaces[pos] > 0 {
			avail = append(avail, pos)
			items = append(items, a.furnaceName(pos))
		}
	}
	k, err := a.askChoice(p.T("solo.ask.fallback_furnace"), items, 0)
	if err != nil {
		return "", err
	}
	return avail[k], nil
}

// automaCubes: the player chooses which cubes the Automa removes.
func (a *app) automaCubes(s *game.State, r *automa.SmallFactoryResult, o *automaTurnOptions) (game.Cubes, error) {
	p := a.p
	have := s.Factories[r.Factory]
	if o.cubes != "" {
		var c game.Cubes
		for _, v := range splitList(o.cubes) {
			switch strings.ToLower(v) {
			case "orange":
				c.Orange++
			case "pink":
				c.Pink++
			case "black":
				c.Black++
			default:
				return c, usageError(p.T("error.flag_bad_value", "Flag", "--cubes", "Value", v), p.T("solo.flag.cubes"))
			}
		}
		return c, nil
	}
	if !a.canPrompt() {
		return game.Cubes{}, a.needAnswer(p.T("solo.ask.cubes", "Count", r.Remove, "Factory", a.factoryName(r.Factory)), "--cubes")
	}
	var out game.Cubes
	for k := 0; k < r.Remove; k++ {
		left, _ := have.Minus(out)
		colours := left.Colours()
		items := make([]string, len(colours))
		for i, c := range colours {
			items[i] = p.T("term.cube." + c)
		}
		i, err := a.askChoice(p.T("solo.ask.cube_n", "N", k+1, "Count", r.Remove, "Factory", a.factoryName(r.Factory)), items, 0)
		if err != nil {
			return out, err
		}
		switch colours[i] {
		case "orange":
			out.Orange++
		case "pink":
			out.Pink++
		default:
			out.Black++
		}
	}
	return out, nil
}

// ---- the Automa's supply step ---------------------------------------------

// stepAutomaSupply walks the Automa's supply step of a reset phase: the
// cubes drawn from its bag, where each goes, and the apprentice disk.
func stepAutomaSupply(a *app, g *gameSession, o *resetOptions) error {
	p := a.p
	s := g.state
	e := game.Event{Kind: game.KindResetStep, Step: game.StepAutomaSupply}
	sup, r, ok := s.AutomaSupplyPreview()
	if !ok {
		fmt.Fprintln(a.io.Out, "  "+p.T("solo.supply.no_card"))
		return g.record(e)
	}
	board := s.AutomaBoard()
	steps := soloSupplySteps(a, sup, r, board)
	if r.Apprentice && len(r.Candidates) > 0 {
		pr, err := a.automaApprenticePlace(board, r.Candidates)
		if err != nil {
			return err
		}
		e.Side, e.Row = pr.Side, pr.Row
		e.Index = professionIndex(s, pr)
	}
	if err := g.record(e); err != nil {
		return err
	}
	if e.Index > 0 {
		steps = append(steps, p.T("solo.supply.apprentice_done", "Place", a.automaPlace(board.Professions[slices.IndexFunc(board.Professions, func(x automa.Profession) bool {
			return x.Side == e.Side && x.Row == e.Row && x.Label == game.ProfessionLabel(e.Side, e.Row, e.Index)
		})])))
	}
	for _, st := range steps {
		fmt.Fprintln(a.io.Out, a.wrap("  "+st))
	}
	if a.canPrompt() {
		if _, err := a.askChoice(p.T("game.reset.confirm"), []string{p.T("game.setup.done")}, 0); err != nil {
			return err
		}
	}
	return nil
}

func professionIndex(s *game.State, pr automa.Profession) int {
	for i := range s.Professions[pr.Side][pr.Row] {
		if game.ProfessionLabel(pr.Side, pr.Row, i+1) == pr.Label {
			return i + 1
		}
	}
	return 0
}

// automaPlace names a profession by place in words.
func (a *app) automaPlace(pr automa.Profession) string { return soloLabel(a, pr) }

func (a *app) automaApprenticePlace(b *automa.Board, candidates []int) (automa.Profession, error) {
	p := a.p
	v := soloFlagValues.automaApprentice
	if len(candidates) == 1 && v == "" {
		return b.Professions[candidates[0]], nil
	}
	if v != "" {
		parts := strings.Split(v, ":")
		if len(parts) == 3 {
			for _, i := range candidates {
				pr := b.Professions[i]
				if string(pr.Side) == parts[0] && string(pr.Row) == parts[1] && strings.HasSuffix(pr.Label, "#"+parts[2]) {
					return pr, nil
				}
			}
		}
		return automa.Profession{}, usageError(p.T("error.flag_bad_value", "Flag", "--automa-apprentice", "Value", v), p.T("solo.flag.automa_apprentice"))
	}
	if !a.canPrompt() {
		return automa.Profession{}, a.needAnswer(p.T("solo.ask.what_apprentice"), "--automa-apprentice")
	}
	items := make([]string, len(candidates))
	for k, i := range candidates {
		items[k] = a.automaPlace(b.Professions[i])
	}
	k, err := a.askChoice(p.T("solo.ask.apprentice_place"), items, 0)
	if err != nil {
		return automa.Profession{}, err
	}
	return b.Professions[candidates[k]], nil
}

// ---- the log and the end ---------------------------------------------------

func init() {
	soloDescribe = func(a *app, before *game.State, e game.Event) (string, bool) {
		p := a.p
		switch e.Kind {
		case game.KindAutomaStart:
			return p.T("solo.log.start", "Side", a.sideName(e.Side), "Furnace", a.furnaceName(companion.RowFurnace.Position(e.Side))), true
		case game.KindAutomaTurn:
			c, err := before.AutomaCardOf(e)
			if err != nil {
				return p.T("solo.log.turn", "Card", e.Card, "What", e.Text), true
			}
			return p.T("solo.log.turn", "Card", c.ID, "What", automaCardUpper(a, c)), true
		case game.KindResetStep:
			if e.Step == game.StepAutomaSupply {
				return p.T("solo.log.supply"), true
			}
		}
		return "", false
	}
	soloEndNotes = func(a *app, g *gameSession) {
		s := g.state
		if s.Solo == nil {
			return
		}
		p := a.p
		so := s.Settings.Solo
		fmt.Fprintln(a.io.Out)
		fmt.Fprintln(a.io.Out, a.wrap(p.T("solo.end.over")))
		fmt.Fprintln(a.io.Out, a.wrap(p.T("solo.end.de_contracts")))
		d := automa.Difficulty(so.Difficulty)
		r := data.Load().Solo.Ranks[so.Difficulty]
		fmt.Fprintln(a.io.Out, a.wrap(p.T("solo.end.ranks", "Name", p.T("term.difficulty."+so.Difficulty),
			"Apprentice", p.T("term.rank.apprentice"), "A", r["apprentice"],
			"Artisan", p.T("term.rank.artisan"), "B", r["apprentice"]+1, "C", r["artisan"],
			"Glassblower", p.T("term.rank.glassblower"), "D", r["artisan"]+1)))
		if len(so.Opponent) > 0 {
			fmt.Fprintln(a.io.Out, a.wrap(p.T("solo.end.target", "Target", automa.Target(d))))
		}
	}
}
