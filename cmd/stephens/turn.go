package main

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
)

type turnOptions struct {
	player       string
	furnace      string
	factory      string
	cubes        string
	effect       string
	create       string
	reinforce    string
	disk         string
	endTriggered bool
	startDisks   []string
	reset        resetOptions
}

func init() {
	register(func(a *app) *cobra.Command {
		var o turnOptions
		cmd := &cobra.Command{
			Use:   "turn",
			Short: a.p.T("game.turn.short"),
			Long:  a.p.T("game.turn.long"),
			Example: "  stephens turn --furnace lower-left\n" +
				"  stephens turn --factory upper-right --cubes 2\n" +
				"  stephens turn --factory upper-right --cubes black,orange,orange --furnace-effect lower-right\n" +
				"  stephens turn --create left:upper --disk 2a\n" +
				"  stephens turn --reinforce right:furnace:Ana --disk gate-5\n" +
				"  stephens turn --end-triggered\n" +
				"  stephens turn --start-disk Bruno:5a",
			Args: cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				o.reset.fromFlags(cmd)
				return runTurn(a, &o)
			},
		}
		f := cmd.Flags()
		f.StringVar(&o.player, "player", "", a.p.T("game.turn.flag_player"))
		f.StringVar(&o.furnace, "furnace", "", a.p.T("game.turn.flag_furnace"))
		f.StringVar(&o.factory, "factory", "", a.p.T("game.turn.flag_factory"))
		f.StringVar(&o.cubes, "cubes", "", a.p.T("game.turn.flag_cubes"))
		f.StringVar(&o.effect, "furnace-effect", "", a.p.T("game.turn.flag_effect"))
		f.StringVar(&o.create, "create", "", a.p.T("game.turn.flag_create"))
		f.StringVar(&o.reinforce, "reinforce", "", a.p.T("game.turn.flag_reinforce"))
		f.StringVar(&o.disk, "disk", "", a.p.T("game.turn.flag_disk"))
		f.BoolVar(&o.endTriggered, "end-triggered", false, a.p.T("game.turn.flag_end"))
		f.StringArrayVar(&o.startDisks, "start-disk", nil, a.p.T("game.turn.flag_start_disk"))
		o.reset.addFlags(a, cmd)
		return cmd
	})
}

func runTurn(a *app, o *turnOptions) error {
	g, err := a.openGame(true)
	if err != nil {
		return err
	}
	defer g.close()
	p := a.p
	for _, sd := range o.startDisks {
		name, disk, ok := strings.Cut(sd, ":")
		seat := g.state.Settings.Seat(name)
		if !ok || seat < 0 {
			return usageError(p.T("game.turn.bad_start_disk", "Value", sd), p.T("game.turn.start_disk_hint"))
		}
		d, err := game.ParseDisk(disk)
		if err != nil {
			return a.invalid(err)
		}
		if err := g.record(game.Event{Kind: game.KindStartingDisk, Seat: seat, Disk: d}); err != nil {
			return err
		}
		fmt.Fprintln(a.io.Out, a.describe(g.state, g.file.Events[len(g.file.Events)-1]))
	}
	actions := 0
	for _, v := range []string{o.furnace, o.factory, o.create, o.reinforce} {
		if v != "" {
			actions++
		}
	}
	if actions > 1 {
		return usageError(p.T("game.turn.one_action"), p.T("game.turn.one_action_hint"))
	}
	if actions == 0 && (o.endTriggered || len(o.startDisks) > 0) {
		if o.endTriggered {
			if err := a.recordEndTrigger(g); err != nil {
				return err
			}
		}
		return a.afterTurn(g, &o.reset)
	}
	if s := g.state; !s.InTurns() {
		if s.Reset != nil {
			return usageError(p.T("game.problem.not_turns", "Phase", a.phaseName(s.Phase)), p.T("game.turn.reset_hint"))
		}
		return a.invalid(s.NotTurns())
	}
	seat := g.state.Next()
	if seat == game.Automa {
		return usageError(p.T("solo.automa.use_automa"), "stephens automa")
	}
	if o.player != "" {
		if want := g.state.Settings.Seat(o.player); want != seat {
			return usageError(p.T("game.problem.not_your_turn", "Player", o.player, "Next", a.seatName(g.state, seat)))
		}
	}
	var e game.Event
	if actions == 0 {
		if !a.canPrompt() {
			return a.needAnswer(p.T("game.turn.what"), "--furnace, --factory, --create "+p.T("game.or")+" --reinforce")
		}
		a.printBoard(a.io.Out, g.state)
		var done bool
		if e, done, err = a.askTurn(g, seat); err != nil || done {
			return err
		}
	} else if e, err = a.turnFromFlags(g, seat, o); err != nil {
		return err
	}
	if err := g.record(e); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Out, a.describeLast(g))
	if o.endTriggered {
		if err := a.recordEndTrigger(g); err != nil {
			return err
		}
	}
	return a.afterTurn(g, &o.reset)
}

