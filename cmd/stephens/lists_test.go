package main

import (
	"testing"
)

// '?' at a list shows the rule and asks the same list again with the
// cursor on the item it was on (play test pt1 F16: it came back on the
// first item, so Enter recorded another action than the one read about).
func TestRuleKeepsTheListCursor(t *testing.T) {
	gameDirs(t)
	path := newGame(t, "Ana,Bo", "7")
	a, sp, _, _ := ttyApp(t, "en", "?3", "^C")
	a.game = path
	if err := runPlay(a); err == nil {
		t.Fatal("the play loop did not end at Ctrl-C")
	}
	if len(sp.cursors) != 2 || sp.asked[0] != sp.asked[1] {
		t.Fatalf("asked %q with cursors %v; want the turn menu twice", sp.asked, sp.cursors)
	}
	if sp.cursors[1] != 3 {
		t.Errorf("after the rule the menu opened on item %d, want 3 (where '?' was pressed)", sp.cursors[1])
	}
}
