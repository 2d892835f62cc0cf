package main

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/data"
)

// resetOptions are the answers of a reset phase given as flags (shared by
// `stephens reset` and `stephens turn`).
type resetOptions struct {
	reached      bool
	reachedSet   bool
	refill       int
	refillSet    bool
	remember     bool
	supplies     []string
	noSupply     bool
	bonusWorkers []string
	empty        string
	final        bool
}

func (o *resetOptions) addFlags(a *app, cmd *cobra.Command) {
	f := cmd.Flags()
	f.BoolVar(&o.reached, "reached", false, a.p.T("game.reset.flag_reached"))
	f.IntVar(&o.refill, "refill", 0, a.p.T("game.reset.flag_refill"))
	f.BoolVar(&o.remember, "remember", false, a.p.T("game.reset.flag_remember"))
	f.StringArrayVar(&o.supplies, "supply", nil, a.p.T("game.reset.flag_supply"))
	f.BoolVar(&o.noSupply, "no-supply", false, a.p.T("game.reset.flag_no_supply"))
	f.StringArrayVar(&o.bonusWorkers, "bonus-worker", nil, a.p.T("game.reset.flag_bonus_worker"))
	if soloResetFlags != nil {
		soloResetFlags(a, cmd)
	}
}

func (o *resetOptions) fromFlags(cmd *cobra.Command) {
	o.reachedSet = cmd.Flags().Changed("reached")
	o.refillSet = cmd.Flags().Changed("refill")
}

// any reports whether a reset answer came as a flag.
func (o *resetOptions) any() bool {
	return o.reachedSet || o.refillSet || len(o.supplies) > 0 || o.noSupply || len(o.bonusWorkers) > 0
}

func init() {
	register(func(a *app) *cobra.Command {
		var o resetOptions
		cmd := &cobra.Command{
			Use:   "reset",
			Short: a.p.T("game.reset.short"),
			Long:  a.p.T("game.reset.long"),
			Example: "  stephens reset --reached=false --refill 3 --supply Ana:lower-left:orange --supply Ana:upper-right:black\n" +
				"  stephens reset --empty lower-left,lower-right --reached=false --refill 2 --no-supply",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				o.fromFlags(cmd)
				return runReset(a, &o)
			},
		}
		o.addFlags(a, cmd)
		cmd.Flags().StringVar(&o.empty, "empty", "", a.p.T("game.reset.flag_empty"))
		cmd.Flags().BoolVar(&o.final, "final", false, a.p.T("game.reset.flag_final"))
		return cmd
	})
}

func runReset(a *app, o *resetOptions) error {
	g, err := a.openGame(true)
	if err != nil {
		return err
	}
	defer g.close()
	s := g.state
	if s.Reset == nil {
		if !s.InTurns() {
			return a.invalid(s.NotTurns())
		}
		e := game.Event{Kind: game.KindResetStart, Yes: o.final}
		for _, v := range splitList(o.empty) {
			pos, err := companion.ParsePosition(v)
			if err != nil {
				return a.invalid(err)
			}
			e.Furnaces = append(e.Furnaces, pos)
		}
		if len(e.Furnaces) == 0 && len(s.EmptyFurnaces()) < 2 && !o.final {
			if !a.canPrompt() {
				return a.needAnswer(a.p.T("game.reset.what_empty"), "--empty")
			}
			if e.Furnaces, err = a.askEmptyFurnaces(s); err != nil {
				return err
			}
		}
		if err := g.record(e); err != nil {
			return err
		}
	}
	if err := a.walkReset(g, o); err != nil {
		return err
	}
	return a.afterTurn(g, o)
}

