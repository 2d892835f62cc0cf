package remote

import (
	"context"
	"crypto/rand"
	"crypto/subtle"
	"encoding/hex"
	"errors"
	"io"
	"net"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/pileup-companion/stephens/rules"
)

// Server serves one game to the browsers at the table: the page, the TV's
// board and the API (api.go), on one address, for one run.
//
// Security (issue 28 item 6). Each run has a random token of 128 bits.
// The address printed (URL) carries it as ?t=TOKEN; a request with the
// right token gets it back as an HttpOnly, SameSite=Strict cookie and is
// sent (303) to the same address without it, so the token stays out of the
// history and bookmarks. Every request but that exchange needs the cookie
// or an "Authorization: Bearer TOKEN" header (401 without); a POST also
// needs the token in the X-Stephens-Token header (403 without), which a
// page of another site cannot send. The Host header must name one of the
// listening addresses or localhost (403 otherwise: DNS rebinding). Bodies
// are limited to 64 KiB (413); answers are rate-limited (429). A refused
// request changes nothing. Every response says Referrer-Policy: no-referrer
// and a Content-Security-Policy with no outside origin, no inline script
// and no inline style. No response names a path of the machine.
//
// What the page gets from the server (the contract with pages.go and
// assets/):
//
//   - PageData(r) is the template data of a page: Token (put it in
//     <meta name="stephens-token" content="{{.Token}}">; the page's script
//     reads it from there and sends it in the X-Stephens-Token header of
//     every POST), Lang (the asker's language, en, de or pt, for
//     <html lang>) and Board (true for /board, the read-only board).
//   - A page is only served to a request with the cookie (the middleware
//     checks it before routePages' handlers run), so the token in it is
//     never shown to a stranger.
//   - The asker's language is the cookie "lang" (en, de or pt; the page
//     sets it when the table switches language, e.g. document.cookie =
//     "lang=de; path=/; SameSite=Strict"), else the browser's
//     Accept-Language, else English. Lang(r) and Printer(r) give it.
//   - The page's script and style must be files under assets/ (the CSP
//     allows 'self' only): routePages serves them.
//   - The API answers JSON with the keys of --json (see README, "The table
//     view's API"); events come on GET /api/events as server-sent events.
type Server struct {
	token string
	game  Game // the game file: read, watched, never named
	hub   *hub
	table *Front // the open question and its answers

	hosts   map[string]bool // the Host headers accepted
	answers *bucket         // answers, rate-limited
	mux     *http.ServeMux
	lan     func() string

	poll time.Duration

	mu   sync.Mutex
	addr string // the address served ("192.168.1.20:43117")
}

// Game is the served game file, as the command reaches it: the server
// never opens a file itself and never knows its path.
type Game interface {
	// Read returns the file's bytes as they are now.
	Read() ([]byte, error)
	// Stamp is a cheap look (no read): it differs whenever the file may
	// have changed (its size, time or identity); an error when it cannot
	// be looked at (missing).
	Stamp() (string, error)
}

// Options says what to serve and where.
type Options struct {
	// Game is the game file.
	Game Game
	// Poll is how often the game file is looked at for a change another
	// process made (0: every 25 ms, a Stamp each time).
	Poll time.Duration
	// Front, when set, is the front end the game's session asks through
	// (the page's questions); nil: the page shows the game and the rules
	// and answers nothing (409 to every answer).
	Front *Front
	// LAN names this machine on the local network ("192.168.1.20"): the
	// address listened on for Listen(""), and the one the URL names for a
	// listener on every address. Nil: 127.0.0.1.
	LAN func() string
	// Random is the source of the run's token (nil: crypto/rand).
	Random io.Reader
	// Now is the clock of the answers' rate limit (nil: time.Now).
	Now func() time.Time
}

// New makes a server for the game opts names, with a fresh token. Nothing
// is listened to until Serve.
func New(opts Options) (*Server, error) {
	random := opts.Random
	if random == nil {
		random = rand.Reader
	}
	var b [16]byte // 128 bits
	if _, err := io.ReadFull(random, b[:]); err != nil {
		return nil, err
	}
	poll := opts.Poll
	if poll <= 0 {
		poll = 25 * time.Millisecond
	}
	front := opts.Front
	if front == nil {
		front = NewFront()
	}
	lan := opts.LAN
	if lan == nil {
		lan = func() string { return "127.0.0.1" }
	}
	s := &Server{
		token:   hex.EncodeToString(b[:]),
		game:    opts.Game,
		table:   front,
		hosts:   map[string]bool{},
		answers: newBucket(5, 20),
		lan:     lan,
		poll:    poll,
	}
	if opts.Now != nil {
		s.answers.now = opts.Now
	}
	s.hub = newHub(s.loadState, random)
	front.Notify(s.hub.setQuestion)
	s.mux = http.NewServeMux()
	s.routeAPI(s.mux)
	s.routePages(s.mux)
	return s, nil
}

