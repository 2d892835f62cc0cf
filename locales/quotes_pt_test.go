package locales

import (
	"fmt"
	"io/fs"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// European Portuguese quotes with «», as the rest of the Portuguese text
// does («stephens resume», «Fornecimento do Automa»): a straight double
// quote in a Portuguese message or rule topic reads as English typography
// (play test retest-pt: 'a regra: "Fornecimento do Automa"'). The two
// exceptions name the character itself or show a file's own syntax.
func TestPortugueseQuotesAreGuillemets(t *testing.T) {
	allowed := map[string]bool{
		"pt/messages/file.yaml file.yaml.open_quote": true, // names the " a file left open
		"pt/messages/solo.yaml solo.components.long": true, // a YAML example, typed as is
	}
	err := fs.WalkDir(FS, "pt", func(p string, d fs.DirEntry, err error) error {
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
			if strings.Contains(text, `"`) && !allowed[p+" "+key] {
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
