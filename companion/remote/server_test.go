package remote

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"net/http/cookiejar"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// served is a server on a loopback port, serving until the test ends.
type served struct {
	s    *Server
	base string // http://127.0.0.1:PORT
	path string // the game file
	dir  string
}

func serve(t testing.TB, front *Front) *served {
	t.Helper()
	return servePoll(t, front, 5*time.Millisecond)
}

// servePoll is serve with the game file looked at every poll.
func servePoll(t testing.TB, front *Front, poll time.Duration) *served {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "game.yaml")
	if err := os.WriteFile(path, []byte(gameFile), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Game: fileGame(path), Front: front, Poll: poll})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := s.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan error, 1)
	go func() { done <- s.Serve(ctx, ln) }()
	t.Cleanup(func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	})
	return &served{s: s, base: "http://" + ln.Addr().String(), path: path, dir: dir}
}

// req sends a request; h are header pairs ("Host", "evil.example").
func (sv *served) req(t testing.TB, method, path, body string, h ...string) *http.Response {
	t.Helper()
	r, err := http.NewRequest(method, sv.base+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i+1 < len(h); i += 2 {
		if h[i] == "Host" {
			r.Host = h[i+1]
			continue
		}
		r.Header.Set(h[i], h[i+1])
	}
	c := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := c.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	return resp
}

func (sv *served) bearer() []string { return []string{"Authorization", "Bearer " + sv.s.Token()} }

func (sv *served) post(t testing.TB, body string, h ...string) *http.Response {
	h = append(h, "Authorization", "Bearer "+sv.s.Token(), tokenHeader, sv.s.Token(), "Content-Type", "application/json")
	return sv.req(t, "POST", "/api/answer", body, h...)
}

func readAll(t testing.TB, r *http.Response) string {
	t.Helper()
	b, err := io.ReadAll(r.Body)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func TestTokenIs128RandomBits(t *testing.T) {
	a, _ := New(Options{})
	b, _ := New(Options{})
	if len(a.Token()) != 32 || strings.Trim(a.Token(), "0123456789abcdef") != "" {
		t.Errorf("token %q: want 32 hex digits (128 bits)", a.Token())
	}
	if a.Token() == b.Token() {
		t.Error("two runs have the same token")
	}
}

// Issue 28 item 6: the token is exchanged for an HttpOnly, SameSite=Strict
// cookie and the page moves to the address without it.
func TestTokenExchangedForCookie(t *testing.T) {
	sv := serve(t, nil)
	resp := sv.req(t, "GET", "/?t="+sv.s.Token(), "")
	if resp.StatusCode != http.StatusSeeOther || resp.Header.Get("Location") != "/" {
		t.Fatalf("GET /?t=TOKEN: %d to %q, want 303 to /", resp.StatusCode, resp.Header.Get("Location"))
	}
	cs := resp.Cookies()
	if len(cs) != 1 {
		t.Fatalf("cookies %v, want one", cs)
	}
	c := cs[0]
	if !c.HttpOnly || c.SameSite != http.SameSiteStrictMode || c.Path != "/" || c.Value != sv.s.Token() {
		t.Errorf("cookie %+v: want HttpOnly, SameSite=Strict, Path=/", c)
	}
	// /board keeps its path; another parameter stays.
	resp = sv.req(t, "GET", "/board?t="+sv.s.Token()+"&x=1", "")
	if got := resp.Header.Get("Location"); got != "/board?x=1" {
		t.Errorf("Location %q, want /board?x=1", got)
	}
	// Never another host's address.
	resp = sv.req(t, "GET", "//evil.example/?t="+sv.s.Token(), "")
	if got := resp.Header.Get("Location"); got != "/" {
		t.Errorf("Location %q, want /", got)
	}
	// A wrong token gets no cookie.
	resp = sv.req(t, "GET", "/?t=00000000000000000000000000000000", "")
	if resp.StatusCode != http.StatusUnauthorized || len(resp.Cookies()) != 0 {
		t.Errorf("wrong token: %d with %v, want 401 and no cookie", resp.StatusCode, resp.Cookies())
	}
}

// A browser that follows the link lands on the page with the cookie, and
// the page carries the token for its POSTs.
func TestBrowserJoinsByTheLink(t *testing.T) {
	sv := serve(t, nil)
	jar, _ := cookiejar.New(nil)
	c := &http.Client{Jar: jar}
	resp, err := c.Get(sv.base + "/?t=" + sv.s.Token())
	if err != nil {
		t.Fatal(err)
	}
	body := readAll(t, resp)
	resp.Body.Close()
	if resp.StatusCode != 200 || resp.Request.URL.RawQuery != "" {
		t.Fatalf("%d at %s", resp.StatusCode, resp.Request.URL)
	}
	if !strings.Contains(body, `content="`+sv.s.Token()+`"`) {
		t.Errorf("the page has no token meta tag:\n%s", body)
	}
	resp, err = c.Get(sv.base + "/api/state")
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != 200 {
		t.Errorf("/api/state with the cookie: %d", resp.StatusCode)
	}
}

func TestEveryRequestNeedsTheToken(t *testing.T) {
	sv := serve(t, nil)
	for _, path := range []string{"/", "/board", "/api/state", "/api/question", "/api/events", "/api/rules/search?q=reset"} {
		if resp := sv.req(t, "GET", path, ""); resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("GET %s without the token: %d, want 401", path, resp.StatusCode)
		}
		if resp := sv.req(t, "GET", path, "", "Authorization", "Bearer 0123"); resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("GET %s with a wrong token: %d, want 401", path, resp.StatusCode)
		}
		if resp := sv.req(t, "GET", path, "", "Cookie", cookieName+"=nope"); resp.StatusCode != http.StatusUnauthorized {
			t.Errorf("GET %s with a wrong cookie: %d, want 401", path, resp.StatusCode)
		}
	}
	if resp := sv.req(t, "GET", "/api/state", "", "Cookie", cookieName+"="+sv.s.Token()); resp.StatusCode != 200 {
		t.Errorf("with the cookie: %d", resp.StatusCode)
	}
	if resp := sv.req(t, "GET", "/api/state", "", sv.bearer()...); resp.StatusCode != 200 {
		t.Errorf("with the bearer token: %d", resp.StatusCode)
	}
}

