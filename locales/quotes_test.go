package locales

import (
	"io/fs"
	"path"
	"regexp"
	"testing"
)

// asciiQuoted is a phrase between two ASCII double quotes.
var asciiQuoted = regexp.MustCompile(`"[^"\s][^"]*"`)

// shellOrYAML are texts that show a command line or a YAML file, where
// the quotes are the shell's or YAML's.
var shellOrYAML = map[string]bool{"rules.examples": true, "solo.components.long": true}

// German and Portuguese messages quote as their readers write: „…“ and
// «…», never "…" (retest of play test pt3 D17: the Portuguese rule
// references read a regra: "Pontuação final" beside «…» everywhere else).
func TestNativeQuotes(t *testing.T) {
	for _, lang := range []string{"de", "pt"} {
		files, err := fs.Glob(FS, path.Join(lang, "messages", "*.yaml"))
		if err != nil || len(files) == 0 {
			t.Fatalf("%s: no message files (%v)", lang, err)
		}
		for _, file := range files {
			for id, text := range messageIDs(t, file) {
				if shellOrYAML[id] {
					continue
				}
				if m := asciiQuoted.FindString(text); m != "" {
					t.Errorf("%s: %s quotes %s in ASCII quotes", file, id, m)
				}
			}
		}
	}
}
