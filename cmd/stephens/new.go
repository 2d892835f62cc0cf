package main

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/data"
)

type newOptions struct {
	names      string
	colours    string
	seed       uint64
	seedSet    bool
	startDisks string
}

// soloSetup, when set by the solo rules, runs the solo part of setup right
// after the setup draws of a one-player game (difficulty, the Automa).
var soloSetup func(a *app, g *gameSession, cmd *cobra.Command) error

// soloNewFlags, when set by the solo rules, adds their flags to `new`.
var soloNewFlags func(a *app, cmd *cobra.Command)

// nowFunc is the clock for file names and dates (the core has none).
var nowFunc = time.Now

func init() {
	register(func(a *app) *cobra.Command {
		var o newOptions
		cmd := &cobra.Command{
			Use:     "new",
			Short:   a.p.T("game.new.short"),
			Long:    a.p.T("game.new.long"),
			Example: "  stephens new --names Ana,Bruno,Carla --seed 7 --no-input\n  stephens new --names Ana,Bruno --colours red,teal --start-disks 2a,5a",
			Args:    cobra.NoArgs,
			RunE: func(cmd *cobra.Command, args []string) error {
				o.seedSet = cmd.Flags().Changed("seed")
				return runNew(a, cmd, &o)
			},
		}
		f := cmd.Flags()
		f.StringVar(&o.names, "names", "", a.p.T("game.new.flag_names"))
		f.StringVar(&o.colours, "colours", "", a.p.T("game.new.flag_colours"))
		f.Uint64Var(&o.seed, "seed", 0, a.p.T("game.new.flag_seed"))
		f.StringVar(&o.startDisks, "start-disks", "", a.p.T("game.new.flag_start_disks"))
		if soloNewFlags != nil {
			soloNewFlags(a, cmd)
		}
		return cmd
	})
}

func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

func runNew(a *app, cmd *cobra.Command, o *newOptions) error {
	p := a.p
	names, colours := splitList(o.names), splitList(o.colours)
	if len(names) == 0 {
		if !a.canPrompt() {
			return a.needAnswer(p.T("game.new.what_names"), "--names")
		}
		var err error
		if names, colours, err = a.askPlayers(); err != nil {
			return err
		}
	}
	if len(colours) == 0 {
		for i := range names {
			colours = append(colours, game.PlayerColours[i%len(game.PlayerColours)])
		}
	}
	if len(colours) != len(names) {
		return usageError(p.T("game.new.colour_count", "Names", len(names), "Colours", len(colours)))
	}
	if !o.seedSet {
		o.seed = uint64(rand.IntN(999_999) + 1)
	}
	settings, err := game.NewSettings(names, colours, o.seed)
	if err != nil {
		return a.invalid(err)
	}
	var startDisks []string
	if o.startDisks != "" {
		startDisks = splitList(o.startDisks)
		if len(startDisks) != len(names) {
			return usageError(p.T("game.new.start_disk_count", "Names", len(names), "Disks", len(startDisks)))
		}
	}

	now := nowFunc()
	path := a.game
	if path == "" {
		path = gamefile.NewPath(now, names)
	} else if fileExists(path) {
		return usageError(p.T("game.new.exists", "Path", path), p.T("game.new.exists_hint"))
	}
	unlock, err := gamefile.Lock(path)
	if err != nil {
		return failure(p.T("game.in_use", "Path", path), p.T("game.in_use_hint"))
	}
	g := &gameSession{a: a, path: path, file: gamefile.New(settings, now), unlock: unlock}
	defer g.close()
	if g.state, err = game.New(settings); err != nil {
		return a.invalid(err)
	}
	for _, e := range game.SetupDraws(settings) {
		if err := g.state.Apply(e); err != nil {
			return a.invalid(err)
		}
		g.file.Events = append(g.file.Events, e)
	}
	if err := g.save(); err != nil {
		return err
	}
	if err := gamefile.SetCurrent(path); err != nil {
		return failure(p.T("game.cannot_save", "Path", path, "Detail", err.Error()))
	}
	w := a.io.Out
	fmt.Fprintln(w, p.T("game.new.saved", "Path", path))
	fmt.Fprintln(w, p.T("game.new.seed", "Seed", strconv.FormatUint(o.seed, 10)))
	fmt.Fprintln(w)
	for _, e := range g.file.Events {
		fmt.Fprintln(w, "  "+a.describe(g.state, e))
	}
	fmt.Fprintln(w)
	if err := a.setupChecklist(g.state); err != nil {
		return err
	}
	if settings.Mode == game.Solo && soloSetup != nil {
		if err := soloSetup(a, g, cmd); err != nil {
			return err
		}
	}
	if err := a.startingDisks(g, startDisks); err != nil {
		return err
	}
	fmt.Fprintln(w)
	fmt.Fprintln(w, p.T("game.new.first_turn", "Name", a.seatName(g.state, g.state.Next())))
	fmt.Fprintln(w, p.T("game.new.next_hint", "File", filepath.Base(path)))
	return nil
}

