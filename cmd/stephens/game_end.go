package main

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/spf13/cobra"
	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/sintra"
)

// sheetPath is where a game's score sheet is kept: for a game in the
// games folder, in the scores folder beside it (where "stephens score
// --save" keeps sheets too), so the games folder holds only games; for a
// game elsewhere (--game), beside the game file.
func sheetPath(gamePath string) string {
	name := strings.TrimSuffix(filepath.Base(gamePath), ".yaml") + ".score.yaml"
	dir := filepath.Dir(gamePath)
	if filepath.Clean(dir) == filepath.Clean(store.GamesDir()) {
		return filepath.Join(store.DataDir(), "scores", name)
	}
	return filepath.Join(dir, name)
}

// finishGame opens the final scoring once the final reset phase is done.
// On a terminal the score sheet is walked with what the game knows filled
// in, saved beside the game, scored, and the game is marked over with its
// winners. Without a terminal the pre-filled sheet is written beside the
// game file for the players to complete and count with --file.
func (a *app) finishGame(g *gameSession) error {
	p := a.p
	if notes := play.EndNotes(g.state); len(notes) > 0 {
		fmt.Fprintln(a.io.Out)
		for _, m := range notes {
			fmt.Fprintln(a.io.Out, a.wrap(p.Render(m)))
		}
	}
	path := sheetPath(g.path)
	start := play.Prefill(g.state)
	if s, err := store.Load(path, score.Parse); err == nil && len(s.Players) == len(start.Players) {
		start = s // the players began filling it in: keep their numbers
	}
	g.state.Settings.Taught = g.file.Settings.Taught
	a.teachScoring(g) // said once, then a reminder each time the sheet opens
	fmt.Fprintln(a.io.Out)
	for _, l := range start.Players {
		abilities := strings.Join(l.Abilities, " ")
		if abilities == "" {
			abilities = p.T("game.end.no_abilities")
		}
		line := "  " + p.T("game.end.prefilled", "Name", l.Name, "Upper", l.Masters.Upper, "Lower", l.Masters.Lower,
			"Stephens", l.Masters.Stephens, "Apprentices", l.Apprentices, "Abilities", abilities, "Max", l.InfluenceMax, "Min", l.TrackMin)
		if a.io.OutTTY { // one line per player when piped
			line = a.wrap(line)
		}
		fmt.Fprintln(a.io.Out, line)
	}
	if a.canPrompt() {
		fmt.Fprintln(a.io.Out, a.wrap(p.T("game.end.sheet_ask", "Solo", g.state.Solo != nil)))
		w := &score.Walk{Start: start, Known: play.ScoreKnown(g.state)}
		d := a.newDriver(nil)
		// Each answer is kept in the game's draft as it comes, so Ctrl-C
		// loses none: the sheet comes back where it was.
		d.draft = g.draftSpot("score", p.T("walk.unit.score"))
		d.recapNext = true
		if _, err := d.run(w.Script); err != nil {
			return err
		}
		sheet := w.Sheet
		where, err := a.saveGameScore(g, sheet, time.Now(), 0)
		if err != nil {
			return err
		}
		d.settle()
		fmt.Fprintln(a.io.Err, a.errWrap(p.T("score.saved", "Path", where)))
		fmt.Fprintln(a.io.Out)
		return printScore(a, g.state.Finished.Result, false)
	}
	if _, err := os.Stat(path); err != nil {
		if err := a.writeSheet(path, start.AtTrackFloors()); err != nil {
			return err
		}
	}
	fmt.Fprintln(a.io.Out, a.wrap(p.T("game.end.sheet", "Path", path, "Solo", g.state.Solo != nil)))
	fmt.Fprintln(a.io.Out, "  stephens score --file "+shellQuote(path)+" --finish --game "+shellQuote(g.path))
	return nil
}

// writeSheet writes the pre-filled score sheet for the players to complete,
// with a comment saying what it is and how to finish it.
func (a *app) writeSheet(path string, sheet *score.Sheet) error {
	if sheet == nil {
		return nil
	}
	buf, err := yaml.Marshal(sheet)
	if err != nil {
		return err
	}
	head := "# " + strings.ReplaceAll(strings.TrimSpace(a.p.T("game.end.sheet_comment")), "\n", "\n# ") + "\n"
	if err := store.WriteFile(path, store.Sheet, append([]byte(head), buf...), store.Own); err != nil { // the game's own sheet
		return a.writeFailed("game.cannot_save", path, err)
	}
	return nil
}

