package game

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/game"
)

// stephens teach [on|off]: whether the current game explains each thing
// the first time it happens (play/teach.go). The setting is kept in the
// game file; what was explained already is read from the game's events.

func NewTeachCmd(a *cmdutil.App) *cobra.Command {
	return a.LaterHelp(&cobra.Command{
		Use:   "teach [on|off]",
		Short: a.P.T("teach.cmd.short"),
		Args:  cmdutil.MaxArgs(a.P, 1),
		ValidArgsFunction: func(*cobra.Command, []string, string) ([]string, cobra.ShellCompDirective) {
			return []string{"on", "off"}, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(cmd *cobra.Command, args []string) error {
			if len(args) == 0 {
				return runTeachShow(a)
			}
			on, ok := teachArg(a, args[0])
			if !ok {
				return cmdutil.UsageError(a.P.T("teach.cmd.bad_arg", "Value", args[0]),
					a.P.T("error.accepted", "Accepted", a.P.T("teach.cmd.accepted")))
			}
			return runTeach(a, on)
		},
	}, func(c *cobra.Command) {
		c.Long = a.P.T("teach.cmd.long")
		c.Example = "  stephens new --teach --names Ana,Bruno\n  stephens teach off\n  stephens teach"
	})
}

// teachArg reads on or off, in English or in the user's language.
func teachArg(a *cmdutil.App, v string) (on, ok bool) {
	v = strings.ToLower(strings.TrimSpace(v))
	switch v {
	case "on", strings.ToLower(a.P.T("teach.cmd.on")):
		return true, true
	case "off", strings.ToLower(a.P.T("teach.cmd.off")):
		return false, true
	}
	return false, false
}

func runTeachShow(a *cmdutil.App) error {
	g, err := shared.OpenGame(a, false)
	if err != nil {
		return err
	}
	key := "teach.cmd.is_off"
	if g.File.Settings.Teach {
		key = "teach.cmd.is_on"
	}
	fmt.Fprintln(a.IO.Out, a.Wrap(a.P.T(key, "Path", g.Path)))
	return nil
}

// runTeach switches teaching on or off in the current game's file. A
// finished game is never rewritten.
func runTeach(a *cmdutil.App, on bool) error {
	g, err := shared.OpenGame(a, true)
	if err != nil {
		return err
	}
	defer g.Close()
	if g.State.Phase == game.PhaseOver {
		return cmdutil.UsageError(a.P.T("teach.cmd.finished", "Path", g.Path))
	}
	if g.File.Settings.Teach != on {
		g.File.Settings.Teach = on
		if err := g.Save(); err != nil {
			g.File.Settings.Teach = !on
			return err
		}
		g.State.Settings.Teach = on
	}
	key := "teach.cmd.now_off"
	if on {
		key = "teach.cmd.now_on"
	}
	fmt.Fprintln(a.IO.Out, a.Wrap(a.P.T(key)))
	return nil
}
