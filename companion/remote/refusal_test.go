package remote

import (
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"regexp"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

// Issue 28: a browser without the table's link gets a page that says, in
// its language, what is wrong and what to do: 401 without a key or with
// an old one, 403 under a foreign address; the API keeps its JSON; the
// page loads nothing, its inline style is allowed by its hash alone, and
// nothing changes.
func TestRefusalPage(t *testing.T) {
	sv := serve(t, nil)
	missing := regexp.MustCompile(`\[[a-z_]+(\.[a-z0-9_@-]+)+\]`)
	style := regexp.MustCompile(`(?s)<style>(.*)</style>`)
	for _, c := range []struct {
		name, path string
		h          []string
		status     int
		lang       string
		has        []string
	}{
		{"no key", "/", []string{"Accept-Language", "en-GB,en;q=0.9"}, 401, "en",
			[]string{"This page needs the table&#39;s link", "Scan the QR code", "ask the person running stephens table", "Nothing in the game was changed."}},
		{"no key, German", "/board", []string{"Accept-Language", "de-DE,de;q=0.9"}, 401, "de",
			[]string{"Diese Seite braucht den Link des Tisches", "Scanne den QR-Code", "An der Partie wurde nichts geändert."}},
		{"the language cookie wins", "/rules", []string{"Accept-Language", "de", "Cookie", "lang=pt"}, 401, "pt",
			[]string{"Esta página precisa da ligação da mesa", "Lê outra vez o código QR"}},
		{"a wrong key", "/?t=00000000000000000000000000000000", []string{"Accept-Language", "pt-PT"}, 401, "pt",
			[]string{"Esta ligação já não abre a partida", "arranque anterior"}},
		{"an earlier run's cookie", "/", []string{"Cookie", cookieName + "=0123456789abcdef0123456789abcdef"}, 401, "en",
			[]string{"This link no longer opens the game", "from an earlier start"}},
		{"a foreign Host", "/?t=" + sv.s.Token(), []string{"Host", "evil.example", "Accept-Language", "de"}, 403, "de",
			[]string{"Das ist nicht die Adresse des Tisches", "genau so, wie er angezeigt wurde", "Scanne den QR-Code"}},
	} {
		resp := sv.req(t, "GET", c.path, "", c.h...)
		body := readAll(t, resp)
		if resp.StatusCode != c.status || !strings.HasPrefix(resp.Header.Get("Content-Type"), "text/html") {
			t.Errorf("%s: %d %s, want %d and a page", c.name, resp.StatusCode, resp.Header.Get("Content-Type"), c.status)
			continue
		}
		if !strings.Contains(body, `<html lang="`+c.lang+`"`) {
			t.Errorf("%s: the page is not marked %s", c.name, c.lang)
		}
		for _, want := range c.has {
			if !strings.Contains(body, want) {
				t.Errorf("%s: the page does not say %q:\n%s", c.name, want, body)
			}
		}
		if m := missing.FindString(body); m != "" {
			t.Errorf("%s: the page shows the message id %s", c.name, m)
		}
		if strings.Contains(body, sv.s.Token()) || len(resp.Cookies()) != 0 {
			t.Errorf("%s: the refusal gives the key away: %v", c.name, resp.Cookies())
		}
		if strings.Contains(body, sv.dir) || strings.Contains(body, "http:") || strings.Contains(body, "https:") || strings.Contains(body, "<script") {
			t.Errorf("%s: a path, an outside address or a script in the page:\n%s", c.name, body)
		}
		// The CSP allows exactly this page's style, by its hash, and
		// nothing outside.
		m := style.FindStringSubmatch(body)
		if m == nil {
			t.Fatalf("%s: no style", c.name)
		}
		sum := sha256.Sum256([]byte(m[1]))
		p := resp.Header.Get("Content-Security-Policy")
		if !strings.Contains(p, "style-src 'sha256-"+base64.StdEncoding.EncodeToString(sum[:])+"'") ||
			!strings.Contains(p, "default-src 'none'") || !strings.Contains(p, "script-src 'self'") ||
			strings.Contains(p, "unsafe") || strings.Contains(p, "http") || strings.Contains(p, "*") {
			t.Errorf("%s: CSP %q does not allow the style by its hash alone", c.name, p)
		}
		if resp.Header.Get("Referrer-Policy") != "no-referrer" {
			t.Errorf("%s: no Referrer-Policy", c.name)
		}
		if len(body) > 8000 {
			t.Errorf("%s: the refusal weighs %d bytes", c.name, len(body))
		}
	}
	// The API answers JSON still, and a POST a line of JSON too.
	for _, c := range []struct {
		method, path string
		h            []string
		status       int
	}{
		{"GET", "/api/state", nil, 401},
		{"GET", "/api/state?t=0000", nil, 401},
		{"GET", "/api/state", []string{"Host", "evil.example"}, 403},
		{"POST", "/api/answer", nil, 401},
	} {
		resp := sv.req(t, c.method, c.path, `{"id":"x","value":"y"}`, c.h...)
		if resp.StatusCode != c.status || !strings.HasPrefix(resp.Header.Get("Content-Type"), "application/json") {
			t.Errorf("%s %s %v: %d %s, want %d and JSON", c.method, c.path, c.h, resp.StatusCode, resp.Header.Get("Content-Type"), c.status)
		}
	}
	sv.unchanged(t)
}

// Every language has every word of the refusal page.
func TestRefusalPageInEveryLanguage(t *testing.T) {
	for _, kind := range []string{refusedNoToken, refusedOldToken, refusedHost} {
		for _, lang := range locales.Supported {
			r, _ := http.NewRequest("GET", "/", nil)
			r.Header.Set("Accept-Language", lang)
			w := httptest.NewRecorder()
			(&Server{}).refusePage(w, r, http.StatusUnauthorized, kind)
			if m := regexp.MustCompile(`\[table\.[a-z_.]+\]`).FindString(w.Body.String()); m != "" || w.Code != 401 {
				t.Errorf("%s in %s: %d, %s", kind, lang, w.Code, m)
			}
		}
	}
}
