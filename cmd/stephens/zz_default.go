package main

import (
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/companion/game"
)

// The running game is the companion's main job. This file's init runs after
// every other command file's (init order follows file names), so it sees
// whatever main job was set before it (the rules browser) and offers it in
// the menu.
func init() {
	rulesAction := defaultAction
	defaultAction = func(a *app, cmd *cobra.Command) error {
		if !a.canPrompt() {
			if rulesAction != nil { // its help names the rules commands too
				return rulesAction(a, cmd)
			}
			return cmd.Help()
		}
		if a.game != "" || gamefile.Current() != "" {
			if g, err := a.openGame(false); err == nil && g.state.Phase != game.PhaseOver {
				return runPlay(a)
			}
		}
		return runMenu(a, cmd, rulesAction)
	}
}

// runMenu offers what to do when there is no game to continue.
func runMenu(a *app, cmd *cobra.Command, rulesAction func(*app, *cobra.Command) error) error {
	p := a.p
	type entry struct {
		label string
		do    func() error
	}
	entries := []entry{{p.T("game.menu.new"), func() error {
		if err := runNew(a, cmd, &newOptions{}); err != nil {
			return err
		}
		return runPlay(a)
	}}}
	if paths, _ := gamefile.List(); len(paths) > 0 {
		entries = append(entries, entry{p.T("game.menu.games"), func() error { return runGames(a, false) }})
	}
	if rulesAction != nil {
		entries = append(entries, entry{p.T("game.menu.rules"), func() error { return rulesAction(a, cmd) }})
	}
	if sc, _, err := cmd.Root().Find([]string{"score"}); err == nil && sc != nil && sc.Name() == "score" && sc.RunE != nil {
		entries = append(entries, entry{p.T("game.menu.score"), func() error {
			sc.SetArgs(nil)
			return sc.RunE(sc, nil)
		}})
	}
	entries = append(entries, entry{p.T("game.menu.help"), cmd.Help})
	labels := make([]string, len(entries))
	for i, e := range entries {
		labels[i] = e.label
	}
	k, err := a.askChoice(p.T("game.menu.ask"), labels, 0)
	if err != nil {
		return err
	}
	return entries[k].do()
}
