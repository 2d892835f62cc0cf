package game

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"slices"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

type NewOptions struct {
	Clock func() time.Time
	// thenPlay: the table loop follows at once (the main menu), so the
	// hint to start it is not printed.
	ThenPlay bool
	// teach: the game explains each thing the first time it happens;
	// teachSet: the command says so (--teach given, or the menu's "teach
	// us as we play"), over what a setup left open says.
	Teach, TeachSet bool
}

func NewNewCmd(a *cmdutil.App) *cobra.Command {
	o := &NewOptions{Clock: time.Now}
	cmd := &cobra.Command{
		Use:   "new",
		Short: a.P.T("game.new.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			o.TeachSet = cmd.Flags().Changed("teach")
			// At a terminal the first turn follows, as from the menu (play
			// test pt1 F20); scripts and pipes get the setup and the hint.
			o.ThenPlay = a.CanPrompt()
			if err := RunNew(a, cmdutil.FlagsOf(a, cmd, play.SetupFlags()), o); err != nil || !o.ThenPlay {
				return err
			}
			return RunPlay(a)
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = a.P.T("game.new.long")
		c.Example = cmdutil.SpokenExample(a.P, play.SetupFlags(), "  stephens new --names Ana,Bruno,Carla --seed 7 --no-input\n  stephens new --names Ana,Bruno --colours red,teal --start-disks 2a,5a\n  stephens new --teach")
	})
	cmdutil.DeclareFlags(a, cmd, play.SetupFlags())
	cmd.Flags().BoolVar(&o.Teach, "teach", false, a.P.T("teach.flag"))
	return cmd
}

// runNew walks the setup (players, the seeded draws, the checklist, the
// solo choices, the starting disks) and writes the new game, once, before
// anything is printed: a refused setup leaves nothing. On a terminal the
// answers are kept in the setup's draft as they are given, those of the
// flags and --teach too (the seed among them, so the draws come out the
// same), so Ctrl-C loses none: the next "stephens new" goes on from them. A flag
// given again must agree with them (but --teach, which the table may
// switch at any time).
func RunNew(a *cmdutil.App, flags *cmdutil.FlagSource, o *NewOptions) error {
	p := a.P
	if err := flags.Check(a); err != nil {
		return err
	}
	d := drive.NewDriver(a, flags)
	if a.Game != "" && pathTaken(a.Game) {
		return cmdutil.UsageError(p.T("game.new.exists", "Path", a.Game), p.T("game.new.exists_hint"))
	}
	tr, err := shared.SoloLoadAutoma(a)
	if err != nil {
		return err
	}
	su := &play.Setup{Seed: uint64(rand.IntN(999_999) + 1), Transcription: tr, Teach: o.Teach}
	gs := &gameSetup{a: a, su: su, path: a.Game, now: o.Clock()}
	defer gs.Close()
	d.Draft = &drive.DraftSpot{Path: drive.DraftPath("setup"), Unit: "setup", What: walk.M("walk.unit.setup"),
		Resume: walk.M("game.seams.new_interrupted_hint")}
	if o.TeachSet {
		d.Draft.Settings = map[string]string{play.TeachQuestionID: play.TeachQuestion(o.Teach).Default}
	}
	lines, err := d.Run(su.Script)
	if err != nil {
		return err
	}
	if err := gs.Save(); err != nil {
		return err
	}
	d.Settle()
	a.Game = gs.path
	w := a.IO.Out
	fmt.Fprintln(w, shared.TtyWrap(a, p.T("game.new.saved", "Path", gs.path)))
	// Asked at the table: "decide later" holds for this session. With flags
	// the setup leaves the starting masters' disks unasked (optional
	// questions), so the play that follows asks them first, and the hint
	// to record them later would be said just before they are asked.
	asked := d.Interactive() && !flags.Any()
	if o.ThenPlay && !asked {
		lines = slices.DeleteFunc(lines, func(l walk.Line) bool { return l.Msg.ID == "game.new.start_disks_later" })
	}
	drive.PrintLines(a, lines, false)
	a.StartDisksAsked = a.StartDisksAsked || asked
	if !o.ThenPlay {
		fmt.Fprintln(w, a.Wrap(p.T("game.new.next_hint", "File", filepath.Base(gs.path))))
	}
	return nil
}

// pathTaken: a file (or folder) is at path, or where its link points; a
// dangling link is followed by the write path, which makes no folder
// for it.
func pathTaken(path string) bool { _, err := os.Stat(path); return err == nil }

// gameSetup writes a game being set up: its path (from the names, unless
// --game gave one), taken and locked at the first write and kept until the
// command ends.
type gameSetup struct {
	a     *cmdutil.App
	su    *play.Setup
	path  string
	now   time.Time
	sf    *store.File
	saved bool
}

// save writes the settings and the events recorded so far, and makes the
// game the current one. The current-game pointer is taken first: a state
// folder that cannot be used refuses the game before anything is written.
func (gs *gameSetup) Save() error {
	if gs.sf == nil {
		cur, err := gamefile.OpenCurrent()
		if err != nil {
			return gs.a.WriteFailed("game.new.cannot_point", gamefile.CurrentFile(), err)
		}
		defer cur.Close()
		if err := gs.create(); err != nil {
			return err
		}
		if err := gs.write(); err != nil {
			return err
		}
		if err := gamefile.WriteCurrent(cur, gs.path); err != nil {
			_ = gs.sf.Remove() // a refused new leaves nothing behind (a full disk: files-and-scale D5)
			return gs.a.WriteFailed("game.new.cannot_point", gamefile.CurrentFile(), err)
		}
		gs.saved = true
		return nil
	}
	return gs.write()
}

// create takes the game's file: the path --game named, or a new name from
// the date and the players; a name another stephens took in the same
// minute is passed over for the next free one.
func (gs *gameSetup) create() error {
	named := gs.path != ""
	var names []string
	for _, pl := range gs.su.Settings.Players {
		names = append(names, pl.Name)
	}
	for n := 1; ; n++ {
		if !named {
			gs.path, n = gamefile.NewPath(gs.now, names, n)
		}
		sf, err := gamefile.Create(gs.path)
		if err == nil {
			gs.sf = sf
			return nil
		}
		if errors.Is(err, store.ErrExists) {
			if !named {
				continue
			}
			return cmdutil.UsageError(gs.a.P.T("game.new.exists", "Path", gs.path), gs.a.P.T("game.new.exists_hint"))
		}
		return gs.a.WriteFailed("game.cannot_save", gs.path, err)
	}
}

func (gs *gameSetup) write() error {
	f := game.NewFile(gs.su.Settings, gs.now)
	f.Events = gs.su.Table.Events
	if err := gamefile.Write(gs.sf, f); err != nil {
		return gs.a.WriteFailed("game.cannot_save", gs.path, err)
	}
	return nil
}

func (gs *gameSetup) Close() {
	if gs.sf != nil {
		gs.sf.Close()
	}
}
