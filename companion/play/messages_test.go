package play

import (
	"io/fs"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/locales"
)

// A message filled with a Count is picked by its plural form: a message
// with a single form then fails to render for the counts of the "one"
// form (1, and 0 in Portuguese) and the table would read its raw ID. Every
// game and solo message the walkthroughs say with a Count has its plural
// forms. (The transcription walkthroughs' own messages, solo.components.*
// and components.*, are checked where they are written.)
func TestCountMessagesArePlural(t *testing.T) {
	for _, lang := range locales.Supported {
		for _, area := range []string{"game", "solo"} {
			buf, err := fs.ReadFile(locales.FS, lang+"/messages/"+area+".yaml")
			if err != nil {
				t.Fatal(err)
			}
			var doc map[string]any
			if err := yaml.Unmarshal(buf, &doc); err != nil {
				t.Fatal(err)
			}
			singularWithCount(doc, "", func(id string) {
				if !strings.HasPrefix(id, "solo.components.") {
					t.Errorf("%s: %s uses .Count without plural forms", lang, id)
				}
			})
		}
	}
	// The failure this guards against, on a message that is plural.
	for _, lang := range locales.Supported {
		p := locales.New(lang)
		for _, n := range []int{0, 1, 2} {
			if s := p.Render(locales.M("game.ask.furnace_item", "Furnace", "x", "Count", n)); strings.HasPrefix(s, "[") {
				t.Errorf("%s, %d: %s", lang, n, s)
			}
		}
	}
}

func singularWithCount(m map[string]any, prefix string, bad func(string)) {
	for k, v := range m {
		id := k
		if prefix != "" {
			id = prefix + "." + k
		}
		switch x := v.(type) {
		case string:
			if strings.Contains(x, ".Count") {
				bad(id)
			}
		case map[string]any:
			if _, plural := x["other"]; plural {
				continue
			}
			singularWithCount(x, id, bad)
		}
	}
}
