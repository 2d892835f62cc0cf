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
// Figures, 2026-11-28, 2 CPUs shared with other builds, 11 pairs, wall ×
// / CPU × against the bare binary: at 1,000 games (load 33-48) history
// 6.1/3.8, stats 3.1/3.3, games 3.1/2.8, export 3.1/3.5, peaks 17-19 MiB.
// At 10,000, warm (load 1.3-2.6), once the record's walks streamed and
// reused their memory, and before (load 2.6): history 7.1/8.8 and
// 10.7/13.0, stats 7.6/9.4 and 10.8/12.1, stats --player 7.8-9.1/9.5-10.5
// and 13.4/14.8, games 8.3-9.3/10.0-11.1 and 10.8/12.5, export
// 8.6-10.5/8.9-11.0 and 14.4/16.0; peaks 22-27 MiB, 32-40 before (a page
// fault costs about 15 us here: memory touched is time). The index of
// 10,000 games from nothing: 38-44 s of CPU (87-94 s wall, load 12-16)
// with the Automa cards read once a game, 74 s (213 s) before.

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
