package prompt

import (
	"bytes"
	"errors"
	"strings"
	"testing"
)

// A list that offers the rule says so in its key help, and '?' asks for
// the rule (ErrHelp); a list that does not shows the plain key help
// (test-gaps H3: the help line under a list was read by no test).
func TestListKeyHelpOffersTheRule(t *testing.T) {
	if raceEnabled {
		t.Skip("promptui's Run races internally")
	}
	texts := Texts{SelectHelp: "↑/↓ move, Enter picks", SelectHelpRule: "↑/↓ move, Enter picks, ? the rule"}
	items := []string{"took glass from a furnace", "created a profession"}
	var out bytes.Buffer
	p := New(strings.NewReader("?"), &out, texts, 80)
	if _, err := p.Choose("What did Ana do?", items, 0, Choice{Rule: true}); !errors.Is(err, ErrHelp) {
		t.Errorf("'?' at a list that offers the rule: %v, want ErrHelp", err)
	}
	if !strings.Contains(out.String(), texts.SelectHelpRule) {
		t.Errorf("the key help does not offer the rule:\n%s", out.String())
	}
	out.Reset()
	p = New(strings.NewReader("\r"), &out, texts, 80)
	if i, err := p.Choose("What did Ana do?", items, 1, Choice{}); err != nil || i != 1 {
		t.Errorf("Enter: %d, %v", i, err)
	}
	if got := out.String(); !strings.Contains(got, texts.SelectHelp) || strings.Contains(got, texts.SelectHelpRule) {
		t.Errorf("a list without the rule shows:\n%s", got)
	}
}
