package prompt

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	"github.com/manifoldco/promptui"
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

// A line the terminal wraps breaks promptui's redraws, so what a prompt
// draws is fitted to the width: cut with "…", or wrapped at spaces.
func TestFitToWidth(t *testing.T) {
	if got := cut("Schmelzofen oben links", 12); got != "Schmelzofen…" || cells(got) > 12 {
		t.Errorf("cut = %q", got)
	}
	if got := cut("short", 12); got != "short" {
		t.Errorf("cut of a short text = %q", got)
	}
	// Wide characters take two columns, combining marks none.
	if cells("日本") != 4 || cells("e\u0301") != 1 || cells("José") != 4 {
		t.Errorf("cells: %d %d %d", cells("日本"), cells("e\u0301"), cells("José"))
	}
	if got := cut("日本語のテキスト", 7); cells(got) > 7 || !strings.HasSuffix(got, "…") {
		t.Errorf("cut of wide text = %q (%d columns)", got, cells(got))
	}
	lines := wrap("Secção inferior: quantos cubos fornece, a partir de que fábrica privada e em que sentido?", 40)
	for _, l := range lines {
		if cells(l) > 40 {
			t.Errorf("wrapped line %q is %d columns", l, cells(l))
		}
	}
	if strings.Join(lines, " ") != "Secção inferior: quantos cubos fornece, a partir de que fábrica privada e em que sentido?" {
		t.Errorf("wrap lost words: %q", lines)
	}
	label := "Name of the player in seat 2 (clockwise; Enter alone when everyone is named):"
	head, last := fitLabel(label, 40)
	if len(head) == 0 || cells(last) > 40 || strings.Join(append(head, last), " ") != label {
		t.Errorf("fitLabel: %q + %q", head, last)
	}
	if head, last := fitLabel("Ana's colour:", 40); len(head) != 0 || last != "Ana's colour:" {
		t.Errorf("a label that fits is kept whole: %q + %q", head, last)
	}
}

// A frame promptui draws after the prompt returned, or after Enter with
// the input cursor still in it, would redraw the answered question over
// what follows: the gate drops it.
func TestGateDropsLateFrames(t *testing.T) {
	var buf bytes.Buffer
	g := &gate{w: &buf}
	_, _ = g.Write([]byte("? Number: 1█"))
	g.enter()
	_, _ = g.Write([]byte("\x1b[1A? Number: 12█")) // the key before Enter, drawn late
	_, _ = g.Write([]byte("\x1b[1ANumber: 12"))    // the answered line
	g.shut()
	n, err := g.Write([]byte("\x1b[1A✔ Number: 12█"))
	if err != nil || n == 0 {
		t.Fatalf("a dropped write must look written: %d %v", n, err)
	}
	if got := buf.String(); got != "? Number: 1█\x1b[1ANumber: 12" {
		t.Fatalf("written: %q", got)
	}
}

// A text prompt uses the terminal's width (three-player review D22): a
// question that fits with room for a short answer stays on one line; a
// longer answer shortens the question's line while it is typed, so the
// line never wraps (promptui would leave a copy behind on every key); the
// answered line keeps the whole question.
func TestInputFitsTheTerminal(t *testing.T) {
	de := "Name der Person auf Platz 2 (im Uhrzeigersinn; nur Enter, wenn alle genannt sind)"
	p := &Prompter{width: 100}
	head, line, room := p.inputLine(de, "", 10)
	if len(head) != 0 || line != de+":" {
		t.Fatalf("a question that fits 100 columns was wrapped: %q + %q", head, line)
	}
	typed := 0
	l := &inputLabel{Line: line, room: room, typed: &typed}
	width := func(answer string) int { // "? " question " " answer cursor
		typed = cells(answer)
		return 2 + cells(l.Text()) + 1 + cells(answer) + 1
	}
	if got := width("Ülkü"); got > 99 || l.Text() != line {
		t.Errorf("a short answer: %d columns, %q", got, l.Text())
	}
	if got := width("Ülkü-Maria Sophie von Hohenzollern"); got > 99 || !strings.HasSuffix(l.Text(), "…") {
		t.Errorf("a long answer: %d columns, question %q", got, l.Text())
	}
	// An offered answer is counted too.
	head, line, room = p.inputLine(de, "Maria-Sophie", 10)
	l = &inputLabel{Line: line, Def: "Maria-Sophie", room: room, typed: &typed}
	typed = 0
	if n := 2 + cells(l.Text()) + 1 + cells("[Maria-Sophie] ") + 1; len(head) == 0 || n > 99 {
		t.Errorf("with an offered answer: %d columns, %q + %q", n, head, l.Text())
	}
	// 80 columns: wrapped at a space, each line within the width.
	head, line, _ = (&Prompter{width: 80}).inputLine(de, "", 10)
	if len(head) != 1 || cells(head[0]) > 79 || strings.Join(append(head, line), " ") != de+":" {
		t.Errorf("80 columns: %q + %q", head, line)
	}
}