func (a *app) askEmptyFurnaces(s *game.State) ([]companion.Position, error) {
	items := make([]string, len(companion.Positions))
	for i, p := range companion.Positions {
		items[i] = a.furnaceName(p)
	}
	picked, err := a.askPick(a.p.T("game.reset.ask_empty"), items, func(picked []int) []int {
		var avail []int
		for i, p := range companion.Positions {
			if !slices.Contains(picked, i) && s.Furnaces[p] > 0 {
				avail = append(avail, i)
			}
		}
		return avail
	})
	var out []companion.Position
	for _, i := range picked {
		out = append(out, companion.Positions[i])
	}
	return out, err
}

// soloResetFlags, when set by the solo rules, adds the answers of their
// reset step (the Automa's supply) to the commands that walk a reset.
var soloResetFlags func(a *app, cmd *cobra.Command)

// soloArmyNote, when set by the solo rules, replaces the army step's
// question in solo (no score marker ends a solo game).
var soloArmyNote func(a *app, s *game.State) string

// resetStepHandlers lets the solo rules walk a step they insert (the
// Automa's supply); a step without a handler is shown and confirmed.
var resetStepHandlers = map[game.StepID]func(a *app, g *gameSession, o *resetOptions) error{}

// walkReset walks the reset phase from its current step to the end: each
// step is explained with its numbers worked out, its answer recorded and
// saved at once (rules-facts §5.2).
func (a *app) walkReset(g *gameSession, o *resetOptions) error {
	p := a.p
	w := a.io.Out
	for g.state.Reset != nil {
		s := g.state
		r := s.Reset
		step := r.Current()
		title := p.T("game.reset.title")
		if r.Final {
			title = p.T("game.reset.title_final")
		}
		fmt.Fprintln(w)
		fmt.Fprintln(w, p.T("game.reset.step_header", "Title", title, "N", r.Step+1, "Of", len(r.Steps), "Step", a.stepTitle(step)))
		var err error
		switch step {
		case game.StepArmy:
			err = a.stepArmy(g, o)
		case game.StepRefill:
			err = a.stepRefill(g, o)
		case game.StepVP:
			var names []string
			for i := range s.Players {
				if s.Players[i].Has("2a") {
					names = append(names, s.Name(i))
				}
			}
			if len(names) == 0 {
				fmt.Fprintln(w, a.wrap("  "+p.T("game.step.vp.nobody")))
			} else {
				fmt.Fprintln(w, a.wrap("  "+p.T("game.step.vp.text", "Names", strings.Join(names, ", "))))
			}
			err = a.confirmStep(g, step)
		case game.StepEmpty:
			any := false
			for _, pos := range companion.Positions {
				if c := s.Factories[pos]; c.Total() > 0 {
					any = true
					fmt.Fprintln(w, "  "+p.T("game.step.empty.line", "Factory", a.factoryName(pos), "Cubes", a.cubesText(c)))
				}
			}
			if !any {
				fmt.Fprintln(w, "  "+p.T("game.step.empty.none"))
			}
			err = a.confirmStep(g, step)
		case game.StepInvestments:
			fmt.Fprintln(w, a.wrap("  "+p.T("game.step.investments.text")))
			fmt.Fprintln(w, a.wrap("  "+p.T("game.step.order", "Names", a.conflictOrder(s))))
			err = a.confirmStep(g, step)
		case game.StepSupply:
			err = a.stepSupply(g, o)
		case game.StepContracts:
			fmt.Fprintln(w, a.wrap("  "+p.T("game.step.contracts.text")))
			var with4a []string
			for i := range s.Players {
				if s.Players[i].Has("4a") {
					with4a = append(with4a, s.Name(i))
				}
			}
			if len(with4a) > 0 {
				fmt.Fprintln(w, a.wrap("  "+p.T("game.step.contracts.trade", "Names", strings.Join(with4a, ", "))))
			}
			err = a.confirmStep(g, step)
		default:
			if h, ok := resetStepHandlers[step]; ok {
				err = h(a, g, o)
			} else {
				err = a.confirmStep(g, step)
			}
		}
		if err != nil {
			return err
		}
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, p.T("game.reset.over", "Army", g.state.Army))
	return nil
}