// askPlayers asks for the players in seat order and their colours.
func (a *app) askPlayers() (names, colours []string, err error) {
	p := a.p
	n, err := a.askInt(p.T("game.new.ask_count"), 3, 1, game.MaxPlayers)
	if err != nil {
		return nil, nil, err
	}
	free := append([]string(nil), game.PlayerColours...)
	for i := 0; i < n; i++ {
		name, err := a.askText(p.T("game.new.ask_name", "Seat", i+1), "", func(s string) error {
			s = strings.TrimSpace(s)
			if s == "" || strings.Contains(s, ",") || strings.Contains(s, ":") {
				return fmt.Errorf("%s", p.T("game.new.bad_name"))
			}
			for _, other := range names {
				if strings.EqualFold(other, s) {
					return fmt.Errorf("%s", p.T("game.problem.same_name", "Name", s))
				}
			}
			return nil
		})
		if err != nil {
			return nil, nil, err
		}
		labels := make([]string, len(free))
		for k, c := range free {
			labels[k] = p.T("game.colour." + c)
		}
		k, err := a.askChoice(p.T("game.new.ask_colour", "Name", name), labels, 0)
		if err != nil {
			return nil, nil, err
		}
		names = append(names, strings.TrimSpace(name))
		colours = append(colours, free[k])
		free = append(free[:k], free[k+1:]...)
	}
	return names, colours, nil
}

// setupChecklist prints the setup steps for this player count, with every
// number (rules-facts §2.1, §2.2, §2.3); on a terminal each step is
// confirmed in turn.
func (a *app) setupChecklist(s *game.State) error {
	p := a.p
	f := data.Load()
	n := len(s.Players)
	var startLines []string
	for _, seat := range s.Order {
		pl := s.Player(seat)
		if pl == nil || pl.StartSide == "" {
			continue
		}
		startLines = append(startLines, p.T("game.setup.starting_one", "Name", s.Name(seat), "Side", a.sideName(pl.StartSide),
			"Furnace", a.furnaceName(companion.RowFurnace.Position(pl.StartSide))))
	}
	general := []string{
		p.T("game.setup.g_board"),
		p.T("game.setup.g_red"),
		p.T("game.setup.g_blue"),
		p.T("game.setup.g_supply"),
		p.T("game.setup.g_furnaces", "Cubes", s.Settings.FurnaceCubes(), "Total", 4*s.Settings.FurnaceCubes()),
		p.T("game.setup.g_contracts"),
		p.T("game.setup.g_investments"),
		p.T("game.setup.g_army", "Space", f.Army.Start),
		p.T("game.setup.g_boards", "Name", s.Name(s.StartSeat)),
	}
	player := []string{
		p.T("game.setup.p_colour", "Disks", f.PlayerStart.Disks),
		p.T("game.setup.p_influence", "Influence", f.PlayerStart.Influence),
		p.T("game.setup.p_gates", "Gates", strings.ReplaceAll(joinInts(f.Influence.Gates), ",", ", ")),
		p.T("game.setup.p_abilities", "Count", len(f.Abilities)),
		p.T("game.setup.p_supply", "Coins", f.PlayerStart.Coins, "Accessories", f.PlayerStart.Accessories),
		p.T("game.setup.p_tracks"),
		p.T("game.setup.p_starting") + "\n" + strings.Join(startLines, "\n"),
	}
	unused := 4 - n
	if s.Solo != nil {
		unused-- // the Automa's starting profession (rules-facts §8.2)
	}
	if unused > 0 {
		player = append(player, p.N("game.setup.p_unused", unused))
	}
	sections := []struct {
		title string
		steps []string
	}{
		{p.T("game.setup.general", "Count", n), general},
		{p.T("game.setup.players"), player},
	}
	w := a.io.Out
	interactive := a.canPrompt()
	for _, sec := range sections {
		fmt.Fprintln(w, sec.title)
		for i, step := range sec.steps {
			fmt.Fprintln(w, a.wrap(fmt.Sprintf("  %d. %s", i+1, step)))
			if interactive {
				if _, err := a.askChoice(p.T("game.setup.confirm"), []string{p.T("game.setup.done")}, 0); err != nil {
					return err
				}
			}
		}
		fmt.Fprintln(w)
	}
	return nil
}

