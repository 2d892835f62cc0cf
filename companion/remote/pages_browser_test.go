package remote

import (
	"bufio"
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/url"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"runtime"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/cdproto/page"
	"github.com/chromedp/chromedp"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The page in a real browser (issue 28, "Must show"): Debian's Chromium
// driven by chromedp against `stephens table` built from this tree and
// run as the table runs it, in its own process, on a loopback port. One
// browser for every case; each "phone" is a browser context of its own
// (its own cookies), each in its own tab.
//
// In CI (CI=true) a missing Chromium fails the test; elsewhere it skips.
// Under -race the test is skipped: the server runs in its own process,
// which the race detector does not watch, and a browser under the race
// detector's slowdown only makes the run longer (pageRaceOn).

// pageChromium finds Chromium, or fails (CI) or skips the test.
func pageChromium(t *testing.T) string {
	t.Helper()
	for _, p := range []string{os.Getenv("CHROMIUM"), "/usr/bin/chromium", "/usr/bin/chromium-browser"} {
		if p == "" {
			continue
		}
		if fi, err := os.Stat(p); err == nil && !fi.IsDir() && fi.Mode()&0o111 != 0 {
			return p
		}
	}
	for _, name := range []string{"chromium", "chromium-browser"} {
		if p, err := exec.LookPath(name); err == nil {
			return p
		}
	}
	if os.Getenv("CI") == "true" {
		t.Fatal("Chromium is missing: the browser tests need it in CI (.ci/run installs it: apt-get install -y chromium)")
	}
	t.Skip("Chromium is not installed (apt-get install chromium): the page's browser tests are skipped")
	return ""
}

// pageBuild builds the stephens binary of this tree into dir.
func pageBuild(t *testing.T, dir string) string {
	t.Helper()
	bin := filepath.Join(dir, "stephens")
	if runtime.GOOS == "windows" {
		bin += ".exe"
	}
	goTool, err := exec.LookPath("go")
	if err != nil { // go test runs with its own go first in PATH; else GOROOT's
		goTool = filepath.Join(os.Getenv("GOROOT"), "bin", "go")
	}
	cmd := exec.Command(goTool, "build", "-o", bin, "github.com/pileup-companion/stephens/cmd/stephens")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return bin
}

// pageTable is `stephens table` running in its own process.
type pageTable struct {
	bin, game, base, link, token string
	env                          []string
}

// pageStart runs `stephens table --listen 127.0.0.1:0 --game game` and
// reads the address it prints.
func pageStart(t *testing.T, bin, game string) *pageTable {
	t.Helper()
	home := t.TempDir()
	env := append(os.Environ(), "XDG_CONFIG_HOME="+filepath.Join(home, "config"), "XDG_DATA_HOME="+filepath.Join(home, "data"),
		"XDG_STATE_HOME="+filepath.Join(home, "state"), "XDG_CACHE_HOME="+filepath.Join(home, "cache"), "STEPHENS_LANG=en")
	cmd := exec.Command(bin, "table", "--listen", "127.0.0.1:0", "--game", game)
	cmd.Env = env
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() {
		_ = cmd.Process.Signal(os.Interrupt)
		done := make(chan struct{})
		go func() { _ = cmd.Wait(); close(done) }()
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			_ = cmd.Process.Kill()
			<-done
		}
	})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	re := regexp.MustCompile(`^(http://127\.0\.0\.1:\d+)/\?t=([0-9a-f]{32,})$`)
	deadline := time.After(20 * time.Second)
	for {
		select {
		case l, ok := <-lines:
			if !ok {
				t.Fatalf("stephens table ended without its address; stderr:\n%s", stderr.String())
			}
			if m := re.FindStringSubmatch(strings.TrimSpace(l)); m != nil {
				go func() { // keep its output flowing
					for range lines {
					}
				}()
				return &pageTable{bin: bin, game: game, base: m[1], link: m[0], token: m[2], env: env}
			}
		case <-deadline:
			t.Fatalf("stephens table printed no address; stderr:\n%s", stderr.String())
		}
	}
}

// run runs the stephens binary with args against the game, as a second
// terminal would.
func (pt *pageTable) run(t *testing.T, args ...string) string {
	t.Helper()
	cmd := exec.Command(pt.bin, append(args, "--game", pt.game)...)
	cmd.Env = pt.env
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("stephens %s: %v\n%s", strings.Join(args, " "), err, out)
	}
	return string(out)
}

// pageBrowser is one Chromium for the whole test.
type pageBrowser struct {
	ctx context.Context
}

func pageOpenBrowser(t *testing.T, chromium string) *pageBrowser {
	t.Helper()
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.ExecPath(chromium),
		chromedp.Flag("headless", true),
		chromedp.Flag("disable-gpu", true),
		chromedp.Flag("disable-dev-shm-usage", true),
		chromedp.Flag("hide-scrollbars", true),
		// evil.example is this machine: the page's Host check is what refuses it
		chromedp.Flag("host-resolver-rules", "MAP evil.example 127.0.0.1"),
		chromedp.Flag("lang", "en-US"),
	)
	if os.Geteuid() == 0 { // CI runs as root, where Chromium's sandbox cannot start
		opts = append(opts, chromedp.NoSandbox)
	}
	alloc, cancelAlloc := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancel := chromedp.NewContext(alloc)
	if err := chromedp.Do(ctx); err != nil { // starts the browser
		cancel()
		cancelAlloc()
		t.Fatalf("starting %s: %v", chromium, err)
	}
	t.Cleanup(func() { cancel(); cancelAlloc() })
	return &pageBrowser{ctx: ctx}
}

// phone is one browser at the table: a browser context of its own (its own
// cookies), in a tab.
type phone struct {
	t   *testing.T
	ctx context.Context
}

