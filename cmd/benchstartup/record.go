package main

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"time"
)

// The record's commands over many finished games (issues 20 and 30):
// history, stats (and one player's), games and export bgstats --all read
// every game through the record's index. Targets against the bare binary:
// at most 3× with 100 finished games, at most 10× with 1,000 and with
// 10,000; stats over 1,000 games peaks at 30 MiB at most, every command
// over 10,000 at 50 MiB. The index is warm, as at the table (bench-startup
// runs each command before timing). Over the last home the index is also
// built from nothing (history with no index, a few runs): at most 5 s.
//
// Figures, 2026-11-28, 2 CPUs shared with other builds and tests, 11
// pairs, wall × / CPU × against the bare binary (loose under such load):
// at 1,000 games (load 33-48) history 6.1/3.8, stats 3.1/3.3, games
// 3.1/2.8, export 3.1/3.5, peaks 17-19 MiB. At 10,000 (load 12-13), after
// the games list became one write, and before it: history 16.4/11.4 and
// 12.7/11.6, stats 11.8/10.1 and 14.6/9.9, stats --player 16.8/12.9 and
// 27.4/13.0, games 13.3/10.4 and 18.5/14.4, export 18.5/14.1 and
// 18.5/14.8; peaks 32-41 MiB. The index of 10,000 games from nothing: 38
// to 44 s of CPU (87-94 s wall, load 12-16) after the Automa cards were
// read once a game and the collector ran less often, 74 s (213 s) before;
// yaml.v3's parse is half of it, the replay and the checks the rest.

// recordTargets are the record's commands in the homes (100, 1,000 and
// 10,000 games, as many as given).
func recordTargets(homes []string) []target {
	var out []target
	for i, h := range homes {
		ratio, label, peak := 3.0, "100 games:", 0.0
		switch i {
		case 1:
			ratio, label = 10.0, "1000 games:"
		case 2:
			ratio, label, peak = 10.0, "10000 games:", 50
		}
		for _, args := range []string{"history", "stats", "stats --player Ana", "games", "export bgstats --all"} {
			t := target{args: args, ratio: ratio, home: h, label: label, maxMiB: peak}
			if i == 1 && args == "stats" {
				t.maxMiB = 30
			}
			out = append(out, t)
		}
	}
	if len(homes) > 2 {
		out = append(out, target{args: "history", home: homes[len(homes)-1], label: "10000 games, no index:", cold: true, maxSec: 5})
	}
	return out
}

var createdLine = regexp.MustCompile(`(?m)^created: .*$`)

// writeGames fills home's games folder with n finished games: the whole
// games of the templates folder (played through the walkthroughs to the
// final score: cmd/stephens/testdata/games) dealt out a week apart, each
// with its own start, dated back so that the index trusts their size and
// time from the first read on, as it does a game finished long ago.
func writeGames(templates, home string, n int) error {
	var games [][]byte
	for _, name := range []string{"four-players.yaml", "two-players.yaml", "solo-physical.yaml"} {
		buf, err := os.ReadFile(filepath.Join(templates, name))
		if err != nil {
			return err
		}
		games = append(games, buf)
	}
	dir := filepath.Join(home, "data", "stephens", "games")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	start := time.Date(2006, 1, 5, 19, 30, 0, 0, time.UTC)
	old := time.Now().Add(-time.Hour)
	for i := range n {
		at := start.AddDate(0, 0, 7*i)
		buf := createdLine.ReplaceAll(games[i%len(games)], []byte("created: "+at.Format(time.RFC3339)))
		if bytes.Equal(buf, games[i%len(games)]) {
			return fmt.Errorf("%s: no created line", templates)
		}
		path := filepath.Join(dir, fmt.Sprintf("%s-%04d.yaml", at.Format("2006-01-02-1504"), i))
		if err := os.WriteFile(path, buf, 0o644); err != nil {
			return err
		}
		if err := os.Chtimes(path, old, old); err != nil {
			return err
		}
	}
	return nil
}
