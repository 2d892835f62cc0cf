package shared

import (
	"cmp"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
)

// sheetPath is where a game's score sheet is kept: for a game in the
// games folder, in the scores folder beside it (where "stephens score
// --save" keeps sheets too), so the games folder holds only games; for a
// game elsewhere (--game), beside the game file.
func SheetPath(gamePath string) string {
	name := strings.TrimSuffix(filepath.Base(gamePath), ".yaml") + ".score.yaml"
	dir := filepath.Dir(gamePath)
	if filepath.Clean(dir) == filepath.Clean(store.GamesDir()) {
		return filepath.Join(store.DataDir(), "scores", name)
	}
	return filepath.Join(dir, name)
}

// FinishGame, without a terminal, writes the pre-filled score sheet
// beside the game for the players to complete and count with --file (at a
// terminal the table's loop asks it: a unit of companion/session/loop).
func FinishGame(a *cmdutil.App, g *GameSession) error {
	p := a.P
	if notes := play.EndNotes(g.State); len(notes) > 0 {
		fmt.Fprintln(a.IO.Out)
		for _, m := range notes {
			fmt.Fprintln(a.IO.Out, a.Wrap(p.Render(m)))
		}
	}
	path := SheetPath(g.Path)
	start, stale := StartSheet(g.Path, g.State)
	g.State.Settings.Taught = g.File.Settings.Taught
	teachScoring(a, g) // said once, then a reminder each time the sheet opens
	fmt.Fprintln(a.IO.Out)
	for _, line := range a.Screen().Prefilled(start) { // one line per player when piped
		fmt.Fprintln(a.IO.Out, line)
	}
	if _, err := os.Stat(path); err != nil || stale {
		head := "# " + strings.ReplaceAll(strings.TrimSpace(p.T("game.end.sheet_comment")), "\n", "\n# ") + "\n"
		if err := writeSheet(a, path, start.AtTrackFloors(), head); err != nil {
			return err
		}
	}
	fmt.Fprintln(a.IO.Out, a.Wrap(p.T("game.end.sheet", "Path", path, "Solo", g.State.Solo != nil)))
	fmt.Fprintln(a.IO.Out, "  stephens score --file "+ShellQuote(path)+" --finish --game "+ShellQuote(g.Path))
	return nil
}

// StartSheet is the sheet the final scoring of the game at gamePath
// starts from: what the game knows, with the numbers the players put in
// the sheet kept beside it; stale: that sheet knew less than the game now
// (a starting disk named since).
func StartSheet(gamePath string, st *game.State) (sheet *score.Sheet, stale bool) {
	start := play.Prefill(st)
	if s, err := store.Load(SheetPath(gamePath), score.Parse); err == nil && len(s.Players) == len(start.Players) {
		return s, play.Refresh(s, st) // the players began filling it in: keep their numbers
	}
	return start, false
}

// KeepSheet keeps a game's confirmed sheet beside it and says where.
func KeepSheet(a *cmdutil.App, gamePath string, sheet *score.Sheet) error {
	path := SheetPath(gamePath)
	if err := writeSheet(a, path, sheet, ""); err != nil {
		return err
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("score.saved", "Path", path)))
	return nil
}

// writeSheet writes a game's own score sheet at path under head (a
// comment, for a sheet the players complete; "" none).
func writeSheet(a *cmdutil.App, path string, sheet *score.Sheet, head string) error {
	buf, err := yaml.Marshal(sheet)
	if err == nil && sheet != nil {
		err = store.WriteFile(path, store.Sheet, append([]byte(head), buf...), store.Own)
	}
	if err != nil {
		return a.WriteFailed("game.cannot_save", path, err)
	}
	return nil
}

// saveGameScore keeps the confirmed sheet beside the game and records the
// end of the game with its sheet, its end time (now) and its length in
// minutes (0: from the start to now). The finish is checked before
// anything is written.
func SaveGameScore(a *cmdutil.App, g *GameSession, sheet *score.Sheet, now time.Time, minutes int) (string, error) {
	path := SheetPath(g.Path)
	e, err := play.FinishEvent(g.State, sheet, now, minutes)
	if err != nil {
		return path, a.Invalid(err, FinishHint(a, err))
	}
	if err := writeSheet(a, path, sheet, ""); err != nil {
		return path, err
	}
	return path, g.Record(e)
}

// gameScore lets `stephens score` start from the current game once it is
// at the final scoring, and finish it when the sheet is confirmed.
type GameScore struct {
	a    *cmdutil.App
	Path string
	st   *game.State
}