// /api/state is the document of `stephens state --json`: the one function
// both write it with.
func TestStateIsTheStateJSONDocument(t *testing.T) {
	sv := serve(t, nil)
	resp := sv.req(t, "GET", "/api/state", "", sv.bearer()...)
	got := readAll(t, resp)
	want, err := game.StateJSON([]byte(gameFile))
	if err != nil {
		t.Fatal(err)
	}
	if got != string(want) {
		t.Errorf("/api/state:\n%s\nwant:\n%s", got, want)
	}
	var doc struct {
		Players []struct{ Name string }
		Phase   string
		Next    string
	}
	if err := json.Unmarshal([]byte(got), &doc); err != nil {
		t.Fatal(err)
	}
	if len(doc.Players) != 2 || doc.Players[0].Name != "Ana" || doc.Next != "Bo" || doc.Phase == "" {
		t.Errorf("state %+v", doc)
	}
	if ct := resp.Header.Get("Content-Type"); !strings.HasPrefix(ct, "application/json") {
		t.Errorf("Content-Type %q", ct)
	}
}

// DNS rebinding: a Host that is not the listening address or localhost is
// refused, token or not.
func TestForeignHostRefused(t *testing.T) {
	sv := serve(t, nil)
	_, port, _ := net.SplitHostPort(strings.TrimPrefix(sv.base, "http://"))
	for _, host := range []string{"evil.example", "evil.example:" + port, "127.0.0.1:1", "localhost.evil.example:" + port} {
		resp := sv.req(t, "GET", "/api/state", "", append(sv.bearer(), "Host", host)...)
		if resp.StatusCode != http.StatusForbidden {
			t.Errorf("Host %q: %d, want 403", host, resp.StatusCode)
		}
		resp = sv.req(t, "GET", "/?t="+sv.s.Token(), "", "Host", host)
		if resp.StatusCode != http.StatusForbidden || len(resp.Cookies()) != 0 {
			t.Errorf("Host %q, token exchange: %d %v, want 403 and no cookie", host, resp.StatusCode, resp.Cookies())
		}
	}
	for _, host := range []string{"localhost:" + port, "LOCALHOST:" + port, "127.0.0.1:" + port, "[::1]:" + port} {
		if resp := sv.req(t, "GET", "/api/state", "", append(sv.bearer(), "Host", host)...); resp.StatusCode != 200 {
			t.Errorf("Host %q: %d, want 200", host, resp.StatusCode)
		}
	}
}