// newPhone opens a fresh browser context; header pairs are sent with every
// request (Accept-Language).
func (b *pageBrowser) newPhone(t *testing.T, header ...string) *phone {
	t.Helper()
	ctx, cancel := chromedp.NewContext(b.ctx, chromedp.WithNewBrowserContext())
	t.Cleanup(cancel)
	p := &phone{t: t, ctx: ctx}
	if err := chromedp.Do(ctx); err != nil {
		t.Fatal(err)
	}
	if len(header) > 0 {
		h := network.Headers{}
		for i := 0; i+1 < len(header); i += 2 {
			h[header[i]] = header[i+1]
		}
		p.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			if _, err := cdp.Call(ctx, tg, network.Enable, network.EnableParams{}); err != nil {
				return err
			}
			_, err := cdp.Call(ctx, tg, network.SetExtraHTTPHeaders, network.SetExtraHTTPHeadersParams{Headers: h})
			return err
		}))
	}
	return p
}

func (p *phone) do(steps ...chromedp.Action[chromedp.Void]) {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	err := chromedp.Do(ctx, steps...)
	// A live update may draw the part again between finding a node and
	// clicking it: the click never reached the page, so it is tried again.
	for try := 0; try < 3 && err != nil && strings.Contains(err.Error(), "Could not find node with given id"); try++ {
		time.Sleep(100 * time.Millisecond)
		err = chromedp.Do(ctx, steps...)
	}
	if err != nil {
		p.t.Fatal(err)
	}
}

// open navigates and returns the document's HTTP status.
func (p *phone) open(u string) int64 {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	resp, err := chromedp.RunResponse(ctx, chromedp.Navigate(u))
	if err != nil {
		p.t.Fatalf("open %s: %v", u, err)
	}
	return resp.Status
}

// eval evaluates a JavaScript expression (a promise is awaited).
func eval[T any](p *phone, expr string) T {
	p.t.Helper()
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	v, err := chromedp.Run(ctx, chromedp.Evaluate[T](expr, chromedp.EvalAwaitPromise))
	if err != nil {
		p.t.Fatalf("%s: %v", expr, err)
	}
	return v
}

// waitFor waits until the expression is true; what says what was awaited.
func (p *phone) waitFor(expr, what string) {
	p.t.Helper()
	deadline := time.Now().Add(15 * time.Second)
	for time.Now().Before(deadline) {
		ctx, cancel := context.WithTimeout(p.ctx, 5*time.Second)
		ok, err := chromedp.Run(ctx, chromedp.Evaluate[bool]("!!("+expr+")"))
		cancel()
		if err == nil && ok {
			return
		}
		time.Sleep(50 * time.Millisecond)
	}
	p.t.Fatalf("waited in vain for %s (%s); the page says:\n%s", what, expr, eval[string](p, "document.body.innerText"))
}

func (p *phone) text(sel string) string {
	p.t.Helper()
	return eval[string](p, fmt.Sprintf(`(document.querySelector(%q)||{innerText:""}).innerText`, sel))
}

// fits sets the window's size and fails when the page scrolls sideways.
func (p *phone) fits(name string, width, height int64, mobile bool) {
	p.t.Helper()
	var opts []chromedp.EmulateViewportOption
	if mobile {
		opts = append(opts, chromedp.EmulateMobile, chromedp.EmulateTouch, chromedp.EmulatePortrait, chromedp.EmulateScale(2))
	}
	p.do(chromedp.EmulateViewport(width, height, opts...))
	p.do(chromedp.Evaluate[chromedp.Void](`new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))`, chromedp.EvalAwaitPromise))
	sw, iw := eval[int](p, "document.documentElement.scrollWidth"), eval[int](p, "window.innerWidth")
	if sw > iw {
		wide := eval[string](p, `[...document.querySelectorAll('body *')].filter(e => e.getBoundingClientRect().right > window.innerWidth + 0.5).slice(0, 5).map(e => e.tagName + '.' + e.className).join(', ')`)
		p.t.Errorf("%s scrolls sideways: scrollWidth %d > innerWidth %d (too wide: %s)", name, sw, iw, wide)
	}
}

// shoot is fits, then a screenshot of the whole page saved to dir/name.
func (p *phone) shoot(dir, name string, width, height int64, mobile bool) {
	p.t.Helper()
	p.fits(name, width, height, mobile)
	ctx, cancel := context.WithTimeout(p.ctx, 30*time.Second)
	defer cancel()
	png, err := chromedp.Run(ctx, chromedp.FullScreenshot(100))
	if err != nil {
		p.t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name), png, 0o644); err != nil {
		p.t.Fatal(err)
	}
}

