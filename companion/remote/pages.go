package remote

import (
	"bytes"
	"embed"
	"html/template"
	"io/fs"
	"net/http"
	"net/url"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// assets are the page's files, embedded in the binary: nothing is served
// from disk.
//
//go:embed assets
var assets embed.FS

// pageTemplates are the pages' templates (assets/*.html), parsed once, when
// a page is first served: every other command of the binary starts without
// parsing them (start-up, issue 27).
var pageTemplates = sync.OnceValue(func() *template.Template {
	return template.Must(template.ParseFS(assets, "assets/*.html"))
})

// staticTypes are the files under assets/ served as they are.
var staticTypes = map[string]string{
	"page.css": "text/css; charset=utf-8",
	"page.js":  "text/javascript; charset=utf-8",
	"icon.svg": "image/svg+xml",
}

// routePages registers the pages:
//
//	GET /                  the table's page: the game, the open question, the rules
//	GET /board             the TV's read-only board, in large type
//	GET /live              the part of the page that follows the game, as
//	                       HTML (?board=1: the TV's), fetched by the page's
//	                       script on every event and when a phone wakes
//	GET /log               the whole log in words, the newest first
//	GET /rules             the rules browser: ?game=stephens|sintra|omg&q=WORDS
//	GET /rules/{game}/{slug}  one rule topic (?part=1: the topic alone, for "?")
//	GET /lang/{lang}       keeps the language in the cookie "lang", back to ?to=
//	GET /assets/{file}     the page's style, script and icon
//
// The API routes are registered by the server (server.go).
func (s *Server) routePages(mux *http.ServeMux) {
	mux.HandleFunc("GET /{$}", s.servePage)
	mux.HandleFunc("GET /board", s.servePage)
	mux.HandleFunc("GET /live", s.serveLive)
	mux.HandleFunc("GET /log", s.serveLogPage)
	mux.HandleFunc("GET /rules", s.serveRules)
	mux.HandleFunc("GET /rules/{game}/{slug}", s.serveTopic)
	mux.HandleFunc("GET /lang/{lang}", serveLang)
	mux.HandleFunc("GET /assets/{file}", serveAsset)
}

// pageView is the template data of every page.
type pageView struct {
	PageData
	p       *locales.Printer
	Path    string // the page's own path, for the language links
	Langs   []langLink
	Live    *liveView
	Problem string // the game cannot be read, in words
	Rules   *rulesView
	FullLog []logLine // /log: every entry, the newest first
	// GameList are the games whose rules the page searches, the one
	// shown current.
	GameList []gameLink
}

// T says a message in the asker's language: {{.T "table.page.board"}}.
func (v *pageView) T(id string, kv ...any) string { return v.p.T(id, kv...) }

// N says a message with a count: {{.N "table.page.log_more" .Live.LogMore}}.
func (v *pageView) N(id string, n int, kv ...any) string { return v.p.N(id, n, kv...) }

// langLink switches the page's language.
type langLink struct {
	Lang, Name, Href string
	Current          bool
}

func (s *Server) view(r *http.Request, path string) *pageView {
	d := s.PageData(r)
	v := &pageView{PageData: d, p: locales.New(d.Lang), Path: path}
	for _, l := range locales.Supported {
		v.Langs = append(v.Langs, langLink{Lang: l, Name: locales.New(l).T("table.page.lang_name"),
			Href: "/lang/" + l + "?" + url.Values{"to": {path}}.Encode(), Current: l == d.Lang})
	}
	v.GameList = gameLinks(v.p, rules.Stephens)
	return v
}

// withLive reads the game and puts it in words; a game that cannot be
// read says so on the page (never with its path).
func (s *Server) withLive(v *pageView) {
	f, st, err := s.readGame()
	if err == nil {
		_, _, asked := s.table.Question()
		v.Live, err = buildLive(v.p, f, st, v.Board, asked)
	}
	if err != nil {
		v.Problem = v.p.T("table.page.cannot_read")
	}
}

// readGame reads the game file as it is now.
func (s *Server) readGame() (*game.File, *game.State, error) {
	buf, err := s.game.Read()
	if err != nil {
		return nil, nil, err
	}
	return game.ParseFileState(buf)
}

func (s *Server) servePage(w http.ResponseWriter, r *http.Request) {
	v := s.view(r, r.URL.Path)
	s.withLive(v)
	renderPage(w, "page", v)
}

func (s *Server) serveLive(w http.ResponseWriter, r *http.Request) {
	v := s.view(r, "/")
	v.Board = r.URL.Query().Get("board") == "1"
	s.withLive(v)
	renderPage(w, "live", v)
}

// serveLogPage: the whole log (the page shows the last entries only).
func (s *Server) serveLogPage(w http.ResponseWriter, r *http.Request) {
	v := s.view(r, "/log")
	f, _, err := s.readGame()
	var lines []logLine
	if err == nil {
		lines, _, err = describeAll(v.p, f)
	}
	if err != nil {
		v.Problem = v.p.T("table.page.cannot_read")
	}
	for i := len(lines) - 1; i >= 0; i-- {
		v.FullLog = append(v.FullLog, lines[i])
	}
	renderPage(w, "log", v)
}

// renderPage executes a template into a buffer first, so a failure sends a
// plain 500 and never half a page.
func renderPage(w http.ResponseWriter, name string, v any) {
	var b bytes.Buffer
	if err := pageTemplates().ExecuteTemplate(&b, name, v); err != nil {
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	_, _ = w.Write(b.Bytes())
}

// serveLang keeps the chosen language in the cookie "lang" and goes back
// to the page it was chosen on (a path of this site only).
func serveLang(w http.ResponseWriter, r *http.Request) {
	lang, ok := locales.Match(r.PathValue("lang"))
	if !ok {
		http.NotFound(w, r)
		return
	}
	http.SetCookie(w, &http.Cookie{Name: langCookie, Value: lang, Path: "/", MaxAge: 365 * 24 * 3600,
		SameSite: http.SameSiteStrictMode})
	to := r.URL.Query().Get("to")
	if !strings.HasPrefix(to, "/") || strings.HasPrefix(to, "//") || strings.HasPrefix(to, "/\\") {
		to = "/"
	}
	http.Redirect(w, r, to, http.StatusSeeOther)
}

func serveAsset(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	ctype, ok := staticTypes[name]
	if !ok {
		http.NotFound(w, r)
		return
	}
	b, err := fs.ReadFile(assets, "assets/"+name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	w.Header().Set("Content-Type", ctype)
	_, _ = w.Write(b)
}