// Every response, refused or not, says no-referrer and a CSP with no
// outside origin.
func TestSecurityHeaders(t *testing.T) {
	sv := serve(t, nil)
	for _, resp := range []*http.Response{
		sv.req(t, "GET", "/api/state", "", sv.bearer()...),
		sv.req(t, "GET", "/api/state", ""),
		sv.req(t, "GET", "/", "", "Host", "evil.example"),
		sv.req(t, "GET", "/", "", sv.bearer()...),
		sv.req(t, "GET", "/?t="+sv.s.Token(), ""),
	} {
		if got := resp.Header.Get("Referrer-Policy"); got != "no-referrer" {
			t.Errorf("%s %d: Referrer-Policy %q", resp.Request.URL.Path, resp.StatusCode, got)
		}
		p := resp.Header.Get("Content-Security-Policy")
		if !strings.Contains(p, "default-src 'none'") || strings.Contains(p, "http") || strings.Contains(p, "*") || strings.Contains(p, "unsafe") {
			t.Errorf("%s %d: CSP %q", resp.Request.URL.Path, resp.StatusCode, p)
		}
		if resp.Header.Get("X-Content-Type-Options") != "nosniff" {
			t.Errorf("%s: no nosniff", resp.Request.URL.Path)
		}
	}
}

// unchanged fails the test when the game file is no longer gameFile.
func (sv *served) unchanged(t *testing.T) {
	t.Helper()
	b, err := os.ReadFile(sv.path)
	if err != nil {
		t.Fatal(err)
	}
	if string(b) != gameFile {
		t.Errorf("the game file changed:\n%s", b)
	}
}

// A POST needs the token in its header as well as the cookie: a page of
// another site can send the cookie (not with SameSite=Strict, but an old
// browser might), never the header.
func TestPostNeedsTheTokenHeader(t *testing.T) {
	front := NewFront()
	sv := serve(t, front)
	asked := askInBackground(t, front, turnQuestion())
	id := openID(t, sv)
	body := `{"id":"` + id + `","value":"furnace"}`
	for _, h := range [][]string{
		{"Cookie", cookieName + "=" + sv.s.Token()},
		{"Cookie", cookieName + "=" + sv.s.Token(), tokenHeader, "wrong"},
		sv.bearer(),
	} {
		if resp := sv.req(t, "POST", "/api/answer", body, h...); resp.StatusCode != http.StatusForbidden {
			t.Errorf("POST with %v: %d, want 403", h, resp.StatusCode)
		}
	}
	if resp := sv.req(t, "POST", "/api/answer", body, tokenHeader, sv.s.Token()); resp.StatusCode != http.StatusUnauthorized {
		t.Errorf("POST with the header alone: %d, want 401", resp.StatusCode)
	}
	select {
	case r := <-asked:
		t.Fatalf("a refused POST answered: %+v", r)
	default:
	}
	if got := openID(t, sv); got != id {
		t.Errorf("the open question is %q after refused POSTs, want %q", got, id)
	}
	sv.unchanged(t)
}

