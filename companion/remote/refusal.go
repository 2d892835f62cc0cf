package remote

import (
	"bytes"
	"crypto/sha256"
	"encoding/base64"
	"html/template"
	"net/http"
	"strings"
	"sync"
)

// The page a browser gets when it is refused before any page (issue 28):
// without the table's link, with a link of an earlier run, or under an
// address that is not the table's. It says, in the asker's language and
// at a phone's width, what is wrong and what to do; the status stays 401
// or 403 and nothing is changed. It can load nothing of the site (that
// needs the link), so its style is inline and allowed by its hash alone.

// The refusals a page explains.
const (
	refusedNoToken  = "no_token"  // no link at all
	refusedOldToken = "old_token" // a key, but not this run's
	refusedHost     = "host"      // another address (DNS rebinding, a typed name)
)

// refusalStyle is the refusal page's whole style.
const refusalStyle = `*{box-sizing:border-box}` +
	`body{margin:0;background:#15171c;color:#eef0f4;font:17px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,"Noto Sans",sans-serif;overflow-wrap:anywhere}` +
	`.refused{max-width:34rem;margin:0 auto;padding:20px 18px 32px}` +
	`.brand{display:flex;align-items:center;gap:8px;margin:0 0 20px;font-weight:800;color:#a9b0bd}` +
	`h1{font-size:1.45rem;line-height:1.25;margin:0 0 10px}` +
	`h2{font-size:1rem;margin:22px 0 8px;color:#f0b429;text-transform:uppercase;letter-spacing:.06em}` +
	`.why{margin:0;color:#d3d7de}` +
	`.todo{margin:0;padding:0;list-style:none;counter-reset:s}` +
	`.todo li{counter-increment:s;position:relative;margin:0 0 10px;padding:12px 14px 12px 50px;background:#1f232b;border:1px solid #363c48;border-radius:14px}` +
	`.todo li::before{content:counter(s);position:absolute;left:12px;top:10px;width:28px;height:28px;border-radius:50%;background:#f0b429;color:#1b1400;font-weight:800;text-align:center;line-height:28px}` +
	`.unchanged{margin:18px 0 0;color:#a9b0bd;font-size:.95rem}` +
	`@media (min-width:900px){body{font-size:20px}.refused{padding-top:60px}}`

// refusalCSP is the CSP of the refusal page: the page's own, with the
// inline style allowed by its hash in place of the site's style sheet.
// Worked out when first served (start-up).
var refusalCSP = sync.OnceValue(func() string {
	return strings.Replace(csp, "style-src 'self'", "style-src 'sha256-"+hashOf(refusalStyle)+"'", 1)
})

// refusalIcon is the site's icon as a data: address (img-src allows data:).
var refusalIcon = sync.OnceValue(func() template.URL {
	return template.URL("data:image/svg+xml;base64," + base64.StdEncoding.EncodeToString(iconSVG()))
})

func hashOf(s string) string {
	sum := sha256.Sum256([]byte(s))
	return base64.StdEncoding.EncodeToString(sum[:])
}

func iconSVG() []byte {
	b, _ := assets.ReadFile("assets/icon.svg") // embedded: there in every build
	return b
}

// refusalView is the refusal page's template data.
type refusalView struct {
	Lang, Title, Head, Why, Todo, Unchanged string
	Steps                                   []string
	Style                                   template.CSS
	Icon                                    template.URL
}

// wantsPage: the request is a browser's for a page (not the API, not a
// POST): it gets the refusal page rather than a line of text.
func wantsPage(r *http.Request) bool {
	return (r.Method == http.MethodGet || r.Method == http.MethodHead) && !strings.HasPrefix(r.URL.Path, "/api/")
}

// refusePage refuses a page's request with status (401 or 403) and the
// page that says why (kind) and what to do. Nothing was changed.
func (s *Server) refusePage(w http.ResponseWriter, r *http.Request, status int, kind string) {
	p := Printer(r)
	v := refusalView{Lang: p.Lang, Title: p.T("table.page.title"), Head: p.T("table.refusal." + kind),
		Why: p.T("table.refusal." + kind + "_why"), Todo: p.T("table.refusal.todo"),
		Unchanged: p.T("table.refusal.unchanged"), Style: template.CSS(refusalStyle), Icon: refusalIcon()}
	if kind == refusedHost {
		v.Steps = append(v.Steps, p.T("table.refusal.exact"))
	}
	v.Steps = append(v.Steps, p.T("table.refusal.scan"), p.T("table.refusal.ask"))
	var b bytes.Buffer
	if err := pageTemplates().ExecuteTemplate(&b, "refused", v); err != nil {
		http.Error(w, http.StatusText(status), status)
		return
	}
	h := w.Header()
	h.Set("Content-Security-Policy", refusalCSP())
	h.Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(b.Bytes())
}