// pageCopy copies a game of testdata into dir.
func pageCopy(t *testing.T, dir, name string) string {
	t.Helper()
	b, err := os.ReadFile(filepath.Join("testdata", name))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, name)
	if err := os.WriteFile(path, b, 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

// stateJSON is `stephens state --json` of the game, decoded.
func (pt *pageTable) stateJSON(t *testing.T) map[string]any {
	t.Helper()
	var m map[string]any
	if err := json.Unmarshal([]byte(pt.run(t, "state", "--json")), &m); err != nil {
		t.Fatal(err)
	}
	return m
}

func TestPageInBrowser(t *testing.T) {
	if pageRaceOn {
		t.Skip("the server runs in its own process, out of the race detector's sight; see the comment above")
	}
	chromium := pageChromium(t)
	dir := t.TempDir()
	shots := os.Getenv("STEPHENS_PAGE_SHOTS") // where to keep the screenshots; a temporary folder else
	if shots == "" {
		shots = t.TempDir()
	} else if err := os.MkdirAll(shots, 0o755); err != nil {
		t.Fatal(err)
	}
	bin := pageBuild(t, dir)
	br := pageOpenBrowser(t, chromium)
	game := pageCopy(t, dir, "two-start.yaml")
	pt := pageStart(t, bin, game)

	ana := br.newPhone(t) // the browser's own Accept-Language: English
	t.Run("join by the link", func(t *testing.T) {
		ana.t = t
		if st := ana.open(pt.link); st != 200 {
			t.Fatalf("the link gave %d", st)
		}
		loc := eval[string](ana, "location.href")
		if loc != pt.base+"/" {
			t.Errorf("after joining the page is at %q, want %q: the token stays out of the address", loc, pt.base+"/")
		}
		if got := eval[string](ana, "document.title"); got != "Stephens at the table" {
			t.Errorf("title %q", got)
		}
		if n := eval[int](ana, "document.querySelectorAll('#live .corner').length"); n != 4 {
			t.Errorf("%d corners on the board, want 4", n)
		}
		if got := eval[string](ana, "document.cookie"); strings.Contains(got, pt.token) {
			t.Errorf("the token cookie is readable by the page's script: %q", got)
		}
	})

	t.Run("the board", func(t *testing.T) {
		tv := br.newPhone(t)
		tv.open(pt.link)
		tv.open(pt.base + "/board")
		if n := eval[int](tv, "document.querySelectorAll('input, button, select, textarea, form').length"); n != 0 {
			t.Errorf("the TV's board has %d inputs, want none", n)
		}
		if !eval[bool](tv, "document.body.classList.contains('tv')") {
			t.Error("/board is not the TV's view")
		}
		if px := eval[float64](tv, "parseFloat(getComputedStyle(document.body).fontSize)"); px < 22 {
			t.Errorf("the TV's type is %.0f px, want large", px)
		}
		// Each furnace and small factory as `stephens state --json` has it.
		st := pt.stateJSON(t)
		board := eval[map[string][]int](tv, `(() => { const o = {}; document.querySelectorAll('.corner').forEach(c => {
			const pos = [...c.classList].find(x => x !== 'corner');
			o[pos] = [+c.querySelector('.furnace .count').textContent, +c.querySelector('.factory .count').textContent,
				c.querySelectorAll('.furnace .cube').length]; }); return o; })()`)
		furnaces, factories := st["furnaces"].(map[string]any), st["small_factories"].(map[string]any)
		for _, pos := range []string{"upper-left", "upper-right", "lower-left", "lower-right"} {
			got := board[pos]
			if len(got) != 3 || float64(got[0]) != furnaces[pos] || float64(got[1]) != factories[pos] || got[2] != got[0] {
				t.Errorf("%s: the board shows furnace/factory/cubes %v, state --json has %v/%v", pos, got, furnaces[pos], factories[pos])
			}
		}
		next := tv.text("#next")
		if !strings.Contains(next, "Bo") {
			t.Errorf("whose turn: %q, want Bo", next)
		}
		if !strings.Contains(tv.text(".players-card"), "Ana") || !strings.Contains(tv.text(".log"), "Ana took glass from the lower-left furnace") {
			t.Errorf("the players or the log in words are missing:\n%s", tv.text("body"))
		}
		// A phone has no hover: a tap on a player's ability disks says
		// what they do.
		ana.t = t
		ana.open(pt.base + "/")
		ana.fits("the page", 390, 844, true)
		if got := ana.text(".player .meanings"); got != "" {
			t.Errorf("the abilities' meanings show before a tap: %q", got)
		}
		ana.do(chromedp.Click(chromedp.CSS(".player .abilities summary")))
		ana.waitFor(`document.querySelector('.player .abilities').open`, "the abilities opened")
		if got := ana.text(".player .meanings"); !strings.Contains(got, "2a") || len(got) < 20 {
			t.Errorf("the abilities' meanings after a tap: %q", got)
		}
		if h := eval[float64](ana, "document.querySelector('.player .abilities summary').getBoundingClientRect().height"); h < 44 {
			t.Errorf("the abilities are a %.0f px tap target, want 44", h)
		}
	})

	t.Run("a request without the token", func(t *testing.T) {
		before, _ := os.ReadFile(game)
		stranger := br.newPhone(t)
		if st := stranger.open(pt.base + "/"); st != 401 {
			t.Errorf("the page without the token gave %d, want 401", st)
		}
		if body := stranger.text("body"); !strings.Contains(body, "This page needs the table's link") ||
			!strings.Contains(body, "Scan the QR code") || !strings.Contains(body, "ask the person running stephens table") {
			t.Errorf("the refusal does not say what is wrong and what to do: %q", body)
		}
		refusalFits(stranger, shots, "no-token-en")
		if st := stranger.open(pt.base + "/api/state"); st != 401 {
			t.Errorf("/api/state without the token gave %d, want 401", st)
		}
		// An old link (another run's key), on a Portuguese phone.
		old := br.newPhone(t, "Accept-Language", "pt-PT,pt;q=0.9")
		if st := old.open(pt.base + "/?t=" + strings.Repeat("0", 32)); st != 401 {
			t.Errorf("a wrong token gave %d, want 401", st)
		}
		if got := old.text("h1"); got != "Esta ligação já não abre a partida" {
			t.Errorf("the old link's page is headed %q", got)
		}
		refusalFits(old, shots, "old-link-pt")
		if after, _ := os.ReadFile(game); !bytes.Equal(before, after) {
			t.Error("a refused page changed the game file")
		}
	})

	t.Run("a foreign Host header", func(t *testing.T) {
		rebound := br.newPhone(t, "Accept-Language", "de")
		u, _ := url.Parse(pt.base)
		evil := "http://evil.example:" + u.Port()
		if st := rebound.open(evil + "/?t=" + pt.token); st != 403 {
			t.Errorf("the link under a foreign name gave %d, want 403", st)
		}
		if got := rebound.text("h1"); got != "Das ist nicht die Adresse des Tisches" {
			t.Errorf("the foreign address's page is headed %q", got)
		}
		refusalFits(rebound, shots, "foreign-host-de")
		if st := rebound.open(evil + "/api/state"); st != 403 {
			t.Errorf("/api/state under a foreign name gave %d, want 403", st)
		}
		if st := rebound.open(pt.base + "/"); st != 401 {
			t.Errorf("the refused link still let the browser in (%d): it must not set the cookie", st)
		}
	})

	bo := br.newPhone(t, "Accept-Language", "pt-PT,pt;q=0.9")
	t.Run("two languages in two browsers", func(t *testing.T) {
		bo.t = t
		bo.open(pt.link)
		if got := bo.text(".board-card h2"); !strings.EqualFold(got, "Tabuleiro") {
			t.Errorf("Accept-Language pt: the board is headed %q, want Tabuleiro", got)
		}
		if got := bo.text(".log .loglist li"); !strings.Contains(got, "retirou vidro do forno inferior-esquerdo") && !strings.Contains(got, "retirou vidro") {
			t.Errorf("the log is not in Portuguese: %q", got)
		}
		ana.t = t
		ana.open(pt.base + "/")
		ana.do(chromedp.Click(chromedp.CSS(`a.lang[hreflang="de"]`)))
		ana.waitFor(`document.documentElement.lang === 'de'`, "the page in German")
		if got := ana.text(".board-card h2"); !strings.EqualFold(got, "Spielplan") {
			t.Errorf("after picking de the board is headed %q, want Spielplan", got)
		}
		if got := ana.text(".log .loglist li"); !strings.Contains(got, "nimmt Glas") {
			t.Errorf("the log is not in German: %q", got)
		}
		ana.open(pt.base + "/") // the cookie keeps it
		if got := eval[string](ana, "document.documentElement.lang"); got != "de" {
			t.Errorf("the language was not kept: %q", got)
		}
		if got := bo.text(".board-card h2"); !strings.EqualFold(got, "Tabuleiro") {
			t.Errorf("the other browser changed language too: %q", got)
		}
		// The game file stays language-free.
		b, _ := os.ReadFile(game)
		if bytes.Contains(b, []byte("Glas")) || bytes.Contains(b, []byte("vidro")) {
			t.Error("the game file holds words of a language")
		}
	})

	t.Run("a second browser updated live", func(t *testing.T) {
		ana.t, bo.t = t, t
		ana.open(pt.base + "/")
		bo.open(pt.base + "/")
		ana.do(chromedp.Evaluate[chromedp.Void](`window.stillHere = 1`))
		bo.do(chromedp.Evaluate[chromedp.Void](`window.stillHere = 1`))
		turnsBefore := eval[int](bo, "document.querySelectorAll('.loglist li').length")
		pt.run(t, "turn", "--furnace", "upper-left") // Bo's turn, from another terminal
		bo.waitFor(`document.querySelector('.loglist li .t').textContent.includes('Bo')`, "Bo's turn in the Portuguese log")
		ana.waitFor(`document.querySelector('.loglist li .t').textContent.includes('Bo nimmt Glas')`, "Bo's turn in the German log")
		if !eval[bool](bo, "window.stillHere === 1") || !eval[bool](ana, "window.stillHere === 1") {
			t.Error("the page was reloaded instead of updated in place")
		}
		if n := eval[int](bo, "document.querySelectorAll('.loglist li').length"); n != turnsBefore+1 && n != turnsBefore {
			t.Errorf("the log went from %d to %d lines", turnsBefore, n)
		}
		if got := ana.text(".corner.upper-left .furnace .count"); got != "3" {
			t.Errorf("the upper-left furnace shows %q after the turn, want 3", got)
		}
		if !eval[bool](ana, `document.querySelector('.player.is-next .pname').textContent === 'Ana'`) {
			t.Error("the page does not show that it is Ana's turn now")
		}
	})

	t.Run("a phone that slept catches up", func(t *testing.T) {
		// A phone asleep has no stream: the page's streams are closed (the
		// browser's EventSource is wrapped to reach them), a turn is played
		// meanwhile, and nothing comes; waking (visibilitychange) catches up.
		sleeper := br.newPhone(t, "Accept-Language", "en")
		sleeper.do(chromedp.Func(func(ctx context.Context, tg *chromedp.Target) error {
			_, err := cdp.Call(ctx, tg, page.AddScriptToEvaluateOnNewDocument, page.AddScriptToEvaluateOnNewDocumentParams{Source: `
				(() => { const ES = window.EventSource; window.streams = [];
				  window.EventSource = function (u, o) { const e = new ES(u, o); window.streams.push(e); return e; };
				  window.EventSource.prototype = ES.prototype; })();`})
			return err
		}))
		sleeper.open(pt.link)
		sleeper.waitFor(`window.streams.length > 0 && window.streams[0].readyState === 1`, "the page's event stream")
		sleeper.do(chromedp.Evaluate[chromedp.Void](`window.stillHere = 1; window.streams.forEach(e => e.close())`))
		before := sleeper.text(".corner.upper-right .furnace .count")
		pt.run(t, "turn", "--furnace", "upper-right") // Ana's turn while the phone sleeps
		time.Sleep(300 * time.Millisecond)
		if got := sleeper.text(".corner.upper-right .furnace .count"); got != before {
			t.Fatalf("the page changed with its stream closed (%s → %s): the test proves nothing", before, got)
		}
		sleeper.do(chromedp.Evaluate[chromedp.Void](`document.dispatchEvent(new Event('visibilitychange'))`))
		sleeper.waitFor(`document.querySelector('.corner.upper-right .furnace .count').textContent === '3'`, "the turn made while asleep")
		sleeper.waitFor(`window.streams.some(e => e.readyState === 1)`, "a new event stream")
		if !eval[bool](sleeper, "window.stillHere === 1") {
			t.Error("waking reloaded the page")
		}
	})

	t.Run("a refused answer", func(t *testing.T) {
		ana.t = t
		ana.open(pt.base + "/")
		before, _ := os.ReadFile(game)
		// Without the header token: refused before the question is even looked at.
		st := eval[int](ana, `fetch('/api/answer', {method: 'POST', headers: {'Content-Type': 'application/json'},
			body: JSON.stringify({id: 'x', value: 'y'})}).then(r => r.status)`)
		if st != 403 {
			t.Errorf("an answer without the token header gave %d, want 403", st)
		}
		// With it, a value no question takes: 409 (no such question) or 422.
		res := eval[map[string]any](ana, `fetch('/api/question').then(r => r.status === 204 ? {id: 'none@0'} : r.json()).then(q =>
			fetch('/api/answer', {method: 'POST', headers: {'Content-Type': 'application/json',
				'X-Stephens-Token': document.querySelector('meta[name="stephens-token"]').content},
				body: JSON.stringify({id: q.id, value: 'no-such-answer'})}).then(r => r.json().then(b => ({status: r.status, error: b.error}))))`)
		if s, _ := res["status"].(float64); s != 409 && s != 422 {
			t.Errorf("a wrong answer gave %v, want 409 or 422", res)
		}
		if e, _ := res["error"].(string); e == "" {
			t.Errorf("the refusal says nothing: %v", res)
		}
		after, _ := os.ReadFile(game)
		if !bytes.Equal(before, after) {
			t.Error("a refused answer changed the game file")
		}
	})

	t.Run("the rules", func(t *testing.T) {
		ana.t = t
		ana.open(pt.base + "/rules?game=stephens&q=" + url.QueryEscape("Ruhephase auslösen"))
		ana.waitFor(`document.querySelector('.results a')`, "a search hit")
		ana.do(chromedp.Click(chromedp.CSS(".results a")))
		ana.waitFor(`document.querySelector('article.topic h2')`, "the topic")
		if got := ana.text(".topic .pages"); !strings.Contains(got, "15") {
			t.Errorf("the topic's pages: %q", got)
		}
		for _, g := range []string{"sintra", "omg"} {
			ana.open(pt.base + "/rules?game=" + g)
			if n := eval[int](ana, "document.querySelectorAll('.results li').length"); n < 5 {
				t.Errorf("%s: %d topics listed", g, n)
			}
		}
	})

	t.Run("answering the open question", func(t *testing.T) {
		pageQuestions(t, br, shots)
	})

	t.Run("a turn answered on the page", func(t *testing.T) {
		pageTurn(t, br, bin)
	})

	t.Run("a solo turn through the table's loop", func(t *testing.T) {
		pageSoloLoop(t, br, bin, shots)
	})

	t.Run("the score sheet answered on the page", func(t *testing.T) {
		pageSheet(t, br, bin, shots)
	})

	t.Run("screenshots", func(t *testing.T) {
		for _, c := range []struct{ file, lang string }{{"four-mid.yaml", "en"}, {"solo-mid.yaml", "de"}, {"two-over.yaml", "pt"}} {
			g := pageCopy(t, dir, c.file)
			other := pageStart(t, bin, g)
			p := br.newPhone(t, "Accept-Language", c.lang)
			p.open(other.link)
			base := strings.TrimSuffix(c.file, ".yaml") + "-" + c.lang
			p.shoot(shots, base+"-phone-390x844.png", 390, 844, true)
			p.tapTargets(base + " at 390x844")
			p.fits(base+" at 360x740", 360, 740, true) // the narrowest phone
			p.open(other.base + "/board")
			p.shoot(shots, base+"-tv-1920x1080.png", 1920, 1080, false)
			p.open(other.base + "/") // the table's page on a big screen
			p.shoot(shots, base+"-page-1920x1080.png", 1920, 1080, false)
			p.fits(base+" page at 1280x800", 1280, 800, false)
		}
		ana.t = t
		ana.open(pt.link) // joined, whichever cases ran before
		ana.open(pt.base + "/rules/stephens/reset-phase")
		ana.shoot(shots, "rule-de-phone-390x844.png", 390, 844, true)
		ana.open(pt.base + "/rules?game=sintra")
		ana.fits("the rules of Sintra", 390, 844, true)
		ana.tapTargets("the rules of Sintra at 390x844")
		t.Logf("screenshots in %s", shots)
	})
}

// tapTargets fails when something a thumb taps on the page (a link, a
// button, a disclosure, a field) is under 40 px high: hard to hit at the
// table.
func (p *phone) tapTargets(name string) {
	p.t.Helper()
	small := eval[[]string](p, `[...document.querySelectorAll('a, button, summary, select, input')]
		.filter(e => e.offsetParent !== null && e.getBoundingClientRect().height < 40)
		.map(e => e.tagName + '.' + e.className + ' "' + e.textContent.trim().slice(0, 30) + '" ' + Math.round(e.getBoundingClientRect().height) + 'px')`)
	if len(small) > 0 {
		p.t.Errorf("%s: tap targets under 40 px: %v", name, small)
	}
}

// refusalFits checks the refusal page a phone shows: styled by its inline
// style (the CSP allows it by its hash), the steps as a list, no outside
// load, nothing scrolling sideways at 390x844 (a screenshot kept) nor at
// 360x740, the text large enough to read.
func refusalFits(p *phone, shots, name string) {
	p.t.Helper()
	if bg := eval[string](p, "getComputedStyle(document.body).backgroundColor"); bg != "rgb(21, 23, 28)" {
		p.t.Errorf("%s: the refusal page is unstyled (background %s): the CSP refused its style?", name, bg)
	}
	if n := eval[int](p, "document.querySelectorAll('ol.todo li').length"); n < 2 {
		p.t.Errorf("%s: %d steps to take, want at least 2", name, n)
	}
	if n := eval[int](p, "performance.getEntriesByType('resource').length"); n != 0 {
		p.t.Errorf("%s: the refusal page loaded %d resources", name, n)
	}
	p.shoot(shots, name+"-phone-390x844.png", 390, 844, true)
	p.fits(name+" at 360x740", 360, 740, true)
	if px := eval[float64](p, "parseFloat(getComputedStyle(document.querySelector('.todo li')).fontSize)"); px < 16 {
		p.t.Errorf("%s: the steps are in %.0f px type", name, px)
	}
}

// pageServe serves game with a Front the test asks through, as the
// session does, until the test ends: the context the session's side
// asks in, the link to join by and the address.
func pageServe(t *testing.T, game string) (ctx context.Context, front *Front, link, base string) {
	t.Helper()
	front = NewFront()
	s, err := New(Options{Game: fileGame(game), Front: front, Poll: 10 * time.Millisecond})
	if err != nil {
		t.Fatal(err)
	}
	ln, err := s.Listen("127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	ctx, cancel := context.WithCancel(context.Background())
	served := make(chan error, 1)
	go func() { served <- s.Serve(ctx, ln) }()
	t.Cleanup(func() { cancel(); <-served })
	return ctx, front, s.URL(), "http://" + ln.Addr().String()
}

// pick answers the open question on the phone as a thumb does: it waits
// until the option value is there and can be tapped (the page may still
// be drawing the question), then taps it; what says what is awaited.
func (p *phone) pick(value, what string) {
	p.t.Helper()
	sel := fmt.Sprintf(`#question button[data-value=%q]`, value)
	p.waitFor(fmt.Sprintf("document.querySelector(%q) && !document.querySelector(%q).disabled", sel, sel), what)
	p.do(chromedp.Click(chromedp.CSS(sel)))
}

// pageQuestions: the page answers the questions the session puts to the
// front end (Front), one of each kind, as a phone would: the options as
// buttons (one the rules do not allow now says why instead), '?' for the
// rule, a number refused with the rules' words and answered again, back
// and the menu, a list picked in order. The questions are the turn's own
// (companion/play's IDs, messages and topics); the session's side is
// played here by Front.Ask, so the page is tested before and apart from
// the session that asks them in stephens table.
func pageQuestions(t *testing.T, br *pageBrowser, shots string) {
	ctx, front, link, base := pageServe(t, pageCopy(t, t.TempDir(), "two-start.yaml"))

	furnaces := &walk.Question{ID: "turn.furnace", Kind: walk.Choice, Flag: "furnace",
		Prompt: walk.M("game.ask.which_furnace"), Topic: "obtain-glass", RefuseUnavailable: true}
	for _, pos := range []string{"upper-left", "upper-right", "lower-left", "lower-right"} {
		o := walk.Option{Value: pos, Label: walk.M("game.ask.furnace_item", "Furnace", companion.Term("term.furnace."+pos), "Count", 3)}
		if pos == "upper-right" {
			o.Unavailable = walk.M("game.problem.furnace_empty", "Furnace", companion.Term("term.furnace."+pos))
		}
		furnaces.Options = append(furnaces.Options, o)
	}
	asks := []Asked{
		{Q: furnaces, Menu: []walk.Msg{walk.M("game.play.undo"), walk.M("game.play.pause")},
			Lines: []walk.Line{{Style: walk.Heading, Msg: walk.M("game.play.what", "Name", "Bo")}}},
		{Q: &walk.Question{ID: "reset.refill", Kind: walk.Number, Flag: "refill", Min: 0, Max: 4,
			Prompt: walk.M("game.ask.which_furnace"), Topic: "replenish-furnaces"}, CanBack: true},
		{Q: &walk.Question{ID: "turn.end", Kind: walk.YesNo, Flag: "end-triggered", Default: walk.No,
			Prompt: walk.M("game.turn.what_end"), Topic: "end-of-game"}, Offer: walk.No, CanBack: true},
		{Q: &walk.Question{ID: "turn.cubes", Kind: walk.List, Flag: "cubes", Prompt: walk.M("game.ask.which_furnace"),
			Options: []walk.Option{{Value: "orange", Label: walk.M("term.cube.orange")}, {Value: "pink", Label: walk.M("term.cube.pink")},
				{Value: "black", Label: walk.M("term.cube.black")}}}},
	}
	replies := make(chan Reply, len(asks)+2)
	go func() {
		for _, a := range asks {
			r, err := front.Ask(ctx, a)
			if err != nil {
				return
			}
			replies <- r
			if r.Kind != Answer { // back or a menu entry: the same question again
				if r, err = front.Ask(ctx, a); err != nil {
					return
				}
				replies <- r
			}
		}
		front.Idle()
	}()
	reply := func(want Reply) {
		t.Helper()
		select {
		case r := <-replies:
			if r != want {
				t.Errorf("the page replied %+v, want %+v", r, want)
			}
		case <-time.After(15 * time.Second):
			t.Fatalf("the page did not reply %+v", want)
		}
	}

	p := br.newPhone(t, "Accept-Language", "en")
	p.open(link)
	p.waitFor(`!document.getElementById('question').hidden && document.querySelector('#question .qtext')`, "the open question")
	if got := p.text("#question .qtext"); got != "From which furnace?" {
		t.Errorf("the question reads %q", got)
	}
	if got := p.text("#question .said"); !strings.Contains(got, "Bo") {
		t.Errorf("the lines before the question are missing: %q", got)
	}
	// The TV shows what is asked, with nothing to answer it.
	tv := br.newPhone(t)
	tv.open(link)
	tv.open(base + "/board")
	tv.waitFor(`document.querySelector('#asking .qtext') && document.querySelector('#asking .qtext').textContent === 'From which furnace?'`, "the question on the TV")
	if n := eval[int](tv, "document.querySelectorAll('button, input, select, form').length"); n != 0 {
		t.Errorf("the TV offers %d inputs", n)
	}
	// '?' shows the question's rule, in the page.
	p.do(chromedp.Click(chromedp.CSS("#question .help")))
	p.waitFor(`document.querySelector('#question .rule article.topic h2')`, "the rule behind the question")
	p.shoot(shots, "question-en-phone-390x844.png", 390, 844, true)
	p.tapTargets("the question at 390x844")
	// An option the rules do not allow says why, and sends nothing.
	p.pick("upper-right", "the empty furnace")
	p.waitFor(`document.querySelector('#question .qproblem')`, "why the empty furnace cannot be picked")
	if got := p.text("#question .qproblem"); !strings.Contains(got, "empty") {
		t.Errorf("the reason reads %q", got)
	}
	// The menu: a command's entry, then the same question again.
	p.do(chromedp.Click(chromedp.Search(`//div[contains(@class,"menu")]/button[2]`)))
	reply(Reply{Kind: PickMenu, Entry: 1})
	p.pick("lower-left", "the question again")
	reply(Reply{Kind: Answer, Value: "lower-left"})

	// A number: refused with the question's words, nothing recorded; then
	// back; then answered.
	p.waitFor(`document.querySelector('#question input[type=number]')`, "the number question")
	// What is being typed survives the page catching up (a late event, a
	// phone waking): the question shown is not drawn again.
	p.do(chromedp.SendKeys(chromedp.CSS("#question input"), "3"))
	p.do(chromedp.Evaluate[chromedp.Void](`document.dispatchEvent(new Event('visibilitychange'))`))
	time.Sleep(300 * time.Millisecond)
	if got := eval[string](p, `document.querySelector('#question input').value`); got != "3" {
		t.Errorf("catching up wiped the number being typed: %q", got)
	}
	p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('#question input').value = ''`))
	p.do(chromedp.SendKeys(chromedp.CSS("#question input"), "\b9"))
	p.do(chromedp.Click(chromedp.CSS(`#question form button`)))
	p.waitFor(`document.querySelector('#question .qproblem')`, "the refusal")
	if got := p.text("#question .qproblem"); !strings.HasPrefix(got, "Not accepted:") || !strings.Contains(got, "9") {
		t.Errorf("the refusal reads %q", got)
	}
	select {
	case r := <-replies:
		t.Fatalf("a refused number reached the session: %+v", r)
	default:
	}
	p.do(chromedp.Click(chromedp.Search(`//div[contains(@class,"menu")]/button[1]`)))
	reply(Reply{Kind: Back})
	p.waitFor(`document.querySelector('#question input[type=number]') && !document.querySelector('#question form button').disabled`, "the number question again")
	p.do(chromedp.Evaluate[chromedp.Void](`document.querySelector('#question input').value = ''`))
	p.do(chromedp.SendKeys(chromedp.CSS("#question input"), "2\r"))
	reply(Reply{Kind: Answer, Value: "2"})

	// Yes or no, the offered answer first.
	p.waitFor(`document.querySelectorAll('#question .options.two button').length === 2`, "the yes/no question")
	if got := p.text("#question .options.two .primary"); got != "No" {
		t.Errorf("the offered answer is %q, want No", got)
	}
	p.do(chromedp.Click(chromedp.Search(`//div[contains(@class,"two")]/button[1]`)))
	reply(Reply{Kind: Answer, Value: "yes"})

	// A list, picked in order.
	p.pick("black", "the list question")
	p.pick("orange", "the list's second pick")
	p.do(chromedp.Click(chromedp.Search(`//div[contains(@class,"options")]//button[contains(@class,"primary")]`)))
	reply(Reply{Kind: Answer, Value: "black,orange"})
	p.waitFor(`document.getElementById('question').hidden`, "no question open")
	tv.waitFor(`document.getElementById('asking').hidden`, "the TV without a question")
}

// pageTurn: Bo's turn answered on a phone, question by question, with the
// turn's real walkthrough (companion/play.Turn, replayed by the walk
// engine over the answers, as a session does) asking through the server's
// Front; the events it recorded are written to the game file, and the
// terminal's `stephens state --json` agrees with the page.
func pageTurn(t *testing.T, br *pageBrowser, bin string) {
	dir := t.TempDir()
	path := pageCopy(t, dir, "two-start.yaml")
	ctx, front, link, _ := pageServe(t, path)

	buf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	file, st, err := game.ParseFileState(buf)
	if err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	var asked []string
	go func() { // the session's part
		w := play.NewWalk(st, play.Known{}, play.Turn)
		answers := &walk.Answers{}
		for {
			q, lines, err := walk.Step(w.Script, answers)
			if err != nil {
				done <- err
				return
			}
			if q == nil {
				break
			}
			if q.Kind == walk.Ack || q.FlagOnly { // never asked: read, or its default (no flag was given)
				answers.Set(q.ID, q.Default)
				continue
			}
			asked = append(asked, q.ID)
			r, err := front.Ask(ctx, Asked{Q: q, Lines: lines})
			if err != nil {
				done <- err
				return
			}
			if r.Kind != Answer {
				done <- fmt.Errorf("the page replied %+v", r)
				return
			}
			answers.Set(q.ID, r.Value)
		}
		file.Events = append(file.Events, w.Table().Events...)
		out, err := file.Marshal()
		if err == nil {
			front.Wrote(out)
			err = os.WriteFile(path, out, 0o644)
		}
		front.Idle()
		done <- err
	}()

	bo := br.newPhone(t, "Accept-Language", "en")
	bo.open(link)
	watcher := br.newPhone(t, "Accept-Language", "de") // a second phone, only looking
	watcher.open(link)
	bo.waitFor(`document.querySelector('#question button[data-value="furnace"]')`, "what Bo did, glass from a furnace among the options")
	if got := bo.text("#question .qtext"); !strings.Contains(got, "Bo") {
		t.Errorf("the question reads %q", got)
	}
	bo.pick("furnace", "what Bo did")
	bo.pick("upper-left", "which furnace")
	select {
	case err := <-done:
		if err != nil {
			t.Fatal(err)
		}
	case <-time.After(20 * time.Second):
		t.Fatalf("the turn did not end; asked %v", asked)
	}
	bo.waitFor(`document.getElementById('question').hidden`, "the turn done")
	for _, p := range []*phone{bo, watcher} {
		p.waitFor(`document.querySelector('.corner.upper-left .furnace .count').textContent === '3'`, "the furnace the page took glass from")
		p.waitFor(`document.querySelector('.player.is-next .pname').textContent === 'Ana'`, "Ana next")
	}
	if got := watcher.text(".loglist li .t"); !strings.Contains(got, "Bo nimmt Glas") {
		t.Errorf("the other phone's log: %q", got)
	}
	// The terminal reads the same game.
	pt := &pageTable{bin: bin, game: path, env: append(os.Environ(), "XDG_CONFIG_HOME="+filepath.Join(dir, "c"),
		"XDG_DATA_HOME="+filepath.Join(dir, "d"), "XDG_STATE_HOME="+filepath.Join(dir, "s"), "XDG_CACHE_HOME="+filepath.Join(dir, "k"))}
	state := pt.stateJSON(t)
	if state["next"] != "Ana" || state["furnaces"].(map[string]any)["upper-left"] != float64(3) {
		t.Errorf("stephens state --json after the turn: next %v, furnaces %v", state["next"], state["furnaces"])
	}
	players := state["players"].([]any)
	if bo := players[1].(map[string]any); bo["name"] != "Bo" || bo["turns"] != float64(1) {
		t.Errorf("Bo in stephens state --json: %v", bo)
	}
	api := eval[map[string]any](bo, `fetch('/api/state').then(r => r.json())`)
	a, _ := json.Marshal(api)
	c, _ := json.Marshal(state)
	if string(a) != string(c) {
		t.Errorf("/api/state and stephens state --json differ:\n%s\n%s", a, c)
	}
}

// pageSoloLoop: Eva's turn of a solo game played from a phone-sized window
// through `stephens table` itself, its server and its loop (the session
// asking through the page, as `stephens play` asks at a terminal): the
// questions come from the loop, each tap answers one, the turn is written
// once, the page and the TV's board show it, the terminal's `stephens
// state --json` agrees, and the loop goes on to the Automa's turn.
func pageSoloLoop(t *testing.T, br *pageBrowser, bin, shots string) {
	dir := t.TempDir()
	path := pageCopy(t, dir, "solo-mid.yaml")
	before, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	pt := pageStart(t, bin, path)
	st := pt.stateJSON(t)
	furnaces := st["furnaces"].(map[string]any)
	eva := st["players"].([]any)[0].(map[string]any)

	p := br.newPhone(t, "Accept-Language", "en")
	p.fits("the phone", 390, 844, true)
	p.open(pt.link)
	tv := br.newPhone(t)
	tv.open(pt.link)
	tv.open(pt.base + "/board")

	p.waitFor(`document.querySelector('#question .qtext') && document.querySelector('#question .qtext').textContent === 'What did Eva do?'`, "the loop's first question")
	p.fits("the loop's question at 390x844", 390, 844, true)
	p.tapTargets("the loop's question at 390x844")
	p.pick("furnace", "what Eva did")
	p.waitFor(`document.querySelector('#question .qtext').textContent === 'From which furnace?'`, "which furnace")
	p.pick("upper-left", "the upper-left furnace")
	// The turn is written and the loop asks on: the Automa's turn.
	p.waitFor(`document.querySelector('#question .qtext') && document.querySelector('#question .qtext').textContent.includes('Automa')`, "the Automa's turn asked next")
	p.waitFor(`document.querySelector('.loglist li .t').textContent.includes('Eva took glass from the upper-left furnace')`, "Eva's turn in the log")
	want := strconv.Itoa(int(furnaces["upper-left"].(float64)) - 1)
	p.waitFor(`document.querySelector('.corner.upper-left .furnace .count').textContent === '`+want+`'`, "the furnace Eva took glass from")
	tv.waitFor(`document.querySelector('.corner.upper-left .furnace .count').textContent === '`+want+`'`, "the TV's board updated")
	p.shoot(shots, "solo-loop-en-phone-390x844.png", 390, 844, true)

	after, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	fb, _, err := game.ParseFileState(before)
	if err != nil {
		t.Fatal(err)
	}
	fa, _, err := game.ParseFileState(after)
	if err != nil {
		t.Fatal(err)
	}
	if n := len(fb.Events); len(fa.Events) != n+1 || fa.Events[n].Kind != game.KindFurnace || fa.Events[n].Seat != 0 || fa.Events[n].At != "upper-left" {
		t.Errorf("the game file went from %d to %d events, the last %+v: want Eva's one turn", n, len(fa.Events), fa.Events[len(fa.Events)-1])
	}
	st = pt.stateJSON(t)
	if got := st["furnaces"].(map[string]any)["upper-left"]; got != furnaces["upper-left"].(float64)-1 {
		t.Errorf("stephens state --json: the upper-left furnace holds %v", got)
	}
	if got := st["players"].([]any)[0].(map[string]any)["turns"]; got != eva["turns"].(float64)+1 {
		t.Errorf("stephens state --json: Eva has %v turns, had %v", got, eva["turns"])
	}
}