// saveGameScore keeps the confirmed sheet beside the game and records the
// end of the game with its sheet, its end time (now) and its length in
// minutes (0: from the start to now). The finish is checked before
// anything is written.
func (a *app) saveGameScore(g *gameSession, sheet *score.Sheet, now time.Time, minutes int) (string, error) {
	path := sheetPath(g.path)
	e, err := play.FinishEvent(g.state, sheet, now, minutes)
	if err != nil {
		return path, a.invalid(err, a.finishHint(err))
	}
	buf, err := yaml.Marshal(sheet)
	if err != nil {
		return path, err
	}
	if err := store.WriteFile(path, store.Sheet, buf, store.Own); err != nil { // the game's own sheet
		return path, a.writeFailed("game.cannot_save", path, err)
	}
	return path, g.record(e)
}

// gameScore lets `stephens score` start from the current game once it is
// at the final scoring, and finish it when the sheet is confirmed.
type gameScore struct {
	a    *app
	path string
	st   *game.State
}

func (gs *gameScore) ScoreStart() (*score.Sheet, []string) {
	return play.Prefill(gs.st), play.ScoreKnown(gs.st)
}

func (gs *gameScore) SaveScore(s *score.Sheet) (string, error) {
	g, err := gs.a.openGameAt(gs.path, true)
	if err != nil {
		return sheetPath(gs.path), err
	}
	defer g.close()
	return gs.a.saveGameScore(g, s, time.Now(), 0)
}

// currentScoreGame returns the current game when it is at the final
// scoring, so `stephens score` starts from it; nil otherwise.
func (a *app) currentScoreGame() ScoreGame {
	path := a.game
	if path == "" {
		path = gamefile.Current()
	}
	if path == "" {
		return nil
	}
	g, err := a.openGameAt(path, false)
	if err != nil || g.state.Phase != game.PhaseScoring {
		return nil // a game still running (or unreadable) is not this sheet's
	}
	return &gameScore{a: a, path: path, st: g.state}
}

// runningGame is the current game's path while it is still played (not
// yet at its final score), else "".
func (a *app) runningGame() string {
	path := a.game
	if path == "" {
		path = gamefile.Current()
	}
	if path == "" {
		return ""
	}
	if g, err := a.openGameAt(path, false); err != nil || g.state.Phase == game.PhaseScoring || g.state.Phase == game.PhaseOver {
		return ""
	}
	return path
}

// chooseAt asks for one of items, those with a reason in why kept in
// their place but refused with it (a prompter without such lists gets
// the ones allowed only by their answer being refused).
func (a *app) chooseAt(label string, items, why []string) (int, error) {
	if c, ok := a.prompter().(chooser); ok {
		return c.Choose(label, items, 0, prompt.Choice{Why: why})
	}
	for {
		k, err := a.prompter().Select(label, items, 0)
		if err != nil || k < 0 || k >= len(why) || why[k] == "" {
			return k, err
		}
		fmt.Fprintln(a.io.Out, a.wrap("✗ "+why[k]))
	}
}

