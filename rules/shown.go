package rules

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
