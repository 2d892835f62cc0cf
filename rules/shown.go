package rules

import "strings"

// TopicJSON is a topic as `rules show --json` and the table view's
// /api/rules/topic give it: the topic, and each related topic with its
// title in the topic's language.
type TopicJSON struct {
	Slug         string         `json:"slug"`
	Lang         string         `json:"lang"`
	Title        string         `json:"title"`
	Aliases      []string       `json:"aliases"`
	Body         string         `json:"body"`
	Pages        Pages          `json:"pages"`
	Related      []RelatedTopic `json:"related"`
	EditionNotes []EditionNote  `json:"edition_notes"`
}

// RelatedTopic is a related topic's slug and title.
type RelatedTopic struct {
	Slug  string `json:"slug"`
	Title string `json:"title"`
}

// JSON is t (a topic of b) as TopicJSON.
func (b *Base) JSON(t *Topic) TopicJSON {
	rel := make([]RelatedTopic, 0, len(t.Related))
	for _, s := range t.Related {
		if r := b.Topic(t.Lang, s); r != nil {
			rel = append(rel, RelatedTopic{s, r.Title})
		}
	}
	return TopicJSON{t.Slug, t.Lang, t.Title, t.Aliases, t.Body, t.Pages, rel, t.EditionNotes}
}

// ListJSON is the topic list as `rules list --json` gives it: each
// topic's slug and title in lang, in the rulebook's order.
func (b *Base) ListJSON(lang string) []RelatedTopic {
	topics := b.Topics(lang)
	out := make([]RelatedTopic, 0, len(topics))
	for _, t := range topics {
		out = append(out, RelatedTopic{t.Slug, t.Title})
	}
	return out
}

// Complete offers every slug starting with what was typed (any case),
// each with its title in lang as the description ("slug\ttitle", as a
// shell's completion shows it).
func (b *Base) Complete(lang, typed string) []string {
	var out []string
	for _, s := range b.Slugs() {
		if strings.HasPrefix(s, strings.ToLower(typed)) {
			out = append(out, s+"\t"+b.Topic(lang, s).Title)
		}
	}
	return out
}

// Named says slugs as a refusal offers them: "slug (Title)", the title
// in lang.
func (b *Base) Named(lang string, slugs []string) []string {
	names := make([]string, len(slugs))
	for i, s := range slugs {
		names[i] = s + " (" + b.Topic(lang, s).Title + ")"
	}
	return names
}
