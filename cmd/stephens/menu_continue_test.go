package main

import (
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
)

// The menu offers to continue a saved game only when one can go on
// (playtest pt1 F14): with the only game finished, the entry is not
// there; with an open game beside the finished current one, it asks which
// of the open games (never a finished one) and continues it.
func TestMenuContinuesOnlyAnOpenGame(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Eva", "Bo"}, []string{"75", "43"})
	a, sp, _, _ := ttyApp(t, "en", "^C")
	_ = runMainJob(a, newRootCmd(a, nil))
	// The entry keeps its place, marked (pt2 D10: the menu keeps its shape).
	if slices.Contains(sp.items, "continue a saved game") || !slices.Contains(sp.items, "continue a saved game (not now)") ||
		!slices.Contains(sp.items, "start a new game") {
		t.Errorf("only a finished game: the menu offers %q", sp.items)
	}

	open := newGame(t, "Gil,Hana", "5")
	finishGameT(t, []string{"Ana", "Bo"}, []string{"60", "43"}) // the current game, finished
	b, sp, out, _ := ttyApp(t, "en", "=continue a saved game", "0", "^C")
	err := runMainJob(b, newRootCmd(b, nil))
	if code, _, _ := cmdutil.Classify(err, b.P); code != cmdutil.ExitInterrupted {
		t.Fatalf("menu: %v\nasked %q", err, sp.asked)
	}
	if len(sp.asked) < 3 || sp.asked[1] != "Which game?" {
		t.Fatalf("asked %q", sp.asked)
	}
	var games []string
	for _, it := range sp.items {
		if strings.Contains(it, " · ") {
			games = append(games, it)
		}
	}
	if len(games) != 1 || !strings.Contains(games[0], "Gil, Hana · in play") {
		t.Errorf("offered %q", games)
	}
	// (A path too long for the line stands on its own: pt1 F12.)
	if gamefile.Current() != open || !strings.Contains(strings.Join(strings.Fields(out.String()), " "), "current game: "+open) {
		t.Errorf("continued %q, not %q:\n%s", gamefile.Current(), open, out)
	}
}

// games marks the current game as the current one, not as a game in
// progress, when it is over (playtest pt2: "* = jogo em curso").
func TestGamesHintSaysCurrentNotInProgress(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Inês", "Bo"}, []string{"75", "43"})
	out := runAt(t, 80, "--lang", "pt", "games")
	if !strings.Contains(out, "* = jogo atual") || strings.Contains(out, "* = jogo em curso") || !strings.Contains(out, "terminado") {
		t.Errorf("%s", out)
	}
}

// games numbers the games in the order history lists them, newest start
// first, and resume N takes the same one, also after a start edited by
// hand (playtest pt3 D17: games went by file name, history by start).
func TestGamesListInTheOrderOfHistory(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Ana", "Bo"}, []string{"60", "43"})
	older := gamefile.Current()
	finishGameT(t, []string{"Carla", "Dora"}, []string{"60", "43"})
	buf, err := os.ReadFile(older)
	if err != nil {
		t.Fatal(err)
	}
	edited := regexp.MustCompile(`(?m)^created: .*$`).ReplaceAll(buf, []byte("created: 2099-01-01T19:00:00Z"))
	if err := os.WriteFile(older, edited, 0o644); err != nil {
		t.Fatal(err)
	}
	history := mustRun(t, "history")
	games := mustRun(t, "games")
	if !strings.HasPrefix(history, "2099-01-01") || !strings.HasPrefix(games, "1\t2099-01-01") || !strings.Contains(games, "\n2\t") {
		t.Errorf("history:\n%s\ngames:\n%s", history, games)
	}
	if out := mustRun(t, "resume", "1"); !strings.Contains(out, "current game: "+older) {
		t.Errorf("resume 1: %s", out)
	}
}