func TestBodyLimit(t *testing.T) {
	front := NewFront()
	sv := serve(t, front)
	askInBackground(t, front, turnQuestion())
	id := openID(t, sv)
	big := `{"id":"` + id + `","value":"` + strings.Repeat("x", maxBody) + `"}`
	if resp := sv.post(t, big); resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("a body over 64 KiB: %d, want 413", resp.StatusCode)
	}
	// Sent without its length (chunked), it is cut at the limit all the same.
	r, _ := http.NewRequest("POST", sv.base+"/api/answer", io.MultiReader(strings.NewReader(big)))
	r.Header.Set("Authorization", "Bearer "+sv.s.Token())
	r.Header.Set(tokenHeader, sv.s.Token())
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	if resp.StatusCode != http.StatusRequestEntityTooLarge {
		t.Errorf("a chunked body over 64 KiB: %d, want 413", resp.StatusCode)
	}
	if got := openID(t, sv); got != id {
		t.Errorf("open question %q, want %q", got, id)
	}
	sv.unchanged(t)
}

func TestAnswersAreRateLimited(t *testing.T) {
	sv := serve(t, nil)
	limited := 0
	for range 40 {
		resp := sv.post(t, `{"id":"x@1","value":"1"}`)
		switch resp.StatusCode {
		case http.StatusTooManyRequests:
			limited++
			if resp.Header.Get("Retry-After") == "" {
				t.Error("429 without Retry-After")
			}
		case http.StatusConflict:
		default:
			t.Errorf("answer: %d", resp.StatusCode)
		}
	}
	if limited == 0 {
		t.Error("40 answers at once: none limited")
	}
	sv.unchanged(t)
}

func TestBucket(t *testing.T) {
	now := time.Unix(0, 0)
	b := newBucket(2, 3)
	b.now = func() time.Time { return now }
	for i := range 3 {
		if ok, _ := b.take(); !ok {
			t.Fatalf("take %d of the burst refused", i+1)
		}
	}
	ok, wait := b.take()
	if ok || wait != 500*time.Millisecond {
		t.Errorf("past the burst: %v, %v; want refused, 500ms", ok, wait)
	}
	now = now.Add(500 * time.Millisecond)
	if ok, _ := b.take(); !ok {
		t.Error("after 500ms at 2/s: refused")
	}
	if got := retryAfter(10 * time.Millisecond); got != "1" {
		t.Errorf("Retry-After %q, want 1", got)
	}
}

// turnQuestion is a choice with options, as a turn's first question is.
func turnQuestion() *walk.Question {
	return &walk.Question{
		ID: "turn.action", Kind: walk.Choice, Prompt: walk.M("table.short"), Topic: "obtain-glass",
		Options: []walk.Option{
			{Value: "furnace", Label: walk.M("table.menu")},
			{Value: "factory", Label: walk.M("table.stop")},
		},
	}
}

// askInBackground asks q through front, as the session does; the reply
// (or error) comes on the channel.
func askInBackground(t testing.TB, front *Front, q *walk.Question) chan any {
	t.Helper()
	ch := make(chan any, 1)
	ctx, cancel := context.WithCancel(context.Background())
	t.Cleanup(cancel)
	go func() {
		r, err := front.Ask(ctx, Asked{Q: q, CanBack: true, Menu: []walk.Msg{walk.M("table.menu")}})
		if err != nil {
			ch <- err
			return
		}
		ch <- r
	}()
	waitOpen(t, front, nil)
	return ch
}

// openID is the open question's id, as GET /api/question gives it.
func openID(t testing.TB, sv *served) string {
	t.Helper()
	resp := sv.req(t, "GET", "/api/question", "", sv.bearer()...)
	if resp.StatusCode == http.StatusNoContent {
		return ""
	}
	var q View
	if err := json.NewDecoder(resp.Body).Decode(&q); err != nil {
		t.Fatal(err)
	}
	return q.ID
}