func (a *app) describeLast(g *gameSession) string {
	n := len(g.file.Events)
	before, err := gameReplayPrefix(g, n-1)
	if err != nil {
		return string(g.file.Events[n-1].Kind)
	}
	return a.describe(before, g.file.Events[n-1])
}

func gameReplayPrefix(g *gameSession, n int) (*game.State, error) {
	return game.Replay(g.file.Settings, g.file.Events[:n])
}

func (a *app) recordEndTrigger(g *gameSession) error {
	if err := g.record(game.Event{Kind: game.KindEndTrigger, Seat: g.state.Next()}); err != nil {
		return err
	}
	fmt.Fprintln(a.io.Out, a.describeLast(g))
	a.printEndCount(g.state)
	return nil
}

// printEndCount says how many turns each player still takes (§5.3).
func (a *app) printEndCount(s *game.State) {
	if !s.EndTriggered || s.Settings.Mode != game.Multiplayer {
		return
	}
	var parts []string
	for k := range s.Order {
		seat := s.Order[(s.Cursor+k)%len(s.Order)]
		if s.Player(seat) != nil {
			parts = append(parts, fmt.Sprintf("%s %d", s.Name(seat), s.TurnsLeft(seat)))
		}
	}
	fmt.Fprintln(a.io.Out, a.wrap(a.p.T("game.end.count", "List", strings.Join(parts, ", "))))
}

// afterTurn runs what follows a recorded turn: a reset phase when one is
// due (walked through at once on a terminal or with its flags), the final
// score once the game reaches it, else who is next.
func (a *app) afterTurn(g *gameSession, ro *resetOptions) error {
	s := g.state
	if s.Reset != nil {
		if !a.canPrompt() && !ro.any() {
			fmt.Fprintln(a.io.Out, a.wrap(a.p.T("game.reset.due", "Final", s.Reset.Final)))
			return nil
		}
		if err := a.walkReset(g, ro); err != nil {
			return err
		}
	}
	if g.state.Phase == game.PhaseScoring {
		return a.finishGame(g)
	}
	if g.state.InTurns() {
		fmt.Fprintln(a.io.Out, a.p.T("game.next", "Name", a.seatName(g.state, g.state.Next())))
	}
	return nil
}

// turnFromFlags builds the turn's event from the flags, asking on a
// terminal for what the flags leave open.
func (a *app) turnFromFlags(g *gameSession, seat int, o *turnOptions) (game.Event, error) {
	p := a.p
	s := g.state
	e := game.Event{Seat: seat}
	switch {
	case o.furnace != "":
		pos, err := companion.ParsePosition(o.furnace)
		if err != nil {
			return e, a.invalid(err)
		}
		e.Kind, e.At = game.KindFurnace, pos
	case o.factory != "":
		pos, err := companion.ParsePosition(o.factory)
		if err != nil {
			return e, a.invalid(err)
		}
		e.Kind, e.At = game.KindFactory, pos
		if e.Cubes, err = a.cubesTaken(s, seat, pos, o.cubes); err != nil {
			return e, err
		}
		if o.effect != "" {
			if e.Effect, err = companion.ParsePosition(o.effect); err != nil {
				return e, a.invalid(err)
			}
		}
	case o.create != "":
		side, row, rest, err := a.parseSideRow(o.create)
		if err != nil {
			return e, err
		}
		if rest != "" {
			return e, usageError(p.T("game.turn.bad_place", "Value", o.create), p.T("game.turn.create_hint"))
		}
		e.Kind, e.Side, e.Row = game.KindCreate, side, row
		if err := s.CheckCreate(seat, side, row); err != nil {
			return e, a.invalid(err)
		}
	case o.reinforce != "":
		side, row, rest, err := a.parseSideRow(o.reinforce)
		if err != nil {
			return e, err
		}
		e.Kind, e.Side, e.Row = game.KindReinforce, side, row
		if e.Index, err = a.pickProfession(s, seat, side, row, rest); err != nil {
			return e, err
		}
		if err := s.CheckReinforce(seat, side, row, e.Index); err != nil {
			return e, a.invalid(err)
		}
	}
	if e.Kind == game.KindCreate || e.Kind == game.KindReinforce {
		d, err := a.diskFor(s, seat, o.disk)
		if err != nil {
			return e, err
		}
		e.Disk = d
	}
	return e, nil
}