// conflictSeats: turn order from the player who triggered the phase (§5.1).
func conflictSeats(s *game.State) []int {
	start := s.Cursor
	if s.Reset != nil && s.Reset.Trigger >= 0 {
		start = max(0, slices.Index(s.Order, s.Reset.Trigger))
	}
	var out []int
	for k := range s.Order {
		out = append(out, s.Order[(start+k)%len(s.Order)])
	}
	return out
}

func (a *app) conflictOrder(s *game.State) string {
	var names []string
	for _, seat := range conflictSeats(s) {
		names = append(names, a.seatName(s, seat))
	}
	return strings.Join(names, ", ")
}

// confirmStep waits for the table on a terminal, then records the step.
func (a *app) confirmStep(g *gameSession, step game.StepID) error {
	if a.canPrompt() {
		if _, err := a.askChoice(a.p.T("game.reset.confirm"), []string{a.p.T("game.setup.done")}, 0); err != nil {
			return err
		}
	}
	return g.record(game.Event{Kind: game.KindResetStep, Step: step})
}

func (a *app) stepArmy(g *gameSession, o *resetOptions) error {
	p := a.p
	s := g.state
	from, to := s.Army, s.ArmyAfterMove()
	fmt.Fprintln(a.io.Out, "  "+p.T("game.step.army.move", "From", from, "To", to))
	e := game.Event{Kind: game.KindResetStep, Step: game.StepArmy}
	switch {
	case soloArmyNote != nil && s.Solo != nil:
		fmt.Fprintln(a.io.Out, a.wrap("  "+soloArmyNote(a, s)))
	case s.EndTriggered:
		fmt.Fprintln(a.io.Out, a.wrap("  "+p.T("game.step.army.already")))
	case to == 0:
		fmt.Fprintln(a.io.Out, a.wrap("  "+p.T("game.step.army.at_zero")))
		e.Yes = true
	case o.reachedSet:
		e.Yes = o.reached
	case a.canPrompt():
		yes, err := a.askYes(p.T("game.step.army.ask", "To", to), false)
		if err != nil {
			return err
		}
		e.Yes = yes
	default:
		return a.needAnswer(p.T("game.step.army.what"), "--reached "+p.T("game.or")+" --reached=false")
	}
	was := s.EndTriggered
	if err := g.record(e); err != nil {
		return err
	}
	if g.state.EndTriggered && !was {
		fmt.Fprintln(a.io.Out, a.wrap("  "+p.T("game.step.army.triggered")))
		a.printEndCount(g.state)
	}
	return nil
}

func (a *app) stepRefill(g *gameSession, o *resetOptions) error {
	p := a.p
	s := g.state
	empty := s.EmptyFurnaces()
	e := game.Event{Kind: game.KindResetStep, Step: game.StepRefill}
	if len(empty) == 0 {
		fmt.Fprintln(a.io.Out, "  "+p.T("game.step.refill.none"))
		return g.record(e)
	}
	players := len(s.Players)
	n, err := a.refillNumber(s, o, players)
	if err != nil {
		return err
	}
	e.Count = n
	var names []string
	for _, f := range boardOrder {
		if slices.Contains(empty, f) {
			names = append(names, a.furnaceName(f))
		}
	}
	if err := g.record(e); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Out, a.wrap("  "+p.T("game.step.refill.text", "Count", n, "Furnaces", strings.Join(names, "; "))))
	return nil
}