// Issue 28 item 5: the open question in the asker's language; a refused
// answer is 422 in that language and changes nothing; the first answer
// wins and a later one for the same question is 409.
func TestAnswerTheOpenQuestion(t *testing.T) {
	front := NewFront()
	sv := serve(t, front)
	if resp := sv.req(t, "GET", "/api/question", "", sv.bearer()...); resp.StatusCode != http.StatusNoContent {
		t.Errorf("no question open: %d, want 204", resp.StatusCode)
	}
	asked := askInBackground(t, front, turnQuestion())
	resp := sv.req(t, "GET", "/api/question", "", append(sv.bearer(), "Accept-Language", "de-AT,de;q=0.9")...)
	var q View
	if err := json.NewDecoder(resp.Body).Decode(&q); err != nil {
		t.Fatal(err)
	}
	if q.Question != "turn.action" || !strings.HasPrefix(q.ID, "turn.action@") || q.Kind != walk.Choice {
		t.Errorf("question %+v", q)
	}
	if q.Text != "Die Partie auf Handys und dem Fernseher zeigen" {
		t.Errorf("text %q, want the German prompt", q.Text)
	}
	if len(q.Options) != 2 || q.Options[0].Value != "furnace" || q.Options[0].Label == "" {
		t.Errorf("options %+v", q.Options)
	}
	if q.Game != "stephens" || q.Topic != "obtain-glass" || q.Pages == nil || !q.CanBack || len(q.Menu) != 1 {
		t.Errorf("game %q topic %q pages %v back %v menu %v", q.Game, q.Topic, q.Pages, q.CanBack, q.Menu)
	}

	// A value the question refuses: 422 in Portuguese (the cookie wins
	// over Accept-Language), the question still open.
	resp = sv.post(t, `{"id":"`+q.ID+`","value":"dune"}`, "Cookie", "lang=pt", "Accept-Language", "de")
	body := readAll(t, resp)
	if resp.StatusCode != http.StatusUnprocessableEntity || !strings.Contains(body, "dune") {
		t.Errorf("a refused value: %d %s", resp.StatusCode, body)
	}
	var e struct{ Error string }
	_ = json.Unmarshal([]byte(body), &e)
	if e.Error == "" || strings.Contains(e.Error, "prompt.") {
		t.Errorf("problem %q: want it in words", e.Error)
	}
	// A question that is not open: 409.
	if resp := sv.post(t, `{"id":"turn.action@999","value":"furnace"}`); resp.StatusCode != http.StatusConflict {
		t.Errorf("another question: %d, want 409", resp.StatusCode)
	}
	if resp := sv.post(t, `{"id":"`+q.ID+`","menu":5}`); resp.StatusCode != http.StatusUnprocessableEntity {
		t.Errorf("a menu entry there is not: %d, want 422", resp.StatusCode)
	}
	if resp := sv.post(t, `{"id":"`+q.ID+`","value":"furnace","extra":1}`); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("an unknown key: %d, want 400", resp.StatusCode)
	}
	select {
	case r := <-asked:
		t.Fatalf("a refused answer reached the session: %v", r)
	default:
	}
	// The right answer: the session gets it; then it asks the next.
	next := make(chan *http.Response, 1)
	go func() { next <- sv.post(t, `{"id":"`+q.ID+`","value":" furnace "}`) }()
	r := <-asked
	if r != (Reply{Kind: Answer, Value: "furnace"}) {
		t.Fatalf("the session got %+v", r)
	}
	asked = askInBackground(t, front, &walk.Question{ID: "turn.furnace", Kind: walk.Number, Min: 1, Max: 4, Prompt: walk.M("table.stop")})
	resp = <-next
	body = readAll(t, resp)
	if resp.StatusCode != 200 || !strings.Contains(body, `"question": "turn.furnace"`) {
		t.Errorf("the answer's reply: %d %s, want 200 with the next question", resp.StatusCode, body)
	}
	// The same answer again (a second phone): 409, and the session does not
	// hear it.
	if resp := sv.post(t, `{"id":"`+q.ID+`","value":"furnace"}`); resp.StatusCode != http.StatusConflict {
		t.Errorf("the answered question again: %d, want 409", resp.StatusCode)
	}
	select {
	case r := <-asked:
		t.Fatalf("the second answer reached the session: %v", r)
	default:
	}
	sv.unchanged(t)
}