// Token is the run's token.
func (s *Server) Token() string { return s.token }

// Front is the front end the game's session asks through.
func (s *Server) Front() *Front { return s.table }

// Listen opens addr ("host:port"; "" this machine's LAN address on a free
// port) and returns the listener; the Host headers accepted are its
// address and localhost's, on its port.
func (s *Server) Listen(addr string) (net.Listener, error) {
	if addr == "" {
		addr = net.JoinHostPort(s.lan(), "0")
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, err
	}
	s.accept(ln.Addr().String())
	return ln, nil
}

// accept records the Host headers a listener at addr answers to.
func (s *Server) accept(addr string) {
	host, port, err := net.SplitHostPort(addr)
	if err != nil {
		return
	}
	s.mu.Lock()
	defer s.mu.Unlock()
	s.addr = addr
	names := []string{"localhost", "127.0.0.1", "::1"}
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		// every address of this machine (--listen 0.0.0.0:PORT)
		if addrs, err := net.InterfaceAddrs(); err == nil {
			for _, a := range addrs {
				if n, ok := a.(*net.IPNet); ok {
					names = append(names, n.IP.String())
				}
			}
		}
	} else {
		names = append(names, host)
	}
	for _, n := range names {
		s.hosts[net.JoinHostPort(strings.ToLower(n), port)] = true
		if port == "80" {
			s.hosts[hostOnly(strings.ToLower(n))] = true
		}
	}
}

// hostOnly writes an IPv6 address in brackets, as a Host header has it.
func hostOnly(h string) string {
	if strings.Contains(h, ":") {
		return "[" + h + "]"
	}
	return h
}

// URL is the address to open, with the token: http://HOST:PORT/?t=TOKEN.
// A listener on every address (0.0.0.0) is named by the LAN address.
func (s *Server) URL() string {
	s.mu.Lock()
	addr := s.addr
	s.mu.Unlock()
	host, port, _ := net.SplitHostPort(addr)
	if ip := net.ParseIP(host); ip != nil && ip.IsUnspecified() {
		host = s.lan()
	}
	u := url.URL{Scheme: "http", Host: net.JoinHostPort(host, port), Path: "/", RawQuery: "t=" + s.token}
	return u.String()
}

// Serve serves ln until ctx ends, watching the game file meanwhile; it
// returns nil once ctx has ended and the connections are closed.
func (s *Server) Serve(ctx context.Context, ln net.Listener) error {
	srv := &http.Server{
		Handler:           s.Handler(),
		ReadHeaderTimeout: 10 * time.Second,
		MaxHeaderBytes:    16 << 10,
		IdleTimeout:       2 * time.Minute,
		BaseContext:       func(net.Listener) context.Context { return ctx },
	}
	watch, stop := context.WithCancel(ctx)
	defer stop()
	go s.watch(watch)
	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		return err
	case <-ctx.Done():
	}
	s.hub.close() // the event streams end, so Shutdown need not wait for them
	shut, cancel := context.WithTimeout(context.Background(), 2*time.Second)
	defer cancel()
	if err := srv.Shutdown(shut); err != nil {
		srv.Close()
	}
	if err := <-errc; err != nil && !errors.Is(err, http.ErrServerClosed) {
		return err
	}
	return nil
}

// Handler is the server's handler: every request through the checks of
// guard, then the pages and the API.
func (s *Server) Handler() http.Handler { return http.HandlerFunc(s.guard) }

// The headers and cookies of the protocol.
const (
	cookieName  = "stephens"
	tokenHeader = "X-Stephens-Token"
	langCookie  = "lang"
	maxBody     = 64 << 10
)

// csp allows this origin only: no outside resource, no inline script or
// style, no frame, no form sent elsewhere.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; " +
	"connect-src 'self'; font-src 'self'; manifest-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'"

