package main

import (
	"path/filepath"
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
)

// At a terminal stephens new goes on into the first turn, as the menu's
// new game does (play test pt1 F20: "stephens new --teach" ended after
// setup with a hint to run stephens play); piped, it stops with the hint.
func TestNewAtATerminalGoesOnIntoPlay(t *testing.T) {
	dir := gameDirs(t)
	a, sp, out, _ := ttyApp(t, "en", "=done", "=done", "^C")
	err := runArgs(a, gamecmd.NewNewCmd, "--teach", "--names", "Ana,Bo", "--seed", "7", "--start-disks", "2a,5a")
	if err == nil {
		t.Fatal("Ctrl-C at the first turn ended without an error")
	}
	last := ""
	if len(sp.asked) > 0 {
		last = sp.asked[len(sp.asked)-1]
	}
	if !strings.HasPrefix(last, "What did ") || strings.Contains(out.String(), "stephens play") {
		t.Errorf("asked %q; said:\n%s", sp.asked, out)
	}
	if !strings.Contains(out.String(), "Teaching is on") {
		t.Errorf("the teaching game's intro is missing:\n%s", out)
	}
	piped := mustRun(t, "--game", filepath.Join(dir, "piped.yaml"), "new", "--names", "Ana,Bo", "--seed", "7", "--start-disks", "2a,5a")
	if !strings.Contains(piped, "stephens play") {
		t.Errorf("piped, new should end with the hint:\n%s", piped)
	}
}

// New at a terminal with names by flag leaves the starting masters' disks
// unasked (optional questions are not asked when flags are given): the
// play that now follows asks them before the first turn, as stephens play
// did when it was run by hand; asked during setup, they are not asked again.
func TestNewWithFlagsThenPlayAsksTheStartDisks(t *testing.T) {
	gameDirs(t)
	a, sp, out, _ := ttyApp(t, "en", "=done", "=done", "^C")
	_ = runArgs(a, gamecmd.NewNewCmd, "--names", "Ana,Bo", "--seed", "7")
	if n := len(sp.asked); n == 0 || !strings.Contains(sp.asked[n-1], "starting master") {
		t.Errorf("asked %q, want the starting masters' disks before the first turn", sp.asked)
	}
	if strings.Contains(out.String(), "stephens turn --start-disk") {
		t.Errorf("the hint to record the disks later is said just before they are asked:\n%s", out)
	}
	gameDirs(t)
	b, sp, _, _ := ttyApp(t, "en", "Ana", "=red", "Bo", "=teal", "", "=done", "=done", "=decide later", "=decide later", "^C")
	_ = runArgs(b, gamecmd.NewNewCmd, "--seed", "7")
	if n := len(sp.asked); n == 0 || !strings.HasPrefix(sp.asked[n-1], "What did ") || strings.Count(strings.Join(sp.asked, "\n"), "starting master") != 2 {
		t.Errorf("asked %q, want the disks once (decided later), then the first turn", sp.asked)
	}
}