// With no question open every answer is 409 and the file stays as it is.
func TestAnswerWithNothingOpen(t *testing.T) {
	sv := serve(t, nil)
	for _, body := range []string{`{"id":"turn.action@1","value":"furnace"}`, `{"id":"","value":""}`, `{"id":"x","back":true}`} {
		if resp := sv.post(t, body); resp.StatusCode != http.StatusConflict {
			t.Errorf("%s: %d, want 409", body, resp.StatusCode)
		}
	}
	if resp := sv.post(t, `not json`); resp.StatusCode != http.StatusBadRequest {
		t.Errorf("not JSON: %d, want 400", resp.StatusCode)
	}
	sv.unchanged(t)
}

// Back and a menu entry are replies too.
func TestBackAndMenu(t *testing.T) {
	front := NewFront()
	sv := serve(t, front)
	asked := askInBackground(t, front, turnQuestion())
	status := make(chan int, 1)
	answer := func(body string) {
		go func() {
			r, err := http.NewRequest("POST", sv.base+"/api/answer", strings.NewReader(body))
			if err != nil {
				status <- 0
				return
			}
			r.Header.Set("Authorization", "Bearer "+sv.s.Token())
			r.Header.Set(tokenHeader, sv.s.Token())
			resp, err := http.DefaultClient.Do(r)
			if err != nil {
				status <- 0
				return
			}
			resp.Body.Close()
			status <- resp.StatusCode
		}()
	}
	answer(`{"id":"` + openID(t, sv) + `","back":true}`)
	if r := <-asked; r != (Reply{Kind: Back}) {
		t.Errorf("back: %+v", r)
	}
	front.Idle() // the session asks nothing for now: the answer returns
	if got := <-status; got != 200 {
		t.Errorf("back: %d", got)
	}
	asked = askInBackground(t, front, turnQuestion())
	answer(`{"id":"` + openID(t, sv) + `","menu":0}`)
	if r := <-asked; r != (Reply{Kind: PickMenu, Entry: 0}) {
		t.Errorf("menu: %+v", r)
	}
	front.Idle()
	if got := <-status; got != 200 {
		t.Errorf("menu: %d", got)
	}
}

// Issue 28 item 1: a change made elsewhere (stephens play or turn in
// another process) withdraws the open question; the session's own write
// does not.
func TestOutsideChangeWithdrawsTheQuestion(t *testing.T) {
	front := NewFront()
	sv := serve(t, front)
	sv.req(t, "GET", "/api/state", "", sv.bearer()...) // the server has read the file
	own := gameFile + "  - {kind: furnace, seat: 1, at: upper-right}\n"
	asked := askInBackground(t, front, turnQuestion())
	front.Wrote([]byte(own))
	writeGame(t, sv.path, own)
	sv.req(t, "GET", "/api/state", "", sv.bearer()...) // read now, not at the next poll
	select {
	case r := <-asked:
		t.Fatalf("the session's own write withdrew the question: %v", r)
	default:
	}
	writeGame(t, sv.path, gameFile+secondTurn)
	if r := <-asked; r != ErrWithdrawn {
		t.Errorf("after another process's write: %v, want ErrWithdrawn", r)
	}
	if id := openID(t, sv); id != "" {
		t.Errorf("question %q still open", id)
	}
}

// sse reads server-sent events.
type sse struct {
	r    *bufio.Reader
	resp *http.Response
}

func events(t testing.TB, sv *served, h ...string) *sse {
	t.Helper()
	r, _ := http.NewRequest("GET", sv.base+"/api/events", nil)
	r.Header.Set("Authorization", "Bearer "+sv.s.Token())
	for i := 0; i+1 < len(h); i += 2 {
		r.Header.Set(h[i], h[i+1])
	}
	resp, err := http.DefaultClient.Do(r)
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { resp.Body.Close() })
	if resp.StatusCode != 200 || resp.Header.Get("Content-Type") != "text/event-stream" {
		t.Fatalf("events: %d %s", resp.StatusCode, resp.Header.Get("Content-Type"))
	}
	return &sse{r: bufio.NewReader(resp.Body), resp: resp}
}