// runMainJob is the companion without a command: on a terminal it
// continues the current game, or offers a menu (a new game, a saved game,
// the rules browser, a final score); piped, the help.
func runMainJob(a *app, cmd *cobra.Command) error {
	if !a.canPrompt() {
		return runRulesMain(a, cmd)
	}
	if a.game != "" || gamefile.Current() != "" {
		if g, err := a.openGame(false); err == nil && g.state.Phase != game.PhaseOver {
			return runPlay(a)
		}
	}
	p := a.p
	type entry struct {
		label string
		do    func() error
	}
	newGame := func(teach bool) func() error {
		return func() error {
			nc := newNewCmd(a)
			if err := runNew(a, flagsOf(a, nc, play.SetupFlags()), &newOptions{clock: time.Now, thenPlay: true, teach: teach, teachSet: teach}); err != nil {
				return err
			}
			return runPlay(a)
		}
	}
	newLabel := p.T("game.menu.new")
	if peekDraft(draftPath("setup")) != nil {
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
	entries := []entry{{newLabel, newGame(false)}, {p.T("teach.menu.teach"), newGame(true)},
		{gamesLabel, func() error { return a.continueGame(open) }}}
	entries = append(entries,
		entry{p.T("game.menu.rules"), func() error { return runRulesMain(a, cmd) }},
		entry{p.T("game.menu.score"), func() error { return runScore(a, scoreOptions{}) }},
		entry{p.T("games.menu.open", "Game", sintra.Box().Name), func() error { return runSheetGameMenu(a, sintra.Box(), newSintraCmd(a)) }},
		entry{p.T("games.menu.open", "Game", omg.Box().Name), func() error { return runSheetGameMenu(a, omg.Box(), newOMGCmd(a)) }},
		entry{p.T("teach.menu.first_game"), func() error { return runFirstGame(a, "") }},
		entry{p.T("game.menu.help"), cmd.Help},
	)
	labels := make([]string, len(entries))
	for i, e := range entries {
		labels[i] = e.label
	}
	why := make([]string, len(entries))
	why[2] = noGames
	k, err := a.chooseAt(p.T("game.menu.ask"), labels, why)
	if err != nil {
		return err
	}
	return entries[k].do()
}

// openGames are the saved Stephens games that are not over, in the
// order games lists them.
func openGames(a *app) []gamefile.Listed {
	all, err := gamesWanted(a, func(_ string, s record.Summary) bool { return !s.Finished }) // the finished ones are not read
	if err != nil {
		return nil
	}
	return slices.DeleteFunc(all, func(l gamefile.Listed) bool { return l.Err != nil || l.Entry.Finished() })
}

// gamesInOrder are the Stephens games of the games folder (a play of
// another game is in its own history) in the order games numbers them and
// resume N takes them: newest start first, as history lists them (the
// file's name among equals), and a file that cannot be read last.
func gamesInOrder(a *app) ([]gamefile.Listed, error) { return gamesWanted(a, nil) }

// gamesWanted is gamesInOrder of the games want takes (nil: all); the
// others are not read.
func gamesWanted(a *app, want gamefile.Want) ([]gamefile.Listed, error) {
	all, _, err := gamefile.ListWanted(readPlayFile, func(path string, s record.Summary) bool {
		return (!gamefile.IsPlay(path) || s.Game == record.Stephens) && (want == nil || want(path, s)) // and the plays of Stephens imported
	}, false)
	games := slices.DeleteFunc(all, func(l gamefile.Listed) bool {
		return gamefile.IsPlay(l.Path) && (l.Err != nil || l.Entry.Game.Game != record.Stephens)
	})
	if err != nil {
		return nil, a.gamesFolderError(err)
	}
	slices.SortStableFunc(games, func(x, y gamefile.Listed) int {
		if (x.Err == nil) != (y.Err == nil) {
			return cmp.Compare(boolInt(x.Err != nil), boolInt(y.Err != nil))
		}
		if c := y.Entry.Game.Started.Compare(x.Entry.Game.Started); c != 0 {
			return c
		}
		return cmp.Compare(y.Path, x.Path)
	})
	return games, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// continueGame asks which of the open games to continue (date, players,
// where it stands) and continues it.
func (a *app) continueGame(open []gamefile.Listed) error {
	labels := make([]string, len(open))
	for i, l := range open {
		g := l.Entry.Game
		var names []string
		for _, pl := range g.Players {
			names = append(names, pl.Name)
		}
		status := a.p.T("game.games.in_play")
		if l.Entry.Phase != game.PhaseTurns {
			status = a.phaseName(l.Entry.Phase)
		}
		labels[i] = g.Started.Local().Format("2006-01-02 15:04") + " · " + shown(strings.Join(names, ", ")) + " · " + status
	}
	k, err := a.prompter().Select(a.p.T("game.menu.which"), labels, 0)
	if err != nil {
		return err
	}
	return runResume(a, []string{open[k].Path})
}
