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
// Figures, 2026-11-28, 2 CPUs, wall × / CPU × against the bare binary.
// Idle (load 1.8-2.1), 21 pairs, after issue 30's work: at 1,000 games
// history 2.6/2.8, stats 2.8/3.0, stats --player 2.9/3.0, games 3.1/3.2,
// export 3.1/3.3, peaks 15-16 MiB; at 10,000 history 7.3/8.8, stats
// 8.2/10.0, stats --player 8.0/9.5, games 8.7/10.8, export 10.4/11.6
// (10.8 in an 11-pair run: at the line), peaks 22-28 MiB. Before it (load
// 1.5, 11 pairs): history 10.9/12.3, stats 10.9/12.4, stats --player
// 12.8/15.1, games 11.9/12.7, export 14.8/15.3, peaks 32-40 MiB. A page
// fault costs about 15 us here: memory touched is time. The index of
// 10,000 games from nothing: 3.7 s idle (4.9 s in the 21-pair run, its
// bare binary a third slower too), with userfile's own reader of the
// YAML the companion writes and a replay that allocates a fifth as much;
// 13.3 s before (load 1.5), 213 s two sessions ago.

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
