package locales

import (
	"io/fs"
	"path"
	"regexp"
	"slices"
	"sort"
	"strings"
	"testing"

	"gopkg.in/yaml.v3"
)

// messageIDs flattens a go-i18n YAML file into message ID → text (plural
// forms as id#one, id#other).
func messageIDs(t *testing.T, file string) map[string]string {
	t.Helper()
	buf, err := FS.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var root map[string]any
	if err := yaml.Unmarshal(buf, &root); err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	out := map[string]string{}
	var walk func(prefix string, v any)
	walk = func(prefix string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, vv := range x {
				id := k
				if prefix != "" {
					id = prefix + "." + k
				}
				if isPluralKey(k) {
					id = prefix + "#" + k
				}
				walk(id, vv)
			}
		case string:
			out[prefix] = x
		default:
			t.Errorf("%s: %s: unexpected value %v", file, prefix, v)
		}
	}
	walk("", root)
	return out
}

func isPluralKey(k string) bool {
	switch k {
	case "zero", "one", "two", "few", "many", "other":
		return true
	}
	return false
}

var placeholder = regexp.MustCompile(`\{\{\s*(?:\w+\s+)?\.(\w+)`) // {{.X}}, {{dat .X}}, {{if .X}}

func placeholders(s string) string {
	var names []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		names = append(names, m[1])
	}
	sort.Strings(names)
	return strings.Join(slices.Compact(names), ",")
}

// Every message file exists in all three languages with the same IDs and the
// same placeholders; an empty text fails too.
func TestMessageParity(t *testing.T) {
	files, err := fs.Glob(FS, "en/messages/*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatalf("no English message files: %v", err)
	}
	for _, lang := range Supported[1:] {
		others, _ := fs.Glob(FS, lang+"/messages/*.yaml")
		if len(others) != len(files) {
			t.Errorf("%s has %d message files, en has %d", lang, len(others), len(files))
		}
	}
	for _, f := range files {
		en := messageIDs(t, f)
		for _, lang := range Supported[1:] {
			other := lang + "/messages/" + path.Base(f)
			if _, err := fs.Stat(FS, other); err != nil {
				t.Errorf("%s is missing", other)
				continue
			}
			tr := messageIDs(t, other)
			for id, text := range en {
				base := strings.SplitN(id, "#", 2)[0]
				got, ok := tr[id]
				if !ok && strings.Contains(id, "#") {
					// plural forms differ by language; the "other" form must exist
					if _, ok2 := tr[base+"#other"]; ok2 {
						continue
					}
				}
				if !ok {
					t.Errorf("message %q is missing in %s (%s)", id, lang, other)
					continue
				}
				if strings.TrimSpace(got) == "" {
					t.Errorf("message %q is empty in %s", id, lang)
				}
				if placeholders(got) != placeholders(text) {
					t.Errorf("message %q: placeholders %q in %s, %q in en", id, placeholders(got), lang, placeholders(text))
				}
				// A trailing line break in one language only is a blank
				// line on its screen (a YAML "|" where "|-" was meant).
				if strings.HasSuffix(got, "\n") != strings.HasSuffix(text, "\n") {
					t.Errorf("message %q ends with a line break in only one of en and %s", id, lang)
				}
			}
			for id := range tr {
				if base, form, ok := strings.Cut(id, "@"); ok {
					// a term's form (Term): optional, and only beside its term
					if _, has := tr[base]; !has {
						t.Errorf("%s: %q is a form of %q, which %s does not have", other, id, base, lang)
					}
					if !slices.Contains(Forms, form) {
						t.Errorf("%s: %q: %q is not a form (%v)", other, id, form, Forms)
					}
					continue
				}
				if _, ok := en[id]; !ok && !strings.Contains(id, "#") {
					t.Errorf("message %q exists in %s but not in en", id, lang)
				}
			}
		}
	}
}

func TestEveryMessageLoads(t *testing.T) {
	for _, lang := range Supported {
		p := New(lang)
		if got := p.T("root.short"); strings.HasPrefix(got, "[") {
			t.Errorf("%s: root.short = %q", lang, got)
		}
	}
	if got := New("de").T("term.position.upper-left"); got != "oben links" {
		t.Errorf("de upper-left = %q", got)
	}
	if got := New("en").T("no.such.message"); got != "[no.such.message]" {
		t.Errorf("missing message = %q", got)
	}
	if got := New("pt").T("problem.ability_prerequisite", "Ability", "2b", "Needs", Term("term.reset_phase")); !strings.Contains(got, "fase de renovação") {
		t.Errorf("Term not resolved: %q", got)
	}
}

func TestResolve(t *testing.T) {
	env := func(kv ...string) func(string) string {
		m := map[string]string{}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return func(k string) string { return m[k] }
	}
	cases := []struct {
		flag    string
		getenv  func(string) string
		want    string
		wantErr bool
	}{
		{"", env(), "en", false},
		{"de", env(), "de", false},
		{"pt-BR", env(), "pt", false},
		{"PT", env(), "pt", false},
		{"fr", env(), "en", true},
		{"fr", env("LANG", "de_DE.UTF-8"), "de", true}, // said in the environment's language
		{"", env("STEPHENS_LANG", "pt"), "pt", false},
		{"", env("STEPHENS_LANG", "xx"), "en", true},
		{"en", env("STEPHENS_LANG", "de"), "en", false},
		{"", env("LANG", "de_DE.UTF-8"), "de", false},
		{"", env("LANG", "pt_BR"), "pt", false},
		{"", env("LANG", "C.UTF-8"), "en", false},
		{"", env("LANG", "fr_FR.UTF-8"), "en", false},
		{"", env("LANGUAGE", "fr:de", "LANG", "pt_PT.UTF-8"), "de", false},
		{"", env("LC_ALL", "pt_PT.UTF-8", "LANG", "de_DE"), "pt", false},
		{"", env("LC_MESSAGES", "de_AT@euro"), "de", false},
	}
	for _, c := range cases {
		got, err := Resolve(c.flag, c.getenv)
		if got != c.want || (err != nil) != c.wantErr {
			t.Errorf("Resolve(%q) = %q, %v; want %q, err=%v", c.flag, got, err, c.want, c.wantErr)
		}
	}
}
