package companion

import (
	"bytes"
	"testing"
)

// The guard escapes what it is given, a character split between two
// writes included, and keeps newlines and tabs.
func TestGuardEscapesSplitWrites(t *testing.T) {
	var b bytes.Buffer
	g := &Guard{W: &b}
	in := "a\tb\n\x1b[1m \u202e|\u200b"
	for i := 0; i < len(in); i++ { // one byte at a time
		if n, err := g.Write([]byte{in[i]}); n != 1 || err != nil {
			t.Fatalf("write %d: %d, %v", i, n, err)
		}
	}
	if _, err := g.Write([]byte{0xE2, 0x80}); err != nil { // the start of a character, never ended
		t.Fatal(err)
	}
	if err := g.Flush(); err != nil {
		t.Fatal(err)
	}
	if got, want := b.String(), "a\tb\n\\x1b[1m \\u202e|\\u200b\\xe2\\x80"; got != want {
		t.Errorf("guard wrote %q, want %q", got, want)
	}
	if got := Escape("a\tb\nc", false); got != `a\tb\nc` {
		t.Errorf("Escape kept layout in a value: %q", got)
	}
}

// The guard's quick look lets through at no cost only what has no flaw
// but newlines and tabs; anything else takes the whole escape, in whole
// writes as in one: an emoji with its joiner is written as it is.
func TestGuardQuickLook(t *testing.T) {
	for in, want := range map[string]string{
		"Fátima\t131\n":      "Fátima\t131\n",
		"Ângela 👍\n":         "Ângela 👍\n",
		"👩\u200d🔬 ok":        "👩\u200d🔬 ok",
		"a\x1b[1m":           `a\x1b[1m`,
		"x\u202ey":           `x\u202ey`,
		"zero\u200bwidth":    `zero\u200bwidth`,
		"del\x7f":            `del\x7f`,
		"bad \xff byte":      `bad \xff byte`,
		"ok \uFFFD replaced": "ok \uFFFD replaced",
	} {
		var b bytes.Buffer
		g := &Guard{W: &b}
		if _, err := g.Write([]byte(in)); err != nil {
			t.Fatal(err)
		}
		if err := g.Flush(); err != nil {
			t.Fatal(err)
		}
		if b.String() != want {
			t.Errorf("%q: wrote %q, want %q", in, b.String(), want)
		}
	}
	for in, want := range map[string]string{
		`{"name": "Fátima"}` + "\n":      `{"name": "Fátima"}` + "\n",
		`{"name": "👩` + "\u200d" + `🔬"}`: `{"name": "👩` + "\u200d" + `🔬"}`,
		`{"name": "x` + "\u202e" + `y"}`: `{"name": "x\u202ey"}`,
	} {
		var j bytes.Buffer
		if _, err := (JSONEscaper{W: &j}).Write([]byte(in)); err != nil {
			t.Fatal(err)
		}
		if j.String() != want {
			t.Errorf("%q: the JSON escaper wrote %q, want %q", in, j.String(), want)
		}
	}
}
