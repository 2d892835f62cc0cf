package remote

import (
	"io"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/locales"
)

// The page's handlers without a browser: what they send, in which
// language, and how much.

// pgServer is a server for a game of testdata, its Host accepted.
func pgServer(t *testing.T, name string) (*Server, string) {
	t.Helper()
	dir := t.TempDir()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Game: fileGame(path)})
	if err != nil {
		t.Fatal(err)
	}
	s.accept("127.0.0.1:8080")
	return s, path
}

// pgGet asks s for path with the run's cookie; h are header pairs.
func pgGet(t *testing.T, s *Server, path string, h ...string) *http.Response {
	t.Helper()
	r := httptest.NewRequest("GET", path, nil)
	r.Host = "127.0.0.1:8080"
	r.AddCookie(&http.Cookie{Name: cookieName, Value: s.Token()})
	for i := 0; i+1 < len(h); i += 2 {
		if h[i] == "Cookie" {
			r.Header.Add("Cookie", h[i+1])
			continue
		}
		r.Header.Set(h[i], h[i+1])
	}
	w := httptest.NewRecorder()
	s.Handler().ServeHTTP(w, r)
	return w.Result()
}

func pgBody(t *testing.T, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

var pgFixtures = []string{"two-start.yaml", "four-mid.yaml", "solo-mid.yaml", "two-over.yaml"}

// Issue 28 item 7: the whole page (HTML, style, script, icon) weighs at
// most 150 KB, with the biggest games of the fixtures, in every language.
func TestPageWeighsAtMost150KB(t *testing.T) {
	for _, name := range pgFixtures {
		s, _ := pgServer(t, name)
		for _, lang := range locales.Supported {
			total := 0
			for _, path := range []string{"/", "/assets/page.css", "/assets/page.js", "/assets/icon.svg"} {
				r := pgGet(t, s, path, "Cookie", "lang="+lang)
				if r.StatusCode != 200 {
					t.Fatalf("%s %s: %d", name, path, r.StatusCode)
				}
				total += len(pgBody(t, r))
			}
			if total > 150*1000 {
				t.Errorf("%s in %s: the page weighs %d bytes, over 150 KB", name, lang, total)
			}
			if lang == "en" {
				t.Logf("%s: %d bytes in all", name, total)
			}
		}
	}
}

// Every message the page names exists in every language (a missing one
// would show as [its.id]), and the game's path is never in the page.
func TestPageSaysEverythingInEveryLanguage(t *testing.T) {
	missing := regexp.MustCompile(`\[[a-z_]+(\.[a-z0-9_@-]+)+\]`)
	for _, name := range pgFixtures {
		s, path := pgServer(t, name)
		for _, lang := range locales.Supported {
			for _, page := range []string{"/", "/board", "/live", "/log", "/rules", "/rules?game=sintra&q=glass", "/rules/omg/production-chain", "/rules/stephens/reset-phase"} {
				r := pgGet(t, s, page, "Cookie", "lang="+lang)
				body := pgBody(t, r)
				if r.StatusCode != 200 {
					t.Errorf("%s %s in %s: %d", name, page, lang, r.StatusCode)
					continue
				}
				if m := missing.FindString(body); m != "" {
					t.Errorf("%s %s in %s shows the message id %s", name, page, lang, m)
				}
				if strings.Contains(body, path) || strings.Contains(body, filepath.Dir(path)) {
					t.Errorf("%s %s names the game file's path", name, page)
				}
				if page == "/" && !strings.Contains(body, `<html lang="`+lang+`"`) {
					t.Errorf("%s in %s: the page is not marked as %s", name, lang, lang)
				}
			}
		}
	}
}

// The CSP allows no inline script or style: the templates have none, and
// no event handler attribute either.
func TestPageHasNoInlineScriptOrStyle(t *testing.T) {
	b, err := assets.ReadFile("assets/page.html")
	if err != nil {
		t.Fatal(err)
	}
	html := string(b)
	for _, tag := range regexp.MustCompile(`(?i)<script[^>]*>`).FindAllString(html, -1) {
		if !strings.Contains(tag, ` src="/assets/`) {
			t.Errorf("page.html has a script that is not an asset: %s", tag)
		}
	}
	for _, bad := range []*regexp.Regexp{
		regexp.MustCompile(`(?i)<script(?:\s[^>]*)?>\s*[^<\s]`), // a script with a body
		regexp.MustCompile(`(?i)<style`),
		regexp.MustCompile(`(?i)\sstyle=`),
		regexp.MustCompile(`(?i)\son[a-z]+=`),
		regexp.MustCompile(`(?i)(?:src|href)="(?:https?:)?//`), // an outside resource
	} {
		if m := bad.FindString(html); m != "" {
			t.Errorf("page.html has %q", m)
		}
	}
	css, _ := assets.ReadFile("assets/page.css")
	if regexp.MustCompile(`(?i)url\(|@import`).Match(css) {
		t.Error("page.css loads something")
	}
}

// Every text the script shows comes from the page (data-* of #question),
// so from the locales: each one it reads is there.
func TestPageScriptWordsAreInThePage(t *testing.T) {
	js, _ := assets.ReadFile("assets/page.js")
	html, _ := assets.ReadFile("assets/page.html")
	used := map[string]bool{}
	for _, m := range regexp.MustCompile(`words(?:\.([a-z]+)|\["([a-z]+)"\])`).FindAllStringSubmatch(string(js), -1) {
		used[m[1]+m[2]] = true
	}
	if len(used) < 10 {
		t.Fatalf("found only %v in page.js", used)
	}
	for w := range used {
		if !strings.Contains(string(html), ` data-`+w+`="{{.T "table.page.`) {
			t.Errorf("page.js says words.%s, which #question does not carry", w)
		}
	}
}

// The language: the cookie first, then Accept-Language, then English;
// /lang/{lang} keeps it and goes back to a page of this site only.
func TestPageLanguage(t *testing.T) {
	s, _ := pgServer(t, "two-start.yaml")
	cases := []struct {
		h    []string
		want string
	}{
		{nil, "en"},
		{[]string{"Accept-Language", "pt-PT,pt;q=0.9,en;q=0.5"}, "pt"},
		{[]string{"Accept-Language", "de-AT"}, "de"},
		{[]string{"Accept-Language", "fr"}, "en"},
		{[]string{"Accept-Language", "pt", "Cookie", "lang=de"}, "de"},
		{[]string{"Cookie", "lang=xx"}, "en"},
	}
	for _, c := range cases {
		body := pgBody(t, pgGet(t, s, "/", c.h...))
		if !strings.Contains(body, `<html lang="`+c.want+`"`) {
			t.Errorf("%v: the page is not in %s", c.h, c.want)
		}
	}
	r := pgGet(t, s, "/lang/pt?to=%2Fboard")
	if r.StatusCode != http.StatusSeeOther || r.Header.Get("Location") != "/board" {
		t.Errorf("/lang/pt: %d to %q", r.StatusCode, r.Header.Get("Location"))
	}
	var kept *http.Cookie
	for _, c := range r.Cookies() {
		if c.Name == langCookie {
			kept = c
		}
	}
	if kept == nil || kept.Value != "pt" || kept.Path != "/" || kept.SameSite != http.SameSiteStrictMode || kept.MaxAge <= 0 {
		t.Errorf("the language cookie: %+v", kept)
	}
	for _, to := range []string{"//evil.example/", "https://evil.example/", "/\\evil.example", ""} {
		r := pgGet(t, s, "/lang/de?to="+url.QueryEscape(to))
		if loc := r.Header.Get("Location"); loc != "/" {
			t.Errorf("/lang/de?to=%s went to %q, want /", to, loc)
		}
	}
	if r := pgGet(t, s, "/lang/fr"); r.StatusCode != http.StatusNotFound {
		t.Errorf("/lang/fr: %d", r.StatusCode)
	}
}

// The rules browser: search and topics of the three games, in the asker's
// language; an unknown topic or game is 404.
func TestPageRules(t *testing.T) {
	s, _ := pgServer(t, "two-start.yaml")
	body := pgBody(t, pgGet(t, s, "/rules?game=stephens&q=Ruhephase", "Cookie", "lang=de"))
	if !strings.Contains(body, `href="/rules/stephens/reset-phase"`) {
		t.Errorf("searching Ruhephase does not find reset-phase:\n%s", body)
	}
	body = pgBody(t, pgGet(t, s, "/rules/stephens/reset-trigger", "Cookie", "lang=pt"))
	for _, want := range []string{"Desencadear uma fase de renovação", "p. 15", `href="/rules/stephens/reset-phase"`} {
		if !strings.Contains(body, want) {
			t.Errorf("the topic in Portuguese lacks %q", want)
		}
	}
	part := pgBody(t, pgGet(t, s, "/rules/stephens/reset-phase?part=1"))
	if strings.Contains(part, "<html") || !strings.Contains(part, `<article class="card topic">`) {
		t.Errorf("?part=1 is not the topic alone:\n%s", part)
	}
	for _, path := range []string{"/rules/stephens/no-such-topic", "/rules/chess/reset-phase"} {
		if r := pgGet(t, s, path); r.StatusCode != http.StatusNotFound {
			t.Errorf("%s: %d, want 404", path, r.StatusCode)
		}
	}
	body = pgBody(t, pgGet(t, s, "/rules?game=omg"))
	if strings.Count(body, `href="/rules/omg/`) < 5 {
		t.Error("the Oh My Goods! topics are not listed")
	}
	if r := pgGet(t, s, "/assets/page.html"); r.StatusCode != http.StatusNotFound {
		t.Errorf("the templates are served: %d", r.StatusCode)
	}
}

// The board's words come from the terminal's code: the log as stephens log
// says it, the next step, the Automa's last card and the score's why-lines.
func TestPageLiveView(t *testing.T) {
	read := func(name string) (*game.File, *game.State) {
		b, err := os.ReadFile(filepath.Join("testdata", name))
		if err != nil {
			t.Fatal(err)
		}
		f, s, err := game.ParseFileState(b)
		if err != nil {
			t.Fatal(err)
		}
		return f, s
	}
	en := locales.New("en")
	f, s := read("two-start.yaml")
	v, err := buildLive(en, f, s, false, false)
	if err != nil {
		t.Fatal(err)
	}
	// furnaces 4, 4, 3, 4: the two emptiest hold 7 (rules-facts §5.1)
	if !strings.Contains(v.ResetIn, "at least 7 more times") || v.Next != "next: Bo" || v.NextSeat != 1 {
		t.Errorf("reset %q, next %q (%d)", v.ResetIn, v.Next, v.NextSeat)
	}
	if len(v.Log) != len(f.Events) || v.Log[0].Text != "Ana took glass from the lower-left furnace (white, contracts)" {
		t.Errorf("log %+v", v.Log)
	}
	if v.Players[0].StartDisk == "" || !v.Players[0].StartBoard || v.Players[1].StartBoard || v.Automa != nil || v.Score != nil {
		t.Errorf("players %+v", v.Players)
	}

	f, s = read("solo-mid.yaml")
	v, err = buildLive(locales.New("de"), f, s, true, false)
	if err != nil {
		t.Fatal(err)
	}
	if v.Automa == nil || v.Automa.LastCard != "#11" || !strings.Contains(v.Automa.LastDid, "Spielzug 11 (aufgedeckte Karte)") || len(v.Automa.Lines) != 2 {
		t.Errorf("the Automa: %+v", v.Automa)
	}
	if len(v.Log) != logShownBoard || v.LogMore != len(f.Events)-logShownBoard {
		t.Errorf("the TV shows %d log lines and %d more", len(v.Log), v.LogMore)
	}
	if v.Players[0].StartBoard {
		t.Error("a solo player is marked as the starting player")
	}

	f, s = read("two-over.yaml")
	v, err = buildLive(locales.New("pt"), f, s, false, false)
	if err != nil {
		t.Fatal(err)
	}
	if v.Score == nil || len(v.Score.Why) != 2 || len(v.Score.Why[0].Lines) < 5 || !v.Over || v.ResetIn != "" {
		t.Fatalf("the end: %+v", v.Score)
	}
	if v.Score.Verdict[0] != "Vence Ana com 129 PV." || !strings.HasPrefix(v.Next, "o jogo terminou") {
		t.Errorf("verdict %q, next %q", v.Score.Verdict, v.Next)
	}
	subs := 0
	for _, r := range v.Score.Rows {
		if r.Sub {
			subs++
		}
		if strings.HasPrefix(r.Label, " ") {
			t.Errorf("label %q keeps its indent", r.Label)
		}
	}
	if subs != 7 {
		t.Errorf("%d sub-lines in the sheet, want the 3 master rows and the 4 abilities", subs)
	}
	for _, p := range v.Players {
		if p.TurnsLeft != "" {
			t.Errorf("%s has turns left after the end: %q", p.Name, p.TurnsLeft)
		}
	}
}

// The page shows the last entries of the log and links to all of them
// (a phone cannot run stephens log); /log has every entry, the newest
// first, in the asker's language, and weighs within the page's budget
// even for a whole game; the TV's board has no link.
func TestPageWholeLog(t *testing.T) {
	s, _ := pgServer(t, "two-over.yaml")
	page := pgBody(t, pgGet(t, s, "/", "Accept-Language", "pt"))
	if !strings.Contains(page, `<a class="more" href="/log">Ver o registo todo</a>`) {
		t.Error("the page has no link to the whole log")
	}
	if board := pgBody(t, pgGet(t, s, "/board")); strings.Contains(board, `href="/log"`) {
		t.Error("the TV's board links to the log")
	}
	r := pgGet(t, s, "/log", "Accept-Language", "de")
	body := pgBody(t, r)
	n := regexp.MustCompile(`<li><span class="n">(\d+)</span>`).FindAllStringSubmatch(body, -1)
	if r.StatusCode != 200 || len(n) != 208 || n[0][1] != "208" || n[207][1] != "1" {
		t.Fatalf("/log: %d with %d entries", r.StatusCode, len(n))
	}
	if !strings.Contains(body, "Was bisher geschah") || len(body)+15000+12000 > 150*1000 { // with the style and the script
		t.Errorf("/log in German, %d bytes", len(body))
	}
	// A short game: no link, nothing left out.
	s, _ = pgServer(t, "two-start.yaml")
	if page := pgBody(t, pgGet(t, s, "/")); strings.Contains(page, `href="/log"`) {
		t.Error("a link to the whole log when the page shows all of it")
	}
}

// Issue 28 (C): while the page has the open question, what comes next
// names the step without sending the phone to a terminal command; a page
// with nothing to ask still says which command does it.
func TestNextLineSendsNoPhoneToTheTerminal(t *testing.T) {
	b, err := os.ReadFile(filepath.Join("testdata", "two-start.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	for _, lang := range locales.Supported {
		p := locales.New(lang)
		for _, phase := range []string{"reset", "scoring"} {
			f, s, err := game.ParseFileState(b)
			if err != nil {
				t.Fatal(err)
			}
			if phase == "reset" {
				s.Reset = &game.ResetState{Steps: []game.StepID{game.StepArmy, game.StepRefill}, Step: 1}
			} else {
				s.Phase = game.PhaseScoring
			}
			asked, err := buildLive(p, f, s, false, true)
			if err != nil {
				t.Fatal(err)
			}
			idle, _ := buildLive(p, f, s, false, false)
			if strings.Contains(asked.Next, "stephens") || !strings.Contains(idle.Next, "stephens") {
				t.Errorf("%s %s: asked on the page %q; nothing asked %q", lang, phase, asked.Next, idle.Next)
			}
		}
	}
}
