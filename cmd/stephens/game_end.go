package main

import (
	"fmt"
	"os"
	"strings"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
)

// prefilledSheet is the final score sheet (the score command's schema)
// with what the game knows: masters per row, apprentices on each player's
// masters, unlocked abilities. The players complete the rest.
type prefilledSheet struct {
	Difficulty string          `yaml:"difficulty,omitempty"`
	Opponent   string          `yaml:"opponent,omitempty"` // the opponent variant's difficulty (solo)
	Players    []prefilledLine `yaml:"players"`
}

type prefilledLine struct {
	Name        string           `yaml:"name"`
	Track       int              `yaml:"track"`
	Forest      int              `yaml:"forest"`
	Dune        int              `yaml:"dune"`
	Masters     map[string]int   `yaml:"masters"`
	Apprentices int              `yaml:"apprentices"`
	Contracts   map[string][]int `yaml:"contracts"`
	Abilities   []string         `yaml:"abilities"`
	Cubes       int              `yaml:"cubes"`
	Coins       int              `yaml:"coins"`
	Influence   int              `yaml:"influence"`
	Accessories map[string]int   `yaml:"accessories"`
}

func prefill(s *game.State) prefilledSheet {
	var sheet prefilledSheet
	if s.Settings.Solo != nil {
		sheet.Difficulty = s.Settings.Solo.Difficulty
		if len(s.Settings.Solo.Opponent) > 0 {
			sheet.Opponent = s.Settings.Solo.Difficulty
		}
	}
	for i := range s.Players {
		m := s.Masters(i)
		abil := s.Players[i].Abilities()
		if abil == nil {
			abil = []string{}
		}
		sheet.Players = append(sheet.Players, prefilledLine{
			Name:        s.Name(i),
			Masters:     map[string]int{"stephens": m[companion.RowFurnace], "lower": m[companion.RowLower], "upper": m[companion.RowUpper]},
			Apprentices: s.ApprenticesOnMasters(i),
			Contracts:   map[string][]int{"crown": {}, "colonies": {}, "uk": {}},
			Abilities:   abil,
			Accessories: map[string]int{"basketware": 0, "crates": 0, "chandeliers": 0},
		})
	}
	return sheet
}

// sheetPath is where the pre-filled sheet is written: beside the game file.
func sheetPath(gamePath string) string {
	return strings.TrimSuffix(gamePath, ".yaml") + ".score.yaml"
}

// soloEndNotes, when set by the solo rules, shows what ends a solo game.
var soloEndNotes func(a *app, g *gameSession)

// finishGame opens the final scoring: the sheet is pre-filled with what the
// game knows and written beside the game file for the players to complete.
func (a *app) finishGame(g *gameSession) error {
	p := a.p
	if soloEndNotes != nil {
		soloEndNotes(a, g)
	}
	path := sheetPath(g.path)
	if _, err := os.Stat(path); err != nil {
		buf, err := yaml.Marshal(prefill(g.state))
		if err != nil {
			return err
		}
		head := "# " + strings.ReplaceAll(p.T("game.end.sheet_comment"), "\n", "\n# ") + "\n"
		if err := store.WriteFile(path, append([]byte(head), buf...)); err != nil {
			return failure(p.T("game.cannot_save", "Path", path, "Detail", err.Error()))
		}
	}
	fmt.Fprintln(a.io.Out)
	for _, l := range prefill(g.state).Players {
		fmt.Fprintln(a.io.Out, "  "+p.T("game.end.prefilled", "Name", l.Name, "Upper", l.Masters["upper"], "Lower", l.Masters["lower"],
			"Stephens", l.Masters["stephens"], "Apprentices", l.Apprentices, "Abilities", strings.Join(l.Abilities, " ")))
	}
	fmt.Fprintln(a.io.Out, a.wrap(p.T("game.end.sheet", "Path", path)))
	fmt.Fprintln(a.io.Out, "  stephens score --file "+path)
	return nil
}
