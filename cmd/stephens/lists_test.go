package main

import (
	"slices"
	"strings"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
)

// '?' at a list shows the rule and asks the same list again with the
// cursor on the item it was on (play test pt1 F16: it came back on the
// first item, so Enter recorded another action than the one read about).
func TestRuleKeepsTheListCursor(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Ana,Bo", "7")
	a, sp, _, _ := ttyApp(t, "en", "?3", "^C")
	a.Game = path
	if err := gamecmd.RunPlay(a); err == nil {
		t.Fatal("the play loop did not end at Ctrl-C")
	}
	if len(sp.cursors) != 2 || sp.asked[0] != sp.asked[1] {
		t.Fatalf("asked %q with cursors %v; want the turn menu twice", sp.asked, sp.cursors)
	}
	if sp.cursors[1] != 3 {
		t.Errorf("after the rule the menu opened on item %d, want 3 (where '?' was pressed)", sp.cursors[1])
	}
}

// The table's own entries (undo, history, pause) come last in every menu,
// after a separator; the entry for starting disks left for later is
// something the game records and comes before them (play test pt1 F20:
// it came after "pause").
func TestMenuEndsWithTheTablesEntries(t *testing.T) {
	gameDirs(t)
	mustRun(t, "new", "--names", "Ana,Bo", "--seed", "7", "--start-disks", "later,later", "--no-input")
	// The first question of the session asks the disks; "decide later"
	// twice, then the turn menu; Ctrl-C there.
	a, sp, _, _ := ttyApp(t, "en", "=decide later", "=decide later", "^C")
	if err := gamecmd.RunPlay(a); err == nil {
		t.Fatal("the play loop did not end at Ctrl-C")
	}
	var items []string
	turn := slices.Index(sp.items, "took glass from a furnace") // the turn menu's first item
	if turn < 0 {
		t.Fatalf("no turn menu: %q", sp.items)
	}
	for _, it := range sp.items[turn:] {
		if strings.HasPrefix(it, "name a starting disk") || strings.Contains(it, "undo the last entry") || strings.HasPrefix(it, "pause") {
			items = append(items, it)
		}
	}
	want := []string{"name a starting disk (Ana, Bo)", prompt.Group("undo the last entry"), "pause (continue later with stephens resume)"}
	if !slices.Equal(items, want) {
		t.Errorf("menu entries %q, want %q (starting disks first, a separator before undo); asked %q", items, want, sp.asked)
	}
}