// refillNumber: --refill, else the player's transcription, else asked at
// the table (and offered to be remembered), else the flag is named. The
// numbers are printed on the scoring track only (rules-facts §13).
func (a *app) refillNumber(s *game.State, o *resetOptions, players int) (int, error) {
	p := a.p
	space := s.Army
	max := data.Load().CubesPerColour
	if o.refillSet {
		if o.refill < 0 || o.refill > max {
			return 0, a.invalid(companion.NewProblem("game.problem.refill_count", "Value", o.refill, "Max", max))
		}
		if o.remember && s.Settings.Mode == game.Multiplayer {
			if err := a.rememberRefill(space, players, o.refill); err != nil {
				return 0, err
			}
		}
		return o.refill, nil
	}
	if s.Settings.Mode == game.Multiplayer {
		r, err := loadRefills(a)
		if err != nil {
			return 0, err
		}
		if n, ok := r.Cubes(space, players); ok {
			fmt.Fprintln(a.io.Out, "  "+p.T("game.step.refill.from_transcription", "Space", space, "Players", players, "Count", n))
			return n, nil
		}
	}
	question := p.T("game.step.refill.ask", "Space", space, "Players", players)
	if s.Settings.Mode == game.Solo {
		question = p.T("game.step.refill.ask_solo", "Space", space)
	}
	if !a.canPrompt() {
		return 0, a.needAnswer(p.T("game.step.refill.what", "Space", space), "--refill")
	}
	n, err := a.askInt(question, 0, 0, max)
	if err != nil {
		return 0, err
	}
	if s.Settings.Mode == game.Multiplayer {
		keep, err := a.askYes(p.T("game.step.refill.remember", "Space", space, "Players", players), true)
		if err != nil {
			return 0, err
		}
		if keep {
			if err := a.rememberRefill(space, players, n); err != nil {
				return 0, err
			}
		}
	}
	return n, nil
}

func (a *app) rememberRefill(space, players, n int) error {
	r, err := loadRefills(a)
	if err != nil {
		return err
	}
	if err := r.Set(space, players, n); err != nil {
		return a.invalid(err)
	}
	if err := saveRefills(r); err != nil {
		return failure(a.p.T("game.cannot_save", "Path", refillsPath(), "Detail", err.Error()))
	}
	fmt.Fprintln(a.io.Out, "  "+a.p.T("game.step.refill.remembered", "Path", refillsPath()))
	return nil
}

// bonusInfo is what the companion knows about a factory's bonuses: the
// transcription, else the ones the rulebook's example proves (marked).
func (a *app) bonusInfo() (map[companion.Position][]string, bool, error) {
	b, err := loadBonuses(a)
	if err != nil {
		return nil, false, err
	}
	if b != nil && len(b.Factories) > 0 {
		return b.Factories, true, nil
	}
	return components.Proven(), false, nil
}

func (a *app) bonusText(id string) string {
	comb, _ := game.BonusCombination(id)
	return a.p.T("game.bonus.line", "ID", id, "Cubes", a.cubesText(comb), "Reward", a.p.T("game.bonus."+id))
}

