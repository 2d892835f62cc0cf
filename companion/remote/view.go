package remote

import (
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// View is an open question in the asker's language, as the table view's
// /api/question gives it (README, "The table view's API").
type View struct {
	// ID names this asking of the question ("turn.action@12"): an answer
	// names it, and a later asking of the same question has another.
	ID string `json:"id"`
	// Question is the walkthrough's question ID ("turn.action").
	Question string       `json:"question"`
	Kind     walk.Kind    `json:"kind"`
	Text     string       `json:"text"`
	Options  []OptionView `json:"options"`
	// Min and Max bound a number (max < min: no upper bound).
	Min     int    `json:"min"`
	Max     int    `json:"max"`
	Default string `json:"default"`
	// Offer is what the page offers first; Reoffer: the answer taken back.
	Offer   string `json:"offer"`
	Reoffer bool   `json:"reoffer,omitempty"`
	// Accepted says what the question takes, in words.
	Accepted string `json:"accepted"`
	CanBack  bool   `json:"can_back"`
	// Menu are the command's entries (POST {"id", "menu": i}).
	Menu []string `json:"menu"`
	// Topic and Pages name the rule behind the question (the asker's
	// edition's pages); Game is its game (stephens, sintra, omg).
	Game  string `json:"game"`
	Topic string `json:"topic"`
	Pages []int  `json:"pages"`
	// Lines are what was said since the last question.
	Lines []LineView `json:"lines"`
}

type OptionView struct {
	Value string `json:"value"`
	Label string `json:"label"`
	// Unavailable says why the rules do not allow the option now.
	Unavailable string `json:"unavailable,omitempty"`
	// Path labels each colon-separated part of Value.
	Path []string `json:"path,omitempty"`
}

type LineView struct {
	Style walk.Style `json:"style"`
	Text  string     `json:"text"`
	Cells [][]string `json:"cells,omitempty"`
	Topic string     `json:"topic,omitempty"`
}

// Render is the open question id, asked as a, in p's language.
func Render(p *locales.Printer, id string, a Asked) View {
	q := a.Q
	game := a.Game
	if game == "" {
		game = string(rules.Stephens)
	}
	out := View{
		ID: id, Question: q.ID, Kind: q.Kind, Text: p.Render(q.Prompt),
		Options: []OptionView{}, Min: q.Min, Max: q.Max, Default: q.Default,
		Offer: a.Offer, Reoffer: a.Reoffer, CanBack: a.CanBack, Menu: []string{},
		Game: game, Topic: q.Topic, Pages: []int{}, Lines: []LineView{},
	}
	if q.Kind == walk.Text && a.Spoken != nil && a.Offer != "" {
		out.Offer = a.Spoken(a.Offer, p.Words) // typed over in the phone's words ("keine")
	}
	if acc := q.Accepted(); acc.ID != "" {
		out.Accepted = p.Render(acc)
	}
	for _, o := range q.Options {
		if o.Hidden {
			continue
		}
		oo := OptionView{Value: o.Value, Label: p.Render(o.Label)}
		if o.Unavailable.ID != "" {
			oo.Unavailable = p.Render(o.Unavailable)
		}
		for _, m := range o.Path {
			oo.Path = append(oo.Path, p.Render(m))
		}
		out.Options = append(out.Options, oo)
	}
	for _, m := range a.Menu {
		out.Menu = append(out.Menu, p.Render(m))
	}
	if q.Topic != "" {
		if b, err := rules.Of(rules.Game(game)); err == nil {
			if t := b.Topic(p.Lang, q.Topic); t != nil {
				if pages := t.Pages.For(p.Lang); pages != nil {
					out.Pages = pages
				}
			}
		}
	}
	for _, l := range a.Lines {
		lo := LineView{Style: l.Style, Topic: l.Topic}
		if l.Msg.ID != "" {
			lo.Text = p.Render(l.Msg)
		}
		for _, row := range l.Cells {
			cells := make([]string, len(row))
			for i, c := range row {
				if c.ID != "" {
					cells[i] = p.Render(c)
				}
			}
			lo.Cells = append(lo.Cells, cells)
		}
		out.Lines = append(out.Lines, lo)
	}
	return out
}
