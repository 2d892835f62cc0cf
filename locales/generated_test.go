package locales

import (
	"bytes"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"

	"github.com/pileup-companion/stephens/locales/internal/gen"
)

// messages_gen.go is what `go generate ./locales` makes of the YAML today:
// an edit of a message file without regenerating fails here.
func TestGeneratedMessagesUpToDate(t *testing.T) {
	want, err := gen.Messages(os.DirFS("."))
	if err != nil {
		t.Fatal(err)
	}
	got, err := os.ReadFile("messages_gen.go")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatal("messages_gen.go is stale: run `go generate ./locales` and commit the result")
	}
	if !regexp.MustCompile(`(?m)^// Code generated .* DO NOT EDIT\.$`).Match(got) {
		t.Error("messages_gen.go lacks Go's generated-code line")
	}
}

// The printer says every message exactly as go-i18n says it from the YAML,
// in every language, for every plural category (CLDR rules of en, de and
// European Portuguese, pt_PT: go-i18n's "pt" is Brazilian).
func TestPrinterMatchesGoI18n(t *testing.T) {
	counts := []any{0, 1, 2, 5, 21, -1, 1000000, 2000000, "1", "1.0", "0.5", "1.5", "3"}
	for _, lang := range Supported {
		msgs, err := gen.Read(os.DirFS("."), lang)
		if err != nil {
			t.Fatal(err)
		}
		tag := lang
		if lang == "pt" {
			tag = "pt-PT"
		}
		b := i18n.NewBundle(language.English)
		for _, m := range msgs {
			// go-i18n knows no form functions ({{dat .X}}); on a value
			// that is not a Term they return it unchanged, as {{.X}} does.
			b.MustAddMessages(language.Make(tag), &i18n.Message{ID: m.ID, Zero: noForms(m.Zero), One: noForms(m.One), Two: noForms(m.Two),
				Few: noForms(m.Few), Many: noForms(m.Many), Other: noForms(m.Other)})
		}
		loc := i18n.NewLocalizer(b, tag)
		p := New(lang)
		for _, m := range msgs {
			// Text for every value, and a number for counts (templates
			// compare them: {{if eq .Count 1}}); all numbers if that fails.
			data := map[string]any{}
			for _, name := range placeholder.FindAllStringSubmatch(m.Zero+m.One+m.Two+m.Few+m.Many+m.Other, -1) {
				data[name[1]] = "<" + name[1] + ">"
				if name[1] == "Count" {
					data[name[1]] = 2
				}
			}
			want, err := loc.Localize(&i18n.LocalizeConfig{MessageID: m.ID, TemplateData: data})
			if err != nil {
				for k := range data {
					data[k] = 3
				}
				want, err = loc.Localize(&i18n.LocalizeConfig{MessageID: m.ID, TemplateData: data})
			}
			if err != nil {
				t.Errorf("%s %s: go-i18n: %v", lang, m.ID, err)
				continue
			}
			if got := p.Map(m.ID, data); got != want {
				t.Errorf("%s %s = %q, go-i18n says %q", lang, m.ID, got, want)
			}
			if m.One == "" && m.Many == "" {
				continue
			}
			for _, c := range counts {
				withCount := map[string]any{}
				for k, v := range data {
					withCount[k] = v
				}
				withCount["Count"] = c
				want, err := loc.Localize(&i18n.LocalizeConfig{MessageID: m.ID, TemplateData: withCount, PluralCount: c})
				if err != nil {
					want = "[" + m.ID + "]" // a plural form the language lacks
				}
				if got := p.Map(m.ID, withCount); got != want && want != "["+m.ID+"]" {
					t.Errorf("%s %s with Count %v = %q, go-i18n says %q", lang, m.ID, c, got, want)
				}
			}
		}
	}
}

var formCall = regexp.MustCompile(`\{\{(-?\s*)(?:` + strings.Join(Forms, "|") + `)\s+(\.\w+)`)

// noForms turns "{{dat .X}}" into "{{.X}}".
func noForms(s string) string { return formCall.ReplaceAllString(s, "{{$1$2") }

func TestPluralForms(t *testing.T) {
	for _, c := range []struct {
		lang  string
		count any
		want  pluralCategory
	}{
		{"en", 1, formOne}, {"en", 0, formOther}, {"en", 2, formOther}, {"en", "1.0", formOther},
		{"de", 1, formOne}, {"de", -1, formOne}, {"de", 11, formOther},
		// European Portuguese: 0 is plural ("0 cartas"), unlike Brazilian.
		{"pt", 0, formOther}, {"pt", 1, formOne}, {"pt", -1, formOne}, {"pt", "1.0", formOther},
		{"pt", "1.5", formOther}, {"pt", "0.5", formOther}, {"pt", 2, formOther},
		{"pt", 1000000, formMany}, {"pt", 3000000, formMany}, {"pt", "1000000.0", formOther},
		{"pt", 3.5, formOther}, {"en", "x", formOther},
	} {
		if got := pluralForm(c.lang, c.count); got != c.want {
			t.Errorf("pluralForm(%s, %v) = %d, want %d", c.lang, c.count, got, c.want)
		}
	}
}

// Making a printer parses nothing: it costs no more than a few allocations.
func TestNewPrinterIsCheap(t *testing.T) {
	allocs := testing.AllocsPerRun(100, func() {
		p := New("de")
		_ = p.T("root.short")
	})
	if allocs > 2 {
		t.Errorf("New + T allocate %v times", allocs)
	}
}