func (a *app) stepSupply(g *gameSession, o *resetOptions) error {
	p := a.p
	w := a.io.Out
	fmt.Fprintln(w, a.wrap("  "+p.T("game.step.supply.text")))
	known, transcribed, err := a.bonusInfo()
	if err != nil {
		return err
	}
	for _, pos := range boardOrder {
		ids := known[pos]
		switch {
		case len(ids) == 0:
			fmt.Fprintln(w, "  "+p.T("game.step.supply.factory_unknown", "Factory", a.factoryName(pos)))
		default:
			var parts []string
			for _, id := range ids {
				parts = append(parts, a.bonusText(id))
			}
			key := "game.step.supply.factory"
			if !transcribed {
				key = "game.step.supply.factory_proven"
			}
			fmt.Fprintln(w, a.wrap("  "+p.T(key, "Factory", a.factoryName(pos), "Bonuses", strings.Join(parts, "; "))))
		}
	}
	if !transcribed {
		fmt.Fprintln(w, a.wrap("  "+p.T("game.step.supply.read_board")))
		for _, b := range data.Load().Bonuses {
			fmt.Fprintln(w, "    "+a.bonusText(b.ID))
		}
	}
	fmt.Fprintln(w, a.wrap("  "+p.T("game.step.order", "Names", a.conflictOrder(g.state))))
	fmt.Fprintln(w, a.wrap("  "+p.T("game.step.order_note")))

	if len(o.supplies) > 0 || o.noSupply || len(o.bonusWorkers) > 0 || !a.canPrompt() {
		for _, v := range o.supplies {
			e, err := a.parseSupply(g.state, v)
			if err != nil {
				return err
			}
			if err := g.record(e); err != nil {
				return err
			}
			fmt.Fprintln(w, "  "+a.describeLast(g)+a.earned(known, transcribed, e))
		}
		for _, v := range o.bonusWorkers {
			e, err := a.parseBonusWorker(g.state, v)
			if err != nil {
				return err
			}
			if err := g.record(e); err != nil {
				return err
			}
			fmt.Fprintln(w, "  "+a.describeLast(g))
		}
		return g.record(game.Event{Kind: game.KindResetStep, Step: game.StepSupply})
	}
	for {
		e, done, err := a.askSupply(g.state, known, transcribed)
		if err != nil {
			return err
		}
		if done {
			break
		}
		if err := g.record(e); err != nil {
			return err
		}
		fmt.Fprintln(w, "  "+a.describeLast(g)+a.earned(known, transcribed, e))
		if slices.Contains(earnedIDs(known, e), game.BonusWorker) {
			if err := a.askBonusWorker(g, e.Seat); err != nil {
				return err
			}
		}
	}
	return g.record(game.Event{Kind: game.KindResetStep, Step: game.StepSupply})
}

// earnedIDs: the bonuses of the delivery's factory whose combination it is.
func earnedIDs(known map[companion.Position][]string, e game.Event) []string {
	var out []string
	for _, id := range known[e.At] {
		if c, _ := game.BonusCombination(id); c == e.Cubes {
			out = append(out, id)
		}
	}
	return out
}

// earned says which bonus a delivery earns, or which it may earn when the
// factory's bonuses are not known.
func (a *app) earned(known map[companion.Position][]string, transcribed bool, e game.Event) string {
	if e.Bonus != "" {
		return ""
	}
	ids := earnedIDs(known, e)
	if len(ids) == 1 {
		return " → " + a.bonusText(ids[0])
	}
	var parts []string
	for _, id := range game.BonusesFor(e.Cubes) {
		parts = append(parts, id+" "+a.p.T("game.bonus."+id))
	}
	return " → " + a.p.T("game.step.supply.one_of", "List", strings.Join(parts, " / "))
}

// parseSupply reads NAME:POSITION:CUBES[:BONUS], e.g. Ana:lower-left:orange.
func (a *app) parseSupply(s *game.State, v string) (game.Event, error) {
	parts := strings.Split(v, ":")
	bad := usageError(a.p.T("game.reset.bad_supply", "Value", v), a.p.T("game.reset.supply_hint"))
	if len(parts) < 3 || len(parts) > 4 {
		return game.Event{}, bad
	}
	seat := s.Settings.Seat(parts[0])
	if seat < 0 {
		return game.Event{}, usageError(a.p.T("game.unknown_player", "Name", parts[0]), a.p.T("game.players_are", "Names", a.playerNames(s)))
	}
	pos, err := companion.ParsePosition(strings.TrimSpace(parts[1]))
	if err != nil {
		return game.Event{}, a.invalid(err)
	}
	c, err := parseCubes(parts[2])
	if err != nil {
		return game.Event{}, bad
	}
	e := game.Event{Kind: game.KindSupply, Seat: seat, At: pos, Cubes: c}
	if len(parts) == 4 {
		e.Bonus = strings.ToUpper(strings.TrimSpace(parts[3]))
	}
	return e, nil
}

