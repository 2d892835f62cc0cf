package main

import (
	"fmt"
	"os"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/score"
)

// What the running game knows for the final score sheet (rules-facts §7):
// masters per row, apprentices on each player's masters, unlocked
// abilities. The players count the rest.
var gameKnownScoreFields = []string{"masters", "apprentices", "abilities"}

// prefill builds the final score sheet with what the game knows.
func prefill(s *game.State) *score.Sheet {
	sheet := &score.Sheet{}
	if s.Settings.Solo != nil {
		sheet.Difficulty = s.Settings.Solo.Difficulty
		if len(s.Settings.Solo.Opponent) > 0 { // the opponent variant's difficulty
			sheet.Opponent = s.Settings.Solo.Difficulty
		}
	}
	for i := range s.Players {
		m := s.Masters(i)
		abil := s.Players[i].Abilities()
		if abil == nil {
			abil = []string{}
		}
		sheet.Players = append(sheet.Players, score.Player{
			Name:        s.Name(i),
			Masters:     score.Masters{Stephens: m[companion.RowFurnace], Lower: m[companion.RowLower], Upper: m[companion.RowUpper]},
			Apprentices: s.ApprenticesOnMasters(i),
			Abilities:   abil,
		})
	}
	return sheet
}

// sheetPath is where a game's score sheet is kept: beside the game file.
func sheetPath(gamePath string) string {
	return strings.TrimSuffix(gamePath, ".yaml") + ".score.yaml"
}

// soloEndNotes, when set by the solo rules, shows what ends a solo game.
var soloEndNotes func(a *app, g *gameSession)

// finishGame opens the final scoring once the final reset phase is done.
// On a terminal the score sheet is walked with what the game knows filled
// in, saved beside the game, scored, and the game is marked over with its
// winners. Without a terminal the pre-filled sheet is written beside the
// game file for the players to complete and count with --file.
func (a *app) finishGame(g *gameSession) error {
	p := a.p
	if soloEndNotes != nil {
		soloEndNotes(a, g)
	}
	path := sheetPath(g.path)
	start := prefill(g.state)
	if buf, err := os.ReadFile(path); err == nil {
		if s, err := score.Parse(buf); err == nil && len(s.Players) == len(start.Players) {
			start = s // the players began filling it in: keep their numbers
		}
	}
	fmt.Fprintln(a.io.Out)
	for _, l := range start.Players {
		fmt.Fprintln(a.io.Out, "  "+p.T("game.end.prefilled", "Name", l.Name, "Upper", l.Masters.Upper, "Lower", l.Masters.Lower,
			"Stephens", l.Masters.Stephens, "Apprentices", l.Apprentices, "Abilities", strings.Join(l.Abilities, " ")))
	}
	if a.canPrompt() {
		fmt.Fprintln(a.io.Out, a.wrap(p.T("game.end.sheet_ask")))
		sheet, err := askScoreSheet(a, start, gameKnownScoreFields...)
		if err != nil {
			return err
		}
		res, err := score.Score(sheet)
		if err != nil {
			return a.invalid(err)
		}
		where, err := a.saveGameScore(g, sheet, res)
		if err != nil {
			return err
		}
		fmt.Fprintln(a.io.Err, p.T("score.saved", "Path", where))
		fmt.Fprintln(a.io.Out)
		return printScore(a, res, false)
	}
	if _, err := os.Stat(path); err != nil {
		buf, err := yaml.Marshal(start)
		if err != nil {
			return err
		}
		head := "# " + strings.ReplaceAll(strings.TrimSpace(p.T("game.end.sheet_comment")), "\n", "\n# ") + "\n"
		if err := store.WriteFile(path, append([]byte(head), buf...)); err != nil {
			return failure(p.T("game.cannot_save", "Path", path, "Detail", err.Error()))
		}
	}
	fmt.Fprintln(a.io.Out, a.wrap(p.T("game.end.sheet", "Path", path)))
	fmt.Fprintln(a.io.Out, "  stephens score --file "+path)
	return nil
}

// saveGameScore keeps the confirmed sheet beside the game and records the
// end of the game with its winners.
func (a *app) saveGameScore(g *gameSession, sheet *score.Sheet, res score.Result) (string, error) {
	path := sheetPath(g.path)
	buf, err := yaml.Marshal(sheet)
	if err != nil {
		return path, err
	}
	if err := store.WriteFile(path, buf); err != nil {
		return path, failure(a.p.T("game.cannot_save", "Path", path, "Detail", err.Error()))
	}
	if g.state.Phase == game.PhaseScoring {
		if err := g.record(game.Event{Kind: game.KindFinish, Text: strings.Join(res.Winners, ", ")}); err != nil {
			return path, err
		}
	}
	return path, nil
}

// gameScore lets `stephens score` start from the current game once it is
// at the final scoring, and finish it when the sheet is confirmed.
type gameScore struct {
	a    *app
	path string
	st   *game.State
}

func (gs *gameScore) ScoreStart() (*score.Sheet, []string) {
	return prefill(gs.st), gameKnownScoreFields
}

func (gs *gameScore) SaveScore(s *score.Sheet) (string, error) {
	g, err := gs.a.openGameAt(gs.path, true)
	if err != nil {
		return sheetPath(gs.path), err
	}
	defer g.close()
	res, err := score.Score(s)
	if err != nil {
		return sheetPath(gs.path), err
	}
	return gs.a.saveGameScore(g, s, res)
}

func init() {
	currentScoreGame = func(a *app) (ScoreGame, error) {
		path := a.game
		if path == "" {
			path = gamefile.Current()
		}
		if path == "" {
			return nil, nil
		}
		g, err := a.openGameAt(path, false)
		if err != nil || g.state.Phase != game.PhaseScoring {
			return nil, nil // a game still running (or unreadable) is not this sheet's
		}
		return &gameScore{a: a, path: path, st: g.state}, nil
	}
}
