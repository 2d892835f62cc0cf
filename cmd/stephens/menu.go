package main

import (
	"fmt"
	"slices"
	"time"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/sheetgame"
	omgcmd "github.com/pileup-companion/stephens/cmd/stephens/omg"
	rulescmd "github.com/pileup-companion/stephens/cmd/stephens/rules"
	scorecmd "github.com/pileup-companion/stephens/cmd/stephens/score"
	sintracmd "github.com/pileup-companion/stephens/cmd/stephens/sintra"
	tablecmd "github.com/pileup-companion/stephens/cmd/stephens/table"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/sintra"
	"github.com/spf13/cobra"
)

// runMainJob is the companion without a command: on a terminal it
// continues the current game, or offers a menu (a new game, a saved game,
// the rules browser, a final score); piped, the help.
func runMainJob(a *cmdutil.App, cmd *cobra.Command) error {
	if !a.CanPrompt() {
		return rulescmd.RunRulesMain(a, cmd)
	}
	if a.Game != "" || gamefile.Current() != "" {
		if g, err := shared.OpenGame(a, false); err == nil && g.State.Phase != game.PhaseOver {
			return gamecmd.RunPlay(a)
		}
	}
	p := a.P
	type entry struct {
		label string
		do    func() error
	}
	newGame := func(teach bool) func() error {
		return func() error {
			nc := gamecmd.NewNewCmd(a)
			if err := gamecmd.RunNew(a, cmdutil.FlagsOf(a, nc, play.SetupFlags()), &gamecmd.NewOptions{Clock: time.Now, ThenPlay: true, Teach: teach, TeachSet: teach}); err != nil {
				return err
			}
			return gamecmd.RunPlay(a)
		}
	}
	newLabel := p.T("game.menu.new")
	if drive.PeekDraft(drive.DraftPath("setup")) != nil {
		newLabel = p.T("game.seams.menu_new_continue")
	}
	// The menu keeps its shape (play test pt2 D10): with no game that can
	// go on (a finished one is in the history, pt1 F14), the entry stays
	// in its place, marked, and says why.
	open := openGames(a)
	gamesLabel, noGames := p.T("game.menu.games"), ""
	if len(open) == 0 {
		gamesLabel, noGames = p.T("walk.unavailable", "Label", gamesLabel), p.T("game.menu.no_games")
	}
	// A teaching game sits under the new game it is a kind of (play test pt1 F8).
	tableLabel := p.T("table.menu")
	if len(open) == 0 {
		tableLabel = p.T("walk.unavailable", "Label", tableLabel)
	}
	entries := []entry{{newLabel, newGame(false)}, {p.T("teach.menu.teach"), newGame(true)},
		{gamesLabel, func() error { return continueGame(a, open) }}}
	entries = append(entries,
		entry{p.T("game.menu.rules"), func() error { return rulescmd.RunRulesMain(a, cmd) }},
		entry{p.T("game.menu.score"), func() error { return scorecmd.RunScore(a, scorecmd.ScoreOptions{}) }},
		entry{p.T("games.menu.open", "Game", sintra.Box().Name), func() error { return sheetgame.RunSheetGameMenu(a, sintra.Box(), sintracmd.NewSintraCmd(a)) }},
		entry{p.T("games.menu.open", "Game", omg.Box().Name), func() error { return sheetgame.RunSheetGameMenu(a, omg.Box(), omgcmd.NewOMGCmd(a)) }},
		entry{p.T("teach.menu.first_game"), func() error { return rulescmd.RunFirstGame(a, "") }},
		entry{p.T("game.menu.help"), cmd.Help},
		// Last, so the entries' places stay as players learnt them.
		entry{tableLabel, func() error { return showTable(a, cmd, open) }},
	)
	labels := make([]string, len(entries))
	for i, e := range entries {
		labels[i] = e.label
	}
	why := make([]string, len(entries))
	why[2], why[len(why)-1] = noGames, noGames
	k, err := chooseAt(a, p.T("game.menu.ask"), labels, why)
	if err != nil {
		return err
	}
	return entries[k].do()
}

// chooseAt asks for one of items, those with a reason in why kept in
// their place but refused with it (a prompter without such lists gets
// the ones allowed only by their answer being refused).
func chooseAt(a *cmdutil.App, label string, items, why []string) (int, error) {
	if c, ok := a.Prompter().(drive.Chooser); ok {
		return c.Choose(label, items, 0, prompt.Choice{Why: why})
	}
	for {
		k, err := a.Prompter().Select(label, items, 0)
		if err != nil || k < 0 || k >= len(why) || why[k] == "" {
			return k, err
		}
		fmt.Fprintln(a.IO.Out, a.Wrap("✗ "+why[k]))
	}
}

// openGames are the saved Stephens games that are not over, in the
// order games lists them.
func openGames(a *cmdutil.App) []gamefile.Listed {
	all, err := shared.GamesWanted(a, func(_ string, s record.Summary) bool { return !s.Finished }) // the finished ones are not read
	if err != nil {
		return nil
	}
	return slices.DeleteFunc(all, func(l gamefile.Listed) bool { return l.Err != nil || l.Entry.Finished() })
}

// showTable serves an open game to the phones and the TV (stephens
// table): the only one, else the one the table picks.
func showTable(a *cmdutil.App, cmd *cobra.Command, open []gamefile.Listed) error {
	k := 0
	if len(open) > 1 {
		var err error
		if k, err = a.Prompter().Select(a.P.T("game.menu.which"), gameLabels(a, open), 0); err != nil {
			return err
		}
	}
	a.Game = open[k].Path
	return tablecmd.RunTable(cmd.Context(), a, "")
}

// continueGame asks which of the open games to continue (date, players,
// where it stands) and continues it.
func continueGame(a *cmdutil.App, open []gamefile.Listed) error {
	k, err := a.Prompter().Select(a.P.T("game.menu.which"), gameLabels(a, open), 0)
	if err != nil {
		return err
	}
	return gamecmd.RunResume(a, []string{open[k].Path})
}

// gameLabels say each open game: its date, players and where it stands
// (view.Screen.GameLabel).
func gameLabels(a *cmdutil.App, open []gamefile.Listed) []string {
	labels := make([]string, len(open))
	for i, l := range open {
		labels[i] = a.Screen().GameLabel(l.Entry)
	}
	return labels
}