// diskFor: the --disk value, else asked, else the flag is named.
func (a *app) diskFor(s *game.State, seat int, flag string) (string, error) {
	if flag != "" {
		d, err := game.ParseDisk(flag)
		if err != nil {
			return "", a.invalid(err)
		}
		return d, nil
	}
	if len(s.AvailableDisks(seat)) == 0 {
		return "", a.invalid(companion.NewProblem("game.problem.no_disks_left", "Player", s.Name(seat)))
	}
	if !a.canPrompt() {
		return "", a.needAnswer(a.p.T("game.turn.what_disk"), "--disk")
	}
	return a.askDisk(s, seat, a.p.T("game.ask.disk", "Name", s.Name(seat)), false)
}

// parseSideRow reads "left:upper" and returns what follows a second colon.
func (a *app) parseSideRow(v string) (companion.Side, companion.Row, string, error) {
	parts := strings.SplitN(v, ":", 3)
	if len(parts) < 2 {
		return "", "", "", usageError(a.p.T("game.turn.bad_place", "Value", v), a.p.T("game.turn.create_hint"))
	}
	side, err := companion.ParseSide(strings.TrimSpace(parts[0]))
	if err != nil {
		return "", "", "", a.invalid(err)
	}
	row, err := companion.ParseRow(strings.TrimSpace(parts[1]))
	if err != nil {
		return "", "", "", a.invalid(err)
	}
	rest := ""
	if len(parts) == 3 {
		rest = strings.TrimSpace(parts[2])
	}
	return side, row, rest, nil
}

// pickProfession finds the card to reinforce in a row: by 1-based index,
// by its master's name, or the only one the player may reinforce.
func (a *app) pickProfession(s *game.State, seat int, side companion.Side, row companion.Row, which string) (int, error) {
	list := s.Professions[side][row]
	if which != "" {
		if n, err := strconv.Atoi(which); err == nil {
			return n, nil
		}
		master := s.Settings.Seat(which)
		if strings.EqualFold(which, a.p.T("term.automa")) || strings.EqualFold(which, "automa") {
			master = game.Automa
		} else if master < 0 {
			return 0, usageError(a.p.T("game.unknown_player", "Name", which), a.p.T("game.players_are", "Names", a.playerNames(s)))
		}
		first := 0
		for i, pr := range list {
			if pr.Master == master {
				if first == 0 {
					first = i + 1
				}
				if !pr.HasApprentice {
					return i + 1, nil
				}
			}
		}
		if first > 0 {
			return first, nil // explained by CheckReinforce
		}
		return 0, usageError(a.p.T("game.turn.no_master_there", "Name", which, "Row", a.rowName(row), "Side", a.sideName(side)))
	}
	var options []game.Place
	for _, pl := range s.Reinforceable(seat) {
		if pl.Side == side && pl.Row == row {
			options = append(options, pl)
		}
	}
	switch {
	case len(options) == 1:
		return options[0].Index, nil
	case len(options) == 0:
		if len(list) == 0 {
			return 1, nil // CheckReinforce explains: no card there
		}
		return 0, a.invalid(companion.NewProblem("game.problem.none_to_reinforce", "Row", companion.Term("term.row."+string(row)), "Side", companion.Term("term.side."+string(side))))
	case !a.canPrompt():
		return 0, a.needAnswer(a.p.T("game.turn.which_card"), "--reinforce "+string(side)+":"+string(row)+":N")
	}
	labels := make([]string, len(options))
	for i, pl := range options {
		labels[i] = a.professionLabel(s, pl)
	}
	k, err := a.askChoice(a.p.T("game.ask.which_card"), labels, 0)
	if err != nil {
		return 0, err
	}
	return options[k].Index, nil
}

