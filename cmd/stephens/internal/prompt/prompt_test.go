package prompt

import (
	"bytes"
	"io"
	"strings"
	"testing"
)

func TestOutFilter(t *testing.T) {
	var buf bytes.Buffer
	n, err := outFilter{w: &buf}.Write([]byte("a\ab\a"))
	if err != nil || n != 4 || buf.String() != "ab" {
		t.Fatalf("got %q n=%d err=%v", buf.String(), n, err)
	}
	// promptui's "No results" in the user's words; the count written is
	// what promptui handed over.
	buf.Reset()
	frame := "\x1b[2K? Thema:\n\x1b[2KNo results\a"
	n, err = outFilter{w: &buf, noResults: "Keine Treffer"}.Write([]byte(frame))
	if err != nil || n != len(frame) || buf.String() != "\x1b[2K? Thema:\n\x1b[2KKeine Treffer" {
		t.Fatalf("got %q n=%d err=%v", buf.String(), n, err)
	}
	// Without a translation promptui's words stay.
	buf.Reset()
	if _, err := (outFilter{w: &buf}).Write([]byte("No results")); err != nil || buf.String() != "No results" {
		t.Fatalf("got %q, %v", buf.String(), err)
	}
}

// A retired view must not take the byte meant for the next prompt.
func TestSourceHandsBytesToNewestView(t *testing.T) {
	pr, pw := io.Pipe()
	s := newSource(pr)
	old := s.view()
	done := make(chan error, 1)
	go func() {
		b := make([]byte, 1)
		_, err := old.Read(b) // blocks: nothing typed yet
		done <- err
	}()
	cur := s.view() // a new prompt starts; the old read must end with EOF
	if err := <-done; err != io.EOF {
		t.Fatalf("old view read: %v, want EOF", err)
	}
	go func() { _, _ = pw.Write([]byte("xy")) }()
	got := make([]byte, 0, 2)
	for len(got) < 2 {
		b := make([]byte, 8)
		n, err := cur.Read(b)
		if err != nil {
			t.Fatal(err)
		}
		if n != 1 {
			t.Fatalf("read %d bytes at once, want 1", n)
		}
		got = append(got, b[0])
	}
	if string(got) != "xy" {
		t.Fatalf("got %q", got)
	}
}

func TestSourceEOF(t *testing.T) {
	s := newSource(strings.NewReader("z"))
	v := s.view()
	b := make([]byte, 1)
	if n, err := v.Read(b); n != 1 || err != nil || b[0] != 'z' {
		t.Fatalf("first read: %d %v %q", n, err, b)
	}
	if _, err := v.Read(b); err != io.EOF {
		t.Fatalf("second read: %v, want EOF", err)
	}
}

func TestAsked(t *testing.T) {
	for label, want := range map[string]string{
		"What now?":                        "What now?",
		"Ana's colour":                     "Ana's colour:",
		"Ana's colour: ":                   "Ana's colour:",
		"Done.":                            "Done.",
		"Record a delivery? (so far: Ana)": "Record a delivery? (so far: Ana)",
		"Cubes (so far: 2)":                "Cubes (so far: 2):",
	} {
		if got := asked(label); got != want {
			t.Errorf("asked(%q) = %q, want %q", label, got, want)
		}
	}
}