// startingDisks records which disk each starting master came from: from
// --start-disks (seat order), else asked, else left for later.
func (a *app) startingDisks(g *gameSession, fromFlag []string) error {
	p := a.p
	s := g.state
	pending := s.PendingStartDisks()
	if len(pending) == 0 {
		return nil
	}
	if fromFlag != nil {
		for _, seat := range pending {
			d, err := game.ParseDisk(fromFlag[seat])
			if err != nil {
				return a.invalid(err)
			}
			if err := g.record(game.Event{Kind: game.KindStartingDisk, Seat: seat, Disk: d}); err != nil {
				return err
			}
		}
		return nil
	}
	if !a.canPrompt() {
		fmt.Fprintln(a.io.Out, a.wrap(p.T("game.new.start_disks_later")))
		return nil
	}
	fmt.Fprintln(a.io.Out, a.wrap(p.T("game.new.start_disks_intro")))
	for _, seat := range s.Order {
		if pl := s.Player(seat); pl == nil || !pl.StartDiskPending {
			continue
		}
		if err := a.askStartDisk(g, seat); err != nil {
			return err
		}
	}
	return nil
}

func (a *app) askStartDisk(g *gameSession, seat int) error {
	d, err := a.askDisk(g.state, seat, a.p.T("game.ask.start_disk", "Name", g.state.Name(seat)), true)
	if err != nil || d == "" {
		return err
	}
	return g.record(game.Event{Kind: game.KindStartingDisk, Seat: seat, Disk: d})
}

// askDisk asks which disk a player took; for the starting master the disk
// already counts as taken. later adds a "decide later" entry ("" result).
func (a *app) askDisk(s *game.State, seat int, label string, later bool) (string, error) {
	c := s.Clone()
	if pl := c.Player(seat); pl != nil && later {
		pl.StartDiskPending = false
	}
	disks := c.AvailableDisks(seat)
	labels := make([]string, 0, len(disks)+1)
	for _, d := range disks {
		labels = append(labels, a.diskLabel(d))
	}
	if later {
		labels = append(labels, a.p.T("game.ask.later"))
	}
	k, err := a.askChoice(label, labels, 0)
	if err != nil {
		return "", err
	}
	if k >= len(disks) {
		return "", nil
	}
	return disks[k], nil
}

// diskLabel: "2a  +1 VP in each reset phase".
func (a *app) diskLabel(d string) string {
	return a.diskName(d) + "  " + a.p.T("game.disk."+strings.TrimPrefix(d, "gate-"))
}
