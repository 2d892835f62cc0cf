package companion

import (
	"errors"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/locales"
)

// The text policy (issue 13 item 5): what a terminal would take as a
// command, what reorders the text and what hides in a name is refused,
// naming the character; letters of any script, punctuation and emoji are
// data; the usual form is NFC with plain single spaces.
func TestCheckName(t *testing.T) {
	cases := []struct {
		in, want, problem, char string
	}{
		{"Ana", "Ana", "", ""},
		{"  Ana   Maria ", "Ana Maria", "", ""},
		{"Ana\u00a0Maria", "Ana Maria", "", ""}, // no-break space
		{"山田\u3000太郎", "山田 太郎", "", ""},         // ideographic space
		{"Jose\u0301", "Jos\u00e9", "", ""},     // NFD becomes NFC
		{"אבי", "אבי", "", ""},                  // right-to-left letters are data
		{"Zoë 🎲", "Zoë 🎲", "", ""},              // emoji
		{"❤\ufe0f", "❤\ufe0f", "", ""},          // an emoji's variation selector
		{"👩\u200d💻", "👩\u200d💻", "", ""},        // a zero-width joiner inside an emoji
		{"👍🏽", "👍🏽", "", ""},                    // skin tone
		{"Ana\x1b[31m", "", "text.problem.control", "U+001B"},
		{"Ana\x00", "", "text.problem.control", "U+0000"},
		{"Ana\tBo", "", "text.problem.control", "U+0009"},
		{"Ana\nBo", "", "text.problem.control", "U+000A"},
		{"Ana\x7f", "", "text.problem.control", "U+007F"},
		{"Ana\u009b31m", "", "text.problem.control", "U+009B"}, // C1 CSI
		{"Ana\u2028", "", "text.problem.control", "U+2028"},
		{"Ana\u202eoB", "", "text.problem.direction", "U+202E"}, // RLO
		{"\u2067Ana", "", "text.problem.direction", "U+2067"},   // RLI
		{"Ana\u200f", "", "text.problem.direction", "U+200F"},   // RLM
		{"An\u200ba", "", "text.problem.invisible", "U+200B"},   // zero-width space
		{"An\u00ada", "", "text.problem.invisible", "U+00AD"},   // soft hyphen
		{"\ufeffAna", "", "text.problem.invisible", "U+FEFF"},
		{"Ana\u3164", "", "text.problem.invisible", "U+3164"}, // Hangul filler
		{"Ana\ufe0f", "", "text.problem.invisible", "U+FE0F"}, // a selector after a letter
		{"A\u200dna", "", "text.problem.invisible", "U+200D"}, // a joiner between letters
		{"Ana\U000E0041", "", "text.problem.invisible", "U+E0041"},
		{"Ana\xff", "", "text.problem.broken", "0xFF"},
		{"Ana\ufffe", "", "text.problem.broken", "U+FFFE"},
		{"", "", "text.problem.name_empty", ""},
		{" \u00a0 ", "", "text.problem.name_empty", ""},
		{"Ana,Bo", "", "text.problem.name_separator", ""},
		{"Ana:3", "", "text.problem.name_separator", ""},
		{strings.Repeat("é", MaxNameLength), strings.Repeat("é", MaxNameLength), "", ""},
		{strings.Repeat("e\u0301", MaxNameLength), strings.Repeat("é", MaxNameLength), "", ""},
		{strings.Repeat("é", MaxNameLength+1), "", "text.problem.name_long", ""},
	}
	for _, c := range cases {
		got, err := CheckName(c.in)
		var p *Problem
		switch {
		case c.problem == "" && (err != nil || got != c.want):
			t.Errorf("%q: %q, %v; want %q", c.in, got, err, c.want)
		case c.problem != "" && (!errors.As(err, &p) || p.ID != c.problem):
			t.Errorf("%q: %q, %v; want %s", c.in, got, err, c.problem)
		case c.char != "" && p.Args["Char"] != c.char:
			t.Errorf("%q: names %v, want %s", c.in, p.Args["Char"], c.char)
		}
	}
}

// Flaws finds every character a terminal must not get raw, at its byte
// offsets, so a front end can escape exactly those.
func TestFlaws(t *testing.T) {
	s := "a\x1bb\u202ec\xffd\u200be🎲\ufe0f"
	var got []string
	for _, f := range Flaws(s) {
		got = append(got, string(f.Kind)+":"+f.Char(s)+":"+s[f.Start:f.End])
	}
	want := []string{"control:U+001B:\x1b", "direction:U+202E:\u202e", "broken:0xFF:\xff", "invisible:U+200B:\u200b"}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("Flaws(%q) = %q, want %q", s, got, want)
	}
	if fs := Flaws("Ana Maria, 山田, אבי"); len(fs) != 0 {
		t.Errorf("plain text has flaws: %v", fs)
	}
}

// SameName: one person whatever the case, the Unicode form or the spaces.
func TestSameName(t *testing.T) {
	for _, c := range [][2]string{{"Ana", "ana"}, {"José", "JOSE\u0301"}, {"Ana  Maria", "ana\u00a0maria"}} {
		if !SameName(c[0], c[1]) {
			t.Errorf("%q and %q are not the same name", c[0], c[1])
		}
	}
	if SameName("Ana", "Anna") || SameName("Ana", "An\u200ba") {
		t.Error("different names taken as one")
	}
}

// Checked text never holds a flaw, whatever came in.
func FuzzCheckText(f *testing.F) {
	for _, s := range []string{"Ana", "a\x1b[31m", "\u202e", "e\u0301", "👩\u200d💻", "\xff\xfe"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		v, err := CheckText(s)
		if err != nil {
			if len(Flaws(s)) == 0 {
				t.Fatalf("%q refused without a flaw: %v", s, err)
			}
			return
		}
		if fs := Flaws(v); len(fs) != 0 || !utf8.ValidString(v) {
			t.Fatalf("%q checked as %q, which has flaws %v", s, v, fs)
		}
		if again, err := CheckText(v); err != nil || again != v {
			t.Fatalf("%q: checking %q again gives %q, %v", s, v, again, err)
		}
	})
}

// Every problem of the text policy has its message in every language.
func TestTextProblemsHaveMessages(t *testing.T) {
	ids := []string{"text.problem.name_empty", "text.problem.name_separator", "text.problem.name_long"}
	for _, k := range []FlawKind{FlawControl, FlawDirection, FlawInvisible, FlawBroken} {
		ids = append(ids, Flaw{Kind: k}.Problem("x").ID)
	}
	for _, lang := range locales.Supported {
		p := locales.New(lang)
		for _, id := range ids {
			if !p.Has(id) {
				t.Errorf("%s has no %s message", id, lang)
			}
		}
	}
}