// A question too long for one line is asked again whole after a refused
// answer: its first lines too, not only the line the prompt draws (play
// test pt3 D17: "? to 4 each, e.g. 4 4 1 2): [0 0 0 0]").
func TestRefusedAnswerAsksTheWholeQuestionAgain(t *testing.T) {
	if raceEnabled {
		t.Skip("promptui's Run races internally")
	}
	var out bytes.Buffer
	p := New(strings.NewReader("x\r7\r"), &out, Texts{}, 40)
	label := "Ana, times your marker reached -18 during the game (those points are already off the track)"
	v, err := p.Input(label, "0", func(s string) error {
		if s != "7" {
			return errors.New("not 7")
		}
		return nil
	})
	if err != nil || v != "7" {
		t.Fatalf("answer %q, %v", v, err)
	}
	head, _, _ := p.inputLine(label, "0", 10)
	if len(head) == 0 {
		t.Fatalf("the question fits 40 columns: %q", label)
	}
	// Asked: the first line with the question's mark (once answered, the
	// mark is taken off it, which writes the line once more, unmarked).
	asked := promptui.Styler(promptui.FGBlue)("?") + " " + promptui.Styler(promptui.FGBold)(head[0])
	if n := strings.Count(out.String(), asked); n != 2 {
		t.Errorf("the question's first line is asked %d times, want 2 (asked, asked again):\n%s", n, out.String())
	}
}

// Answered, a question too long for one line keeps the shape it was asked
// in: its first line where the mark stood, the rest hanging under it (as
// a list's answered question does), not back at the left margin.
func TestAnsweredLongQuestionHangs(t *testing.T) {
	if raceEnabled {
		t.Skip("promptui's Run races internally")
	}
	var out bytes.Buffer
	p := New(strings.NewReader("3\r"), &out, Texts{}, 40)
	label := "Wie viele Spielsteine zeigt Feld 50 des Siegpunktepfads für 3 Personen?"
	if v, err := p.Number(label, "", nil); err != nil || v != "3" {
		t.Fatalf("answer %q, %v", v, err)
	}
	head, line, _ := p.inputLine(label, "", 4)
	if len(head) == 0 {
		t.Fatalf("the question fits 40 columns: %q", label)
	}
	answered := "  " + promptui.Styler(promptui.FGFaint)(line) + " "
	if !strings.Contains(out.String(), answered) {
		t.Errorf("the answered last line %q does not hang under the first:\n%q", line, out.String())
	}
	// A question on one line is answered at the left margin, as before.
	out.Reset()
	p = New(strings.NewReader("3\r"), &out, Texts{}, 100)
	if _, err := p.Number(label, "", nil); err != nil {
		t.Fatal(err)
	}
	if strings.Contains(out.String(), "  "+promptui.Styler(promptui.FGFaint)(label)) {
		t.Errorf("a one-line question was indented once answered:\n%q", out.String())
	}
}

// A refusal under a prompt keeps a page with its abbreviation, as every
// other folded text does: never "(S." at a line's end and "15–17)" below
// (seen at 80 columns under the score sheet's track question).
func TestWrapKeepsThePageWithItsAbbreviation(t *testing.T) {
	got := wrap("SP zurück — die Regel: „Erhaltet 1 SP durch eine Fähigkeit“ (S. 15–17); lies sie", 64)
	for i, l := range got {
		if strings.HasSuffix(l, "(S.") || i > 0 && strings.HasPrefix(l, "15–17") {
			t.Errorf("the page is split from its S.: %q", got)
		}
		if cells(l) > 64 {
			t.Errorf("line %q is wider than 64", l)
		}
	}
	// A unit too long for a line is folded at its spaces, never cut.
	long := "„" + strings.Repeat("Wort ", 20) + "Ende“"
	if got := wrap(long, 30); strings.Contains(strings.Join(got, " "), "…") {
		t.Errorf("a long quotation was cut: %q", got)
	}
}

// Home and End work under tmux, screen, rxvt and the Linux console (play
// test de3 #7): their keys reach the line editor as the xterm keys it
// knows; every other sequence, and a lone Escape, passes as typed.
func TestSourceHomeEndKeys(t *testing.T) {
	for in, want := range map[string]string{
		"\x1b[1~\x1b[4~x": "\x1b[H\x1b[Fx",
		"\x1b[7~\x1b[8~":  "\x1b[H\x1b[F",
		"\x1b[H\x1b[F":    "\x1b[H\x1b[F",
		"\x1bOH\x1bOF":    "\x1bOH\x1bOF",
		"\x1b[A\x1b[1;5A": "\x1b[A\x1b[1;5A",
		"\x1b[3~":         "\x1b[3~",
		"a\x1b":           "a\x1b",
		"\x1b[1":          "\x1b[1",
	} {
		s := newSource(strings.NewReader(in))
		v := s.view()
		var got []byte
		b := make([]byte, 1)
		for {
			n, err := v.Read(b)
			if n > 0 {
				got = append(got, b[0])
			}
			if err != nil {
				break
			}
		}
		if string(got) != want {
			t.Errorf("%q reads as %q, want %q", in, got, want)
		}
	}
}

// A list goes to its ends with the keys as they arrive from tmux.
func TestListHomeEndFromTmux(t *testing.T) {
	in := strings.NewReader("\x1b[4~\r")
	var out strings.Builder
	p := New(in, &out, Texts{SelectHelp: "move"}, 80)
	i, err := p.Select("Pick", []string{"a", "b", "c", "d"}, 0)
	if err != nil || i != 3 {
		t.Fatalf("End then Enter picked %d (%v), want the last", i, err)
	}
}

// A half-typed answer shows no ✔: the ✔ marks an answer given (play test
// de3 #5).
func TestHalfTypedAnswerShowsNoTick(t *testing.T) {
	typed := 3
	l := &inputLabel{Line: "Name", typed: &typed}
	if m := l.Mark(); strings.Contains(m, "✔") || !strings.Contains(m, "?") {
		t.Errorf("mark while typing %q", m)
	}
}
