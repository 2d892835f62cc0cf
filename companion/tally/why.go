package tally

import (
	"slices"
	"strings"

	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// Msg is a message for the table, rendered in the user's language by the
// front end.
type Msg = locales.Msg

// Ref is a rule topic a score line comes from, with the pages each edition
// cites for it; Section, when set, names the heading of a rulebook whose
// text gives no page numbers (Sintra's and Oh My Goods!'s English
// rulebooks), as it is printed there.
type Ref struct {
	Topic   string `json:"topic"`
	Pages   Pages  `json:"pages"`
	Section string `json:"section,omitempty"`
}

// Pages are the pages of each edition (an empty list: none cited): the
// rule topic's own (rules.Pages).
type Pages = rules.Pages

// Reason is one category's why, worded for a front end: its label, the
// sentence with the player's numbers, and the topics it cites.
type Reason struct {
	Label Msg
	Text  Msg
	Refs  []Ref
}

// Pages are the pages the reason cites in one edition (en, de, pt), in
// order, each once.
func (r Reason) Pages(edition string) []int {
	var out []int
	for _, ref := range r.Refs {
		out = append(out, ref.Pages.For(edition)...)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Sections are the rulebook headings the reason cites, each once.
func (r Reason) Sections() []string {
	var out []string
	for _, ref := range r.Refs {
		if ref.Section != "" && !slices.Contains(out, ref.Section) {
			out = append(out, ref.Section)
		}
	}
	return out
}

// SectionRef cites a section of a rulebook without page numbers.
func SectionRef(topic, section string) Ref {
	return Ref{Topic: topic, Pages: Pages{EN: []int{}, DE: []int{}, PT: []int{}}, Section: section}
}

// List is a value rendered as its items joined by "; ".
func List(items []any) locales.List { return locales.List{Items: items, Sep: "; "} }

// Names is a list of players' names as a sentence says it ("Ana and Bo",
// "Ana, Bo and Cy"), in the printer's language.
func Names(names []string) Msg {
	if len(names) < 2 {
		return locales.M("tally.text", "Text", strings.Join(names, ""))
	}
	return locales.M("tally.names", "List", strings.Join(names[:len(names)-1], ", "), "Last", names[len(names)-1])
}