// next returns the next event's id and data.
func (e *sse) next(t testing.TB) (id string, ev event) {
	t.Helper()
	var data string
	for {
		line, err := e.r.ReadString('\n')
		if err != nil {
			t.Fatalf("events: %v", err)
		}
		line = strings.TrimRight(line, "\n")
		switch {
		case strings.HasPrefix(line, "id: "):
			id = line[4:]
		case strings.HasPrefix(line, "data: "):
			data = line[6:]
		case line == "" && data != "":
			if err := json.Unmarshal([]byte(data), &ev); err != nil {
				t.Fatalf("event data %q: %v", data, err)
			}
			return id, ev
		}
	}
}

// Issue 28 item 4: the current version on connect, every change after.
func TestEventsCarryEveryChange(t *testing.T) {
	front := NewFront()
	sv := serve(t, front)
	ev := events(t, sv)
	id, first := ev.next(t)
	if id == "" || first.Version != id || !bytes.Contains(first.State, []byte(`"next":"Bo"`)) {
		t.Fatalf("first event %s %+v", id, first)
	}
	writeGame(t, sv.path, gameFile+secondTurn)
	id2, second := ev.next(t)
	if id2 == id || !bytes.Contains(second.State, []byte(`"next":"Ana"`)) {
		t.Errorf("after a turn: %s %s", id2, second.State)
	}
	askInBackground(t, front, turnQuestion())
	_, third := ev.next(t)
	if !strings.HasPrefix(third.Question, "turn.action@") {
		t.Errorf("a question opened: event %+v", third.Question)
	}
	// A phone that slept: it gives the last id it has and gets the news.
	late := events(t, sv, "Last-Event-ID", id)
	if got, e := late.next(t); got == id || e.Question == "" {
		t.Errorf("catching up from %s: %s %+v", id, got, e)
	}
}

// A page that is up to date gets nothing on connect, only the next change.
func TestEventsUpToDate(t *testing.T) {
	sv := serve(t, nil)
	id, _ := events(t, sv).next(t)
	ev := events(t, sv, "Last-Event-ID", id)
	writeGame(t, sv.path, gameFile+secondTurn)
	got, e := ev.next(t)
	if got == id || !bytes.Contains(e.State, []byte(`"next":"Ana"`)) {
		t.Errorf("first event after %s: %s %s, want the change", id, got, e.State)
	}
}

func TestLang(t *testing.T) {
	for _, c := range []struct{ cookie, accept, want string }{
		{"", "", "en"},
		{"", "de-CH, en;q=0.5", "de"},
		{"", "pt-BR,pt;q=0.9", "pt"},
		{"", "fr-FR, fr;q=0.9", "en"},
		{"", "fr, pt;q=0.5", "pt"},
		{"", "garbage;;;", "en"},
		{"pt", "de", "pt"},
		{"xx", "de", "de"},
	} {
		r, _ := http.NewRequest("GET", "/", nil)
		if c.cookie != "" {
			r.AddCookie(&http.Cookie{Name: langCookie, Value: c.cookie})
		}
		if c.accept != "" {
			r.Header.Set("Accept-Language", c.accept)
		}
		if got := Lang(r); got != c.want {
			t.Errorf("cookie %q, Accept-Language %q: %s, want %s", c.cookie, c.accept, got, c.want)
		}
	}
}