func (gs *GameScore) ScoreStart() (*score.Sheet, []string) {
	return play.Prefill(gs.st), play.ScoreKnown(gs.st)
}

func (gs *GameScore) SaveScore(s *score.Sheet) (string, error) {
	g, err := OpenGameAt(gs.a, gs.Path, true)
	if err != nil {
		return SheetPath(gs.Path), err
	}
	defer g.Close()
	return SaveGameScore(gs.a, g, s, time.Now(), 0)
}

// currentScoreGame returns the current game when it is at the final
// scoring, so `stephens score` starts from it; nil otherwise.
func CurrentScoreGame(a *cmdutil.App) ScoreGame {
	path := a.Game
	if path == "" {
		path = gamefile.Current()
	}
	if path == "" {
		return nil
	}
	g, err := OpenGameAt(a, path, false)
	if err != nil || g.State.Phase != game.PhaseScoring {
		return nil // a game still running (or unreadable) is not this sheet's
	}
	return &GameScore{a: a, Path: path, st: g.State}
}

// runningGame is the current game's path while it is still played (not
// yet at its final score), else "".
func RunningGame(a *cmdutil.App) string {
	path := a.Game
	if path == "" {
		path = gamefile.Current()
	}
	if path == "" {
		return ""
	}
	if g, err := OpenGameAt(a, path, false); err != nil || g.State.Phase == game.PhaseScoring || g.State.Phase == game.PhaseOver {
		return ""
	}
	return path
}

// GamesInOrder are the Stephens games of the games folder (a play of
// another game is in its own history) in the order games numbers them and
// resume N takes them: newest start first, as history lists them (the
// file's name among equals), and a file that cannot be read last.
func GamesInOrder(a *cmdutil.App) ([]gamefile.Listed, error) { return GamesWanted(a, nil) }

// GamesWanted is GamesInOrder of the games want takes (nil: all); the
// others are not read.
func GamesWanted(a *cmdutil.App, want gamefile.Want) ([]gamefile.Listed, error) {
	games, _, err := gamesAndPlays(a, want, false)
	return games, err
}

// GamesAndPlays are GamesInOrder and, apart, the recorded plays of the
// games scored with a sheet that the folder holds, counted by game ID
// (a damaged play is not counted: history names it).
func GamesAndPlays(a *cmdutil.App) ([]gamefile.Listed, map[string]int, error) {
	return gamesAndPlays(a, nil, true)
}

// gamesAndPlays lists the games want takes and, with allPlays, reads the
// plays of every game to count them (else only the Stephens plays imported).
func gamesAndPlays(a *cmdutil.App, want gamefile.Want, allPlays bool) ([]gamefile.Listed, map[string]int, error) {
	all, _, err := gamefile.ListWanted(ReadPlayFile, func(path string, s record.Summary) bool {
		if gamefile.IsPlay(path) { // every play to count them, else the plays of Stephens imported
			return allPlays || s.Game == record.Stephens && (want == nil || want(path, s))
		}
		return want == nil || want(path, s)
	}, false)
	if err != nil {
		return nil, nil, GamesFolderError(a, err)
	}
	plays := map[string]int{}
	for _, l := range all {
		if gamefile.IsPlay(l.Path) && l.Err == nil {
			plays[l.Entry.Game.Game]++
		}
	}
	games := slices.DeleteFunc(all, func(l gamefile.Listed) bool {
		return gamefile.IsPlay(l.Path) && (l.Err != nil || l.Entry.Game.Game != record.Stephens)
	})
	slices.SortStableFunc(games, func(x, y gamefile.Listed) int {
		if (x.Err == nil) != (y.Err == nil) {
			return cmp.Compare(boolInt(x.Err != nil), boolInt(y.Err != nil))
		}
		if c := y.Entry.Game.Started.Compare(x.Entry.Game.Started); c != 0 {
			return c
		}
		return cmp.Compare(y.Path, x.Path)
	})
	return games, plays, nil
}

func boolInt(b bool) int {
	if b {
		return 1
	}
	return 0
}

// teachScoring explains the final scoring when the game teaches (a
// reminder of what was said before); the sheet's blank line follows.
func teachScoring(a *cmdutil.App, g *GameSession) {
	a.LessonsOf = g
	defer func() { a.LessonsOf = nil }()
	lines := play.ScoringLines(g.State)
	for i, l := range lines {
		drive.PrintLesson(a, l, i > 0 && !lines[i-1].Recap, i == len(lines)-1)
	}
}
