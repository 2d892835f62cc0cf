package companion

import (
	"errors"
	"strings"
	"testing"
)

// One name check (issue 19): look-alikes of a name already taken are
// refused with the reason (TS #39 skeleton); names that differ are not.
func TestClash(t *testing.T) {
	cases := []struct {
		a, b, want string
	}{
		{"Ana", "ana", ClashSame},
		{"José", "Jose\u0301", ClashSame},
		{"Ana", "\u0410na", ClashLookAlike},           // Cyrillic А
		{"Ana", "\uff21\uff4e\uff41", ClashLookAlike}, // fullwidth
		{"Maria", "\u041caria", ClashLookAlike},       // Cyrillic М
		{"maria", "\u041c\u0410RIA", ClashLookAlike},
		{"Pedro", "\u03a1edro", ClashLookAlike}, // Greek Ρ
		{"Bob", "B0b", ClashLookAlike},
		{"Ana", "Anna", ""},
		{"Jose", "José", ""},
		{"Eva", "\u0415\u0432\u0430", ""}, // Ева reads Eva only to a Russian reader: not a look-alike
		{"Bo", "Bö", ""},
		{"😀", "😃", ""},
		{"1\ufe0f\u20e3", "1", ""},
	}
	for _, c := range cases {
		if got := Clash(c.b, c.a); got != c.want {
			t.Errorf("%q vs %q: %q, want %q", c.b, c.a, got, c.want)
		}
	}
	p := ClashProblem("\u0410na", "Ana", "game.problem.same_name")
	if p == nil || p.ID != "text.problem.name_look_alike" || p.Args["Char"] != "U+0410" || p.Args["Other"] != "Ana" {
		t.Errorf("problem %+v", p)
	}
	if p := ClashProblem("Ana", "\u0410na", "x"); p == nil || p.Args["Char"] != "U+0410" {
		t.Errorf("the look-alike character of the other name: %+v", p)
	}
	if p := ClashProblem("ana", "Ana", "game.problem.same_name", "Name", "ana"); p == nil || p.ID != "game.problem.same_name" {
		t.Errorf("same: %+v", p)
	}
	if ClashProblem("Ana", "Bo", "x") != nil {
		t.Error("Ana and Bo clash")
	}
}

// Emoji sequences are names (issue 19: the keycap 1️⃣ and subdivision
// flags were refused as invisible); what shows nothing is not.
func TestNamesEmojiAndBlank(t *testing.T) {
	for _, name := range []string{
		"1\ufe0f\u20e3", "#\ufe0f\u20e3", "7\u20e3", // keycaps
		"\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F", // Scotland
		"\U0001F468\u200d\U0001F469\u200d\U0001F467",                             // a family (ZWJ)
		"\U0001F44D\U0001F3FD", "\U0001F9D1\U0001F3FD\u200d\U0001F4BB", // skin tones
		"\u2764\ufe0f", "\U0001F3F3\ufe0f\u200d\U0001F308", "\U0001F1E9\U0001F1EA",
		"Ana 😀", "Zoë",
	} {
		if _, err := CheckName(name); err != nil {
			t.Errorf("%q refused: %v", name, err)
		}
	}
	for name, id := range map[string]string{
		"\u2800":           "text.problem.name_blank",
		"\u0301":           "text.problem.name_blank",
		"\u2800\u2800 ":    "text.problem.name_blank",
		"1\ufe0f":          "text.problem.invisible", // a selector with no keycap after it
		"A\U000E0067":      "text.problem.invisible", // a tag outside a flag
		"\U0001F3F4\u200b": "text.problem.invisible", // a zero-width space after the flag
		"   ":              "text.problem.name_empty",
		"A,B":              "text.problem.name_separator",
	} {
		_, err := CheckName(name)
		var p *Problem
		if !errors.As(err, &p) || p.ID != id {
			t.Errorf("%q: %v, want %s", name, err, id)
		}
	}
}

// The 40-character limit; the message does not repeat a long name whole.
func TestNameLengthLimit(t *testing.T) {
	if _, err := CheckName(strings.Repeat("é", MaxNameLength)); err != nil {
		t.Errorf("40 characters: %v", err)
	}
	_, err := CheckName(strings.Repeat("M", 1_000_000))
	var p *Problem
	if !errors.As(err, &p) || p.ID != "text.problem.name_long" || p.Args["Value"] != strings.Repeat("M", MaxNameLength)+"…" {
		t.Fatalf("long: %v", err)
	}
}
