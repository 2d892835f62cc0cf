package view

import (
	"strings"
	"testing"
)

func TestCellsCountWideAndCombining(t *testing.T) {
	for s, want := range map[string]int{"日本": 4, "e\u0301": 1, "José": 4, "": 0} {
		if got := Cells(s); got != want {
			t.Errorf("Cells(%q) = %d, want %d", s, got, want)
		}
	}
}

func TestCutEndsWithEllipsisWithinRoom(t *testing.T) {
	if got := Cut("Schmelzofen oben links", 12); got != "Schmelzofen…" {
		t.Errorf("Cut = %q", got)
	}
	if got := Cut("kurz", 12); got != "kurz" {
		t.Errorf("Cut of a short text = %q", got)
	}
	if got := Cut("日本語のテキスト", 7); Cells(got) > 7 || !strings.HasSuffix(got, "…") {
		t.Errorf("Cut of wide text = %q (%d columns)", got, Cells(got))
	}
}

func TestWrapCellsKeepsAPageWithItsNumber(t *testing.T) {
	lines := WrapCells("Os cubos voltam ao saco na fase de reinício (S. 12) e a fábrica esvazia", 20)
	for _, l := range lines {
		if Cells(l) > 20 {
			t.Errorf("line %q is %d columns", l, Cells(l))
		}
	}
	if !strings.Contains(strings.Join(lines, "\n"), "(S. 12)") {
		t.Errorf("the page is split from its S.: %q", lines)
	}
	head, last := FitLabel("Ana's colour:", 40)
	if len(head) != 0 || last != "Ana's colour:" {
		t.Errorf("a label that fits is split: %q + %q", head, last)
	}
}