func TestRulesSearch(t *testing.T) {
	sv := serve(t, nil)
	for _, c := range []struct {
		query, lang string
		status      int
		has         string
	}{
		{"?q=glass+from+a+furnace", "en", 200, `"slug": "obtain-glass"`},
		{"?q=Glas+aus+dem+Ofen&game=stephens", "de", 200, `"slug": "obtain-glass"`},
		{"?q=broken+glass&game=sintra", "en", 200, `"slug": "broken-glass"`},
		{"?q=charburner&game=omg", "en", 200, `"slug"`},
		{"?q=qwxzv", "en", 200, `[]`},
		{"?q=+", "de", 400, "Wörter"},
		{"?q=x&game=chess", "en", 400, "chess"},
	} {
		resp := sv.req(t, "GET", "/api/rules/search"+c.query, "", append(sv.bearer(), "Accept-Language", c.lang)...)
		body := readAll(t, resp)
		if resp.StatusCode != c.status || !strings.Contains(body, c.has) {
			t.Errorf("%s (%s): %d %s", c.query, c.lang, resp.StatusCode, body)
		}
	}
	resp := sv.req(t, "GET", "/api/rules/topic?slug=obtain-glass", "", append(sv.bearer(), "Accept-Language", "de")...)
	body := readAll(t, resp)
	if resp.StatusCode != 200 || !strings.Contains(body, `"lang": "de"`) || !strings.Contains(body, `"body"`) {
		t.Errorf("topic: %d %s", resp.StatusCode, body)
	}
	if resp := sv.req(t, "GET", "/api/rules/topic?slug=qwxzv", "", sv.bearer()...); resp.StatusCode != 404 {
		t.Errorf("no such topic: %d", resp.StatusCode)
	}
	if resp := sv.req(t, "GET", "/api/nothing", "", sv.bearer()...); resp.StatusCode != 404 {
		t.Errorf("no such endpoint: %d", resp.StatusCode)
	}
}

// No path of the machine in a response, even when the file is broken.
func TestNoMachinePath(t *testing.T) {
	sv := serve(t, nil)
	writeGame(t, sv.path, "version: 1\nevents: [\n")
	for _, path := range []string{"/api/state", "/", "/board", "/api/question"} {
		resp := sv.req(t, "GET", path, "", sv.bearer()...)
		body := readAll(t, resp)
		if strings.Contains(body, sv.dir) || strings.Contains(body, "game.yaml") {
			t.Errorf("%s names the file: %s", path, body)
		}
		if path == "/api/state" && resp.StatusCode != http.StatusServiceUnavailable {
			t.Errorf("a broken file: %d, want 503", resp.StatusCode)
		}
	}
	ev := events(t, sv)
	if _, e := ev.next(t); string(e.State) != "null" {
		t.Errorf("event of a broken file: %s", e.State)
	}
}

func TestURL(t *testing.T) {
	s, _ := New(Options{})
	ln, err := s.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	defer ln.Close()
	u, err := url.Parse(s.URL())
	if err != nil {
		t.Fatal(err)
	}
	if u.Scheme != "http" || u.Host != ln.Addr().String() || u.Path != "/" || u.Query().Get("t") != s.Token() {
		t.Errorf("URL %s", s.URL())
	}
}

// The log in words, in the asker's language, with the events of log --json.
func TestLogInWords(t *testing.T) {
	sv := serve(t, nil)
	resp := sv.req(t, "GET", "/api/log", "", append(sv.bearer(), "Accept-Language", "de")...)
	var log []struct {
		N     int
		Event struct{ Kind string }
		Text  string
	}
	if err := json.NewDecoder(resp.Body).Decode(&log); err != nil {
		t.Fatal(err)
	}
	if len(log) != 6 || log[5].N != 6 || log[5].Event.Kind != "furnace" || !strings.Contains(log[5].Text, "Ana") || !strings.Contains(log[5].Text, "Schmelzofen") {
		t.Errorf("log %+v", log)
	}
	resp = sv.req(t, "GET", "/api/log?last=2", "", sv.bearer()...)
	if err := json.NewDecoder(resp.Body).Decode(&log); err != nil {
		t.Fatal(err)
	}
	if len(log) != 2 || log[0].N != 5 {
		t.Errorf("the last 2: %+v", log)
	}
}
