package view

import (
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion/firstgame"
)

// The first-game path (`stephens rules first-game`): the order in which a
// new group reads the rules, each chapter with its topics and the
// rulebook's worked example (companion/firstgame).

// FirstGameContents writes the chapters in reading order, numbered, each
// with the ID that names it on the command line.
func (sc Screen) FirstGameContents(w io.Writer) {
	fmt.Fprintln(w, sc.Wrap(sc.P.T("teach.path.head")))
	for i, c := range firstgame.Path {
		fmt.Fprintln(w, sc.Hanging(fmt.Sprintf("  %d. ", i+1), sc.P.Render(c.Title())+"  ("+c.ID+")"))
	}
}

// FirstGameLabels are the chapters as a menu offers them: "3. Title".
func (sc Screen) FirstGameLabels() []string {
	labels := make([]string, 0, len(firstgame.Path))
	for i, c := range firstgame.Path {
		labels = append(labels, strconv.Itoa(i+1)+". "+sc.P.Render(c.Title()))
	}
	return labels
}

// Chapter writes a chapter: its number and title underlined, what it is
// about, and the topics to read (each as named says it: its title and
// page) with the command that shows each; its worked example follows
// (ChapterExample).
func (sc Screen) Chapter(w io.Writer, c firstgame.Chapter, named func(slug string) string) {
	p := sc.P
	n := 0
	for i, x := range firstgame.Path {
		if x.ID == c.ID {
			n = i + 1
		}
	}
	head := strconv.Itoa(n) + ". " + p.Render(c.Title())
	fmt.Fprintln(w)
	fmt.Fprintln(w, head)
	fmt.Fprintln(w, strings.Repeat("=", min(len([]rune(head)), sc.TermWidth())))
	fmt.Fprintln(w, sc.Wrap(p.Render(c.Intro())))
	fmt.Fprintln(w)
	fmt.Fprintln(w, p.T("teach.path.read"))
	for _, slug := range c.Topics {
		fmt.Fprintln(w, sc.Hanging("  - ", named(slug)+" · stephens rules show "+slug))
	}
}

// ChapterExample writes the head and notes of a chapter's worked example;
// the example itself (lines or a score card) follows.
func (sc Screen) ChapterExample(w io.Writer, ex firstgame.Example) {
	p := sc.P
	fmt.Fprintln(w)
	fmt.Fprintln(w, sc.Wrap(p.T("teach.path.example")))
	for _, m := range ex.Notes {
		fmt.Fprintln(w, sc.Wrap("  "+p.Render(m)))
	}
}

// NoChapter is what a chapter may be named by, for the refusal of one
// the path does not have: the IDs and their numbers.
func NoChapter() string {
	var ids []string
	for _, c := range firstgame.Path {
		ids = append(ids, c.ID)
	}
	return strings.Join(ids, ", ") + " (1–" + strconv.Itoa(len(ids)) + ")"
}