// guard checks every request before it reaches a page or the API: the
// Host, the token, the body's size. What it refuses changes nothing.
func (s *Server) guard(w http.ResponseWriter, r *http.Request) {
	h := w.Header()
	h.Set("Referrer-Policy", "no-referrer")
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Cross-Origin-Opener-Policy", "same-origin")
	h.Set("Cross-Origin-Resource-Policy", "same-origin")
	h.Set("Cache-Control", "no-store")
	if !s.hostAllowed(r.Host) {
		if wantsPage(r) {
			s.refusePage(w, r, http.StatusForbidden, refusedHost)
			return
		}
		s.refuse(w, r, http.StatusForbidden, "table.refused.host")
		return
	}
	if t := r.URL.Query().Get("t"); t != "" && r.Method == http.MethodGet {
		if !s.tokenIs(t) {
			if wantsPage(r) {
				s.refusePage(w, r, http.StatusUnauthorized, refusedOldToken)
				return
			}
			s.refuse(w, r, http.StatusUnauthorized, "table.refused.token")
			return
		}
		http.SetCookie(w, &http.Cookie{
			Name: cookieName, Value: s.token, Path: "/",
			HttpOnly: true, SameSite: http.SameSiteStrictMode,
		})
		q := r.URL.Query()
		q.Del("t")
		path := r.URL.Path
		if !strings.HasPrefix(path, "/") || strings.HasPrefix(path, "//") {
			path = "/" // never another host's address
		}
		to := url.URL{Path: path, RawQuery: q.Encode()}
		http.Redirect(w, r, to.String(), http.StatusSeeOther)
		return
	}
	if !s.authorized(r) {
		switch {
		case !wantsPage(r):
			s.refuse(w, r, http.StatusUnauthorized, "table.refused.token")
		case s.triedKey(r):
			s.refusePage(w, r, http.StatusUnauthorized, refusedOldToken)
		default:
			s.refusePage(w, r, http.StatusUnauthorized, refusedNoToken)
		}
		return
	}
	if r.Method != http.MethodGet && r.Method != http.MethodHead {
		if !s.tokenIs(r.Header.Get(tokenHeader)) {
			s.refuse(w, r, http.StatusForbidden, "table.refused.post_token")
			return
		}
		if r.ContentLength > maxBody {
			s.refuse(w, r, http.StatusRequestEntityTooLarge, "table.refused.too_large")
			return
		}
		r.Body = http.MaxBytesReader(w, r.Body, maxBody)
	}
	s.mux.ServeHTTP(w, r)
}

// hostAllowed: the Host header names a listening address or localhost,
// with the port listened on.
func (s *Server) hostAllowed(host string) bool {
	host = strings.ToLower(host)
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.hosts[host]
}

// authorized: the request carries the token, in the cookie or as a
// bearer token.
func (s *Server) authorized(r *http.Request) bool {
	if c, err := r.Cookie(cookieName); err == nil && s.tokenIs(c.Value) {
		return true
	}
	auth := r.Header.Get("Authorization")
	if t, ok := strings.CutPrefix(auth, "Bearer "); ok && s.tokenIs(strings.TrimSpace(t)) {
		return true
	}
	return false
}

// triedKey: the request carries a key that is not this run's (the cookie
// of an earlier run, a wrong bearer token).
func (s *Server) triedKey(r *http.Request) bool {
	_, err := r.Cookie(cookieName)
	return err == nil || r.Header.Get("Authorization") != ""
}

// tokenIs compares in constant time.
func (s *Server) tokenIs(t string) bool {
	return subtle.ConstantTimeCompare([]byte(t), []byte(s.token)) == 1
}

// PageData is the template data of a page (see Server).
type PageData struct {
	Token string // the run's token, for the X-Stephens-Token header of a POST
	Lang  string // the asker's language: en, de or pt
	Board bool   // the TV's read-only board (/board)
	// Games are the games whose rules the page can search, Stephens first
	// (the game= of /api/rules/search).
	Games []string
}

// PageData returns the template data of the page r asks for.
func (s *Server) PageData(r *http.Request) PageData {
	games := make([]string, len(rules.Games))
	for i, g := range rules.Games {
		games[i] = string(g)
	}
	return PageData{Token: s.token, Lang: Lang(r), Board: r.URL.Path == "/board", Games: games}
}

// bucket is a token bucket: rate a second, up to burst at once.
type bucket struct {
	mu    sync.Mutex
	rate  float64
	burst float64
	have  float64
	last  time.Time
	now   func() time.Time
}

func newBucket(rate, burst float64) *bucket {
	return &bucket{rate: rate, burst: burst, have: burst, now: time.Now}
}

// take takes one token; when there is none it says how long until one.
func (b *bucket) take() (ok bool, wait time.Duration) {
	b.mu.Lock()
	defer b.mu.Unlock()
	now := b.now()
	if !b.last.IsZero() {
		b.have = min(b.burst, b.have+now.Sub(b.last).Seconds()*b.rate)
	}
	b.last = now
	if b.have >= 1 {
		b.have--
		return true, 0
	}
	return false, time.Duration((1 - b.have) / b.rate * float64(time.Second))
}

// retryAfter is a Retry-After header's value: whole seconds, at least 1.
func retryAfter(d time.Duration) string {
	return strconv.Itoa(max(1, int((d+time.Second-1)/time.Second)))
}
