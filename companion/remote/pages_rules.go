package remote

import (
	"net/http"
	"net/url"
	"strings"

	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// The rules browser: the topics of Stephens, Sintra and Oh My Goods! in
// the asker's language, searched with the rules package's search (the
// same as `stephens rules search`), each topic laid out as the terminal
// lays it out: title, body, pages, edition notes, related topics.

// rulesView is the rules browser's part of a page.
type rulesView struct {
	Game     string
	Games    []gameLink
	Query    string
	Results  []topicLink // the search's hits, or every topic without a query
	Searched bool
	Topic    *topicView
}

type gameLink struct {
	ID, Name, Href string
	Current        bool
}

type topicLink struct {
	Title, Href string
}

// topicView is one topic, its body in blocks (rules.Blocks).
type topicView struct {
	Title   string
	Blocks  []rules.Block
	Pages   string
	Notes   []string
	Related []topicLink
}

// gameName names a game in the asker's language.
func gameName(p *locales.Printer, g rules.Game) string {
	if g == rules.Stephens {
		return p.T("table.page.game_stephens")
	}
	return p.T("gamerules." + string(g) + ".name")
}

// topicsOf is the game a request names (?game= or the path), Stephens
// when it names none of ours.
func topicsOf(name string) (rules.Game, *rules.Base) {
	for _, g := range rules.Games {
		if string(g) == name {
			if b, err := rules.Of(g); err == nil {
				return g, b
			}
		}
	}
	b, _ := rules.Of(rules.Stephens)
	return rules.Stephens, b
}

// gameLinks lists the games with rules, current the one shown.
func gameLinks(p *locales.Printer, current rules.Game) []gameLink {
	var out []gameLink
	for _, x := range rules.Games {
		out = append(out, gameLink{ID: string(x), Name: gameName(p, x),
			Href: "/rules?" + url.Values{"game": {string(x)}}.Encode(), Current: x == current})
	}
	return out
}

func (s *Server) rulesView(v *pageView, g rules.Game) *rulesView {
	v.GameList = gameLinks(v.p, g)
	return &rulesView{Game: string(g), Games: v.GameList}
}

func topicHref(g rules.Game, slug string) string {
	return "/rules/" + url.PathEscape(string(g)) + "/" + url.PathEscape(slug)
}

func (s *Server) serveRules(w http.ResponseWriter, r *http.Request) {
	g, base := topicsOf(r.URL.Query().Get("game"))
	v := s.view(r, "/rules?"+url.Values{"game": {string(g)}}.Encode())
	rv := s.rulesView(v, g)
	rv.Query = strings.TrimSpace(r.URL.Query().Get("q"))
	if len(rv.Query) > 200 {
		rv.Query = rv.Query[:200]
	}
	if rv.Query != "" {
		rv.Searched = true
		for _, hit := range base.Search(v.Lang, rv.Query) {
			rv.Results = append(rv.Results, topicLink{Title: hit.Title, Href: topicHref(g, hit.Slug)})
		}
	} else {
		for _, t := range base.Topics(v.Lang) {
			rv.Results = append(rv.Results, topicLink{Title: t.Title, Href: topicHref(g, t.Slug)})
		}
	}
	v.Rules = rv
	renderPage(w, "rules", v)
}

func (s *Server) serveTopic(w http.ResponseWriter, r *http.Request) {
	g, base := topicsOf(r.PathValue("game"))
	if string(g) != r.PathValue("game") {
		http.NotFound(w, r)
		return
	}
	v := s.view(r, topicHref(g, r.PathValue("slug")))
	t := base.Topic(v.Lang, r.PathValue("slug"))
	if t == nil {
		http.NotFound(w, r)
		return
	}
	rv := s.rulesView(v, g)
	tv := &topicView{Title: t.Title, Blocks: rules.Blocks(t.Body), Pages: rules.PageRefs(t.Pages, v.Lang, v.p)}
	for _, n := range t.EditionNotes {
		tv.Notes = append(tv.Notes, strings.TrimSpace(n.Text))
	}
	for _, slug := range t.Related {
		if rt := base.Topic(v.Lang, slug); rt != nil {
			tv.Related = append(tv.Related, topicLink{Title: rt.Title, Href: topicHref(g, slug)})
		}
	}
	rv.Topic = tv
	v.Rules = rv
	if r.URL.Query().Get("part") == "1" {
		renderPage(w, "topic", v)
		return
	}
	renderPage(w, "rules", v)
}
