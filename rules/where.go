package rules

import "slices"

// Where is where an edition's rulebook has a topic: the pages it cites
// for it, or, where it cites none, the pages it lies between.
type Where struct {
	// Pages are the pages the edition cites for the topic.
	Pages []int
	// From and To bound the topic when no page is cited: it comes after a
	// topic the edition cites on page From and before one it cites on
	// page To, in the rulebook's order (rules-facts §11, §14), so it
	// starts on a page from From to To. Both are 0 unless both sides are
	// bounded.
	From, To int
}

// Known reports whether Where says anything.
func (w Where) Known() bool { return len(w.Pages) > 0 || w.From > 0 || w.To > 0 }

// WhereIs says where the edition of lang has the topic slug: its cited
// pages, or the cited pages around it. The rulebooks cite pages for only
// a few sections (rules-facts §11) and the texts carry no page numbers of
// their own; a book is read in order, so a section that comes after one
// cited on page 15 and before one cited on page 17 starts on page 15, 16
// or 17. Nothing is guessed past that: a topic outside the rulebook's
// order gets nothing, and so does one with a side without a cited topic. Each
// game's topics are placed in its own rulebook's order.
func (b *Base) WhereIs(lang, slug string) Where {
	t := b.Topic(lang, slug)
	if t == nil {
		return Where{}
	}
	if p := t.Pages.For(lang); len(p) > 0 {
		return Where{Pages: slices.Clone(p)}
	}
	contents := b.game.book().contents
	at := slices.Index(contents, slug)
	if at < 0 {
		return Where{}
	}
	var w Where
	for i := at - 1; i >= 0 && w.From == 0; i-- {
		if p := b.bound(lang, contents, i); len(p) > 0 {
			w.From = slices.Max(p)
		}
	}
	for i := at + 1; i < len(contents) && w.To == 0; i++ {
		if p := b.bound(lang, contents, i); len(p) > 0 {
			w.To = slices.Min(p)
		}
	}
	if w.From > 0 && w.To > 0 && w.From > w.To {
		return Where{} // the order does not hold in this edition: say nothing
	}
	if w.From == 0 || w.To == 0 {
		// One side open says no page a player can turn to ("p. 6 or
		// before" is the whole of Sintra's book): say nothing, and let the
		// section's title place it (review sibling-games 6).
		return Where{}
	}
	return w
}

// appendixHead opens Stephens' appendix in its contents (the other
// games' rulebooks have none).
const appendixHead = "scoring-track"

// bound is the pages the topic at contents[i] cites in lang, when they
// mark where it stands in the book. A chapter's section may cite the
// appendix page where its table is printed (the German bonus list, S. 24):
// such a page says nothing about the chapter around it.
func (b *Base) bound(lang string, contents []string, i int) []int {
	t := b.Topic(lang, contents[i])
	if t == nil {
		return nil
	}
	p := t.Pages.For(lang)
	appendix := slices.Index(contents, appendixHead)
	if len(p) > 0 && i < appendix {
		if start := b.appendixStart(lang, contents, appendix); start > 0 && slices.Max(p) >= start {
			return nil
		}
	}
	return p
}

// appendixStart is the first page the appendix's topics cite in lang; 0
// when they cite none.
func (b *Base) appendixStart(lang string, contents []string, appendix int) int {
	start := 0
	for _, s := range contents[appendix:] {
		if t := b.Topic(lang, s); t != nil {
			if p := t.Pages.For(lang); len(p) > 0 && (start == 0 || slices.Min(p) < start) {
				start = slices.Min(p)
			}
		}
	}
	return start
}