// parseBonusWorker reads NAME:create:SIDE:ROW:DISK or
// NAME:reinforce:SIDE:ROW:N:DISK (bonus B4).
func (a *app) parseBonusWorker(s *game.State, v string) (game.Event, error) {
	parts := strings.Split(v, ":")
	bad := usageError(a.p.T("game.reset.bad_bonus_worker", "Value", v), a.p.T("game.reset.bonus_worker_hint"))
	if len(parts) < 5 {
		return game.Event{}, bad
	}
	seat := s.Settings.Seat(parts[0])
	if seat < 0 {
		return game.Event{}, usageError(a.p.T("game.unknown_player", "Name", parts[0]), a.p.T("game.players_are", "Names", a.playerNames(s)))
	}
	side, row, _, err := a.parseSideRow(parts[2] + ":" + parts[3])
	if err != nil {
		return game.Event{}, err
	}
	e := game.Event{Seat: seat, Side: side, Row: row, Bonus: game.BonusWorker}
	switch {
	case parts[1] == "create" && len(parts) == 5:
		e.Kind = game.KindCreate
	case parts[1] == "reinforce" && len(parts) == 6:
		e.Kind = game.KindReinforce
		n, err := strconv.Atoi(parts[4])
		if err != nil {
			return e, bad
		}
		e.Index = n
	default:
		return e, bad
	}
	d, err := game.ParseDisk(parts[len(parts)-1])
	if err != nil {
		return e, a.invalid(err)
	}
	e.Disk = d
	return e, nil
}

// supplyCombos are the valid combinations of the bonus list, each once,
// single cubes first.
func supplyCombos() []game.Cubes {
	var out []game.Cubes
	for _, b := range data.Load().Bonuses {
		c, _ := game.BonusCombination(b.ID)
		if !slices.Contains(out, c) {
			out = append(out, c)
		}
	}
	slices.SortStableFunc(out, func(x, y game.Cubes) int { return x.Total() - y.Total() })
	return out
}

// askSupply asks for one delivery: who, which factory, which combination;
// done when the table has no more.
func (a *app) askSupply(s *game.State, known map[companion.Position][]string, transcribed bool) (game.Event, bool, error) {
	p := a.p
	labels := []string{p.T("game.step.supply.no_more")}
	var seats []int
	for _, seat := range conflictSeats(s) {
		if s.Player(seat) != nil {
			seats = append(seats, seat)
			labels = append(labels, p.T("game.step.supply.who", "Name", s.Name(seat)))
		}
	}
	k, err := a.askChoice(p.T("game.step.supply.ask"), labels, 0)
	if err != nil || k == 0 {
		return game.Event{}, true, err
	}
	seat := seats[k-1]
	fl := make([]string, len(boardOrder))
	for i, pos := range boardOrder {
		fl[i] = a.factoryName(pos)
	}
	fi, err := a.askChoice(p.T("game.step.supply.ask_factory"), fl, 0)
	if err != nil {
		return game.Event{}, false, err
	}
	pos := boardOrder[fi]
	combos := supplyCombos()
	if transcribed && len(known[pos]) > 0 {
		var only []game.Cubes
		for _, id := range known[pos] {
			c, _ := game.BonusCombination(id)
			if !slices.Contains(only, c) {
				only = append(only, c)
			}
		}
		combos = only
	}
	cl := make([]string, len(combos))
	for i, c := range combos {
		cl[i] = a.cubesText(c)
	}
	ci, err := a.askChoice(p.T("game.step.supply.ask_cubes"), cl, 0)
	if err != nil {
		return game.Event{}, false, err
	}
	return game.Event{Kind: game.KindSupply, Seat: seat, At: pos, Cubes: combos[ci]}, false, nil
}

// askBonusWorker places the worker of bonus B4 at once.
func (a *app) askBonusWorker(g *gameSession, seat int) error {
	e, done, err := a.askAssign(g, seat, game.BonusWorker)
	if err != nil || done {
		return err
	}
	if err := g.record(e); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Out, "  "+a.describeLast(g))
	return nil
}
