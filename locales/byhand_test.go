package locales

import (
	"strings"
	"testing"
)

// message finds one catalogue entry's text forms in lang.
func messageForms(t *testing.T, lang, id string) []string {
	t.Helper()
	for i, l := range Supported {
		if l != lang {
			continue
		}
		for _, m := range catalogs[i] {
			if m.id == id {
				return []string{m.zero, m.one, m.two, m.few, m.many, m.other}
			}
		}
	}
	t.Fatalf("%s: no message %s", lang, id)
	return nil
}

// Wording the by-hand plays of issue 29 found clumsy or wrong, each with
// the phrase that must not come back and the one that replaced it.
func TestByHandWording(t *testing.T) {
	for _, c := range []struct{ lang, id, bad, good string }{
		// "seiner" pointed ahead to a furnace not yet named.
		{"de", "game.step.refill.text", "seiner Farbe in jeden", "in jeden leeren Schmelzofen je"},
		// "Das Spielende läuft schon" is not how a player says it.
		{"de", "values.final.no_meeting", "läuft schon", "schon ausgelöst"},
		// Step 4: the cubes go to the general supply, not a personal one.
		{"de", "game.step.empty.line", "in den Vorrat", "allgemeinen Vorrat"},
		// Oh My Goods!: the assistants lie with a random side up, not one
		// the table picks ("with a random side facing up").
		{"de", "omg.setup.assistants", "beliebiger Seite", "zufälliger Seite"},
	} {
		found := false
		for _, text := range messageForms(t, c.lang, c.id) {
			if text == "" {
				continue
			}
			if strings.Contains(text, c.bad) {
				t.Errorf("%s %s still says %q: %q", c.lang, c.id, c.bad, text)
			}
			found = found || strings.Contains(text, c.good)
		}
		if !found {
			t.Errorf("%s %s does not say %q", c.lang, c.id, c.good)
		}
	}
}
