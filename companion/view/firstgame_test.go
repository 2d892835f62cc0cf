package view

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/firstgame"
)

// The path lists its chapters in order, and a chapter says its number,
// title (underlined), intro, each topic with the command that shows it,
// then its worked example's notes, in the reader's language.
func TestFirstGameChapter(t *testing.T) {
	sc := screen("de", 70, true)
	var b strings.Builder
	sc.FirstGameContents(&b)
	for i, c := range firstgame.Path {
		if !strings.Contains(b.String(), "  "+string(rune('1'+i))+". "+sc.P.Render(c.Title())+" ("+c.ID+")") {
			t.Errorf("chapter %s missing:\n%s", c.ID, b.String())
		}
	}
	if labels := sc.FirstGameLabels(); len(labels) != len(firstgame.Path) || !strings.HasPrefix(labels[1], "2. ") {
		t.Errorf("labels %q", labels)
	}
	c := firstgame.Path[1]
	b.Reset()
	sc.Chapter(&b, c, func(slug string) string { return "<" + slug + ">" })
	out := b.String()
	head := "2. " + sc.P.Render(c.Title())
	if !strings.Contains(out, "\n"+head+"\n"+strings.Repeat("=", len([]rune(head)))+"\n") {
		t.Errorf("no underlined head %q:\n%s", head, out)
	}
	for _, slug := range c.Topics {
		if !strings.Contains(out, "<"+slug+"> · stephens rules show "+slug) {
			t.Errorf("topic %s missing:\n%s", slug, out)
		}
	}
	ex, err := firstgame.Worked(c)
	if err != nil {
		t.Fatal(err)
	}
	b.Reset()
	sc.ChapterExample(&b, ex)
	if !strings.Contains(b.String(), sc.P.T("teach.path.example")) {
		t.Errorf("example head missing:\n%s", b.String())
	}
	if got := NoChapter(); !strings.HasPrefix(got, firstgame.Path[0].ID+", ") || !strings.HasSuffix(got, ")") {
		t.Errorf("chapters accepted: %q", got)
	}
}
