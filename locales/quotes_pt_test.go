package locales

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// European Portuguese quotes with «» in the rule topics too, as the
// messages do (TestNativeQuotes): a straight double quote in a Portuguese
// topic reads as English typography (play test retest-pt: the ? at an
// Automa question quoted "com base nos seus custos" and "Fornecimento do
// Automa").
func TestPortugueseTopicsQuoteWithGuillemets(t *testing.T) {
	err := fs.WalkDir(FS, "pt/topics", func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".yaml") {
			return err
		}
		buf, err := FS.ReadFile(p)
		if err != nil {
			return err
		}
		var root any
		if err := yaml.Unmarshal(buf, &root); err != nil {
			return fmt.Errorf("%s: %w", p, err)
		}
		eachText(root, "", func(key, text string) {
			if strings.Contains(text, `"`) {
				t.Errorf("%s %s: straight quotes, write «…»: %.120s", p, key, text)
			}
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
}

// eachText calls f with every text of a decoded YAML tree and its key path.
func eachText(v any, key string, f func(key, text string)) {
	switch x := v.(type) {
	case map[string]any:
		for k, vv := range x {
			eachText(vv, strings.TrimPrefix(key+"."+k, "."), f)
		}
	case []any:
		for i, vv := range x {
			eachText(vv, fmt.Sprintf("%s[%d]", key, i), f)
		}
	case string:
		f(key, x)
	}
}