// cubesTaken reads --cubes: a number ("2") when the colours are clear, or
// the colours ("black,orange" or "2black"); asks on a terminal otherwise.
func (a *app) cubesTaken(s *game.State, seat int, at companion.Position, v string) (game.Cubes, error) {
	p := a.p
	have := s.Factories[at]
	if have.Total() == 0 {
		return game.Cubes{}, a.invalid(companion.NewProblem("game.problem.factory_empty", "Factory", companion.Term("term.small_factory."+string(at))))
	}
	if v == "" {
		if !a.canPrompt() {
			return game.Cubes{}, a.needAnswer(p.T("game.turn.what_cubes"), "--cubes")
		}
		return a.askCubesTaken(s, seat, at)
	}
	if n, err := strconv.Atoi(strings.TrimSpace(v)); err == nil {
		colours := have.Colours()
		if n >= 1 && len(colours) == 1 {
			return cubesOf(colours[0], n), nil
		}
		if n == have.Total() {
			return have, nil
		}
		if n < 1 {
			return game.Cubes{}, a.invalid(companion.NewProblem("game.problem.take_none"))
		}
		if !a.canPrompt() {
			return game.Cubes{}, usageError(p.T("game.turn.which_colours", "Factory", a.factoryName(at), "Cubes", a.cubesText(have)), p.T("game.turn.colours_hint"))
		}
		return a.askColours(have, n)
	}
	c, err := parseCubes(v)
	if err != nil {
		return game.Cubes{}, usageError(p.T("game.turn.bad_cubes", "Value", v), p.T("game.turn.colours_hint"))
	}
	return c, nil
}

func (a *app) playerNames(s *game.State) string {
	var names []string
	for _, pl := range s.Settings.Players {
		names = append(names, pl.Name)
	}
	return strings.Join(names, ", ")
}

func cubesOf(colour string, n int) game.Cubes {
	switch colour {
	case "orange":
		return game.Cubes{Orange: n}
	case "pink":
		return game.Cubes{Pink: n}
	}
	return game.Cubes{Black: n}
}

// parseCubes reads "black,orange,orange", "2black,orange" or "2 black".
func parseCubes(v string) (game.Cubes, error) {
	var c game.Cubes
	for _, part := range strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == ',' || r == '+' }) {
		part = strings.TrimSpace(part)
		n := 1
		i := 0
		for i < len(part) && part[i] >= '0' && part[i] <= '9' {
			i++
		}
		if i > 0 {
			n, _ = strconv.Atoi(part[:i])
		}
		switch strings.TrimSpace(part[i:]) {
		case "orange", "brown", "o":
			c.Orange += n
		case "pink", "p":
			c.Pink += n
		case "black", "b":
			c.Black += n
		default:
			return c, fmt.Errorf("bad colour %q", part)
		}
	}
	if c.Total() == 0 {
		return c, fmt.Errorf("no cubes")
	}
	return c, nil
}

func (a *app) askCubesTaken(s *game.State, seat int, at companion.Position) (game.Cubes, error) {
	have := s.Factories[at]
	max := s.MaxTake(seat, at)
	n := 1
	if max > 1 {
		var err error
		if n, err = a.askInt(a.p.T("game.ask.how_many", "Max", max, "Cubes", a.cubesText(have)), 1, 1, max); err != nil {
			return game.Cubes{}, err
		}
	}
	if cs := have.Colours(); len(cs) == 1 {
		return cubesOf(cs[0], n), nil
	}
	if n == have.Total() {
		return have, nil
	}
	return a.askColours(have, n)
}

// askColours asks for n cubes one colour at a time out of what is there.
func (a *app) askColours(have game.Cubes, n int) (game.Cubes, error) {
	var took game.Cubes
	for k := 0; k < n; k++ {
		left, _ := have.Minus(took)
		colours := left.Colours()
		if len(colours) == 1 {
			took = took.Plus(cubesOf(colours[0], n-k))
			break
		}
		labels := make([]string, len(colours))
		for i, c := range colours {
			labels[i] = a.p.T("term.cube." + c)
		}
		i, err := a.askChoice(a.p.T("game.ask.colour", "N", k+1, "Of", n), labels, 0)
		if err != nil {
			return took, err
		}
		took = took.Plus(cubesOf(colours[i], 1))
	}
	return took, nil
}
