package table

import (
	"context"
	"errors"
	"io"
	"net/http"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/game"
)

// game is a two-player game after Ana's first turn.
const gameYAML = `version: 1
created: 2026-11-28T10:15:07Z
settings:
  players:
    - name: Ana
      colour: red
    - name: Bo
      colour: yellow
  mode: multiplayer
  seed: 3
events:
  - {kind: start-player, seat: 0}
  - {kind: starting-profession, seat: 0, side: right}
  - {kind: starting-profession, seat: 1, side: right}
  - {kind: starting-disk, seat: 0, disk: 2a}
  - {kind: starting-disk, seat: 1, disk: 3b}
  - {kind: furnace, seat: 0, at: lower-left}
`

// The game file as the server sees it: its bytes through the store, and a
// stamp that changes when another file is renamed over it (as every write
// of the store does), even with the same size; none when it is missing.
func TestGameFileStamp(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.yaml")
	g := shared.FileAt(path)
	if _, err := g.Stamp(); err == nil {
		t.Error("a missing file has a stamp")
	}
	if _, err := g.Read(); err == nil {
		t.Error("a missing file was read")
	}
	write := func(s string) {
		t.Helper()
		if err := os.WriteFile(path+".tmp", []byte(s), 0o644); err != nil {
			t.Fatal(err)
		}
		if err := os.Rename(path+".tmp", path); err != nil {
			t.Fatal(err)
		}
	}
	write(gameYAML)
	a, err := g.Stamp()
	if err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Stamp(); b != a {
		t.Errorf("the stamp changed with the file unchanged: %s, %s", a, b)
	}
	fi, _ := os.Stat(path)
	write(strings.Replace(gameYAML, "Ana", "Eva", 1)) // the same size
	if err := os.Chtimes(path, fi.ModTime(), fi.ModTime()); err != nil {
		t.Fatal(err)
	}
	if b, _ := g.Stamp(); b == a {
		t.Errorf("another file of the same size and time kept the stamp %s", a)
	}
	if b, err := g.Read(); err != nil || !strings.Contains(string(b), "Eva") {
		t.Errorf("read %q, %v", b, err)
	}
}

// The command's server serves the file at its path: /api/state is the
// state document of `stephens state --json`, and a write of another
// process is seen.
func TestServesTheGameFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.yaml")
	if err := os.WriteFile(path, []byte(gameYAML), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := New(Options{Game: path, Poll: 5 * time.Millisecond})
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
	defer func() {
		cancel()
		if err := <-done; err != nil {
			t.Errorf("Serve: %v", err)
		}
	}()
	get := func() string {
		t.Helper()
		r, _ := http.NewRequest("GET", "http://"+ln.Addr().String()+"/api/state", nil)
		r.Header.Set("Authorization", "Bearer "+s.Token())
		resp, err := http.DefaultClient.Do(r)
		if err != nil {
			t.Fatal(err)
		}
		defer resp.Body.Close()
		b, _ := io.ReadAll(resp.Body)
		if resp.StatusCode != 200 {
			t.Fatalf("/api/state: %d %s", resp.StatusCode, b)
		}
		return string(b)
	}
	want, err := game.StateJSON([]byte(gameYAML))
	if err != nil {
		t.Fatal(err)
	}
	if got := get(); got != string(want) {
		t.Errorf("/api/state:\n%s\nwant:\n%s", got, want)
	}
	next := gameYAML + "  - {kind: furnace, seat: 1, at: upper-left}\n"
	if err := os.WriteFile(path, []byte(next), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := get(); !strings.Contains(got, `"next": "Ana"`) {
		t.Errorf("after Bo's turn /api/state says:\n%s", got)
	}
}

func TestQR(t *testing.T) {
	code, err := QR("http://192.168.1.20:43117/?t=d043032c36f660b7a47db42af2d94117")
	if err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSuffix(code, "\n"), "\n")
	// version 4 at level L: 33 modules and 4 of quiet zone each side, two
	// rows a line.
	if len(lines) != (33+8+1)/2 {
		t.Errorf("%d lines, want 21:\n%s", len(lines), code)
	}
	for i, l := range lines {
		l = strings.TrimSuffix(strings.TrimPrefix(l, "\x1b[30;107m"), "\x1b[0m")
		if n := len([]rune(l)); n != 41 {
			t.Errorf("line %d is %d wide, want 41", i, n)
		}
	}
	if !strings.HasPrefix(lines[0], "\x1b[30;107m     ") {
		t.Errorf("no light quiet zone: %q", lines[0])
	}
}

func TestCheckListen(t *testing.T) {
	for _, ok := range []string{"", "127.0.0.1:0", "0.0.0.0:8080", "[::1]:0", "localhost:65535", "192.168.1.20:43117"} {
		if err := CheckListen(ok); err != nil {
			t.Errorf("%q: %v", ok, err)
		}
	}
	for _, bad := range []string{"nowhere", "127.0.0.1", ":8080", "127.0.0.1:99999", "127.0.0.1:-1", "127.0.0.1:http", "a b:80", "::1:80"} {
		var le *ListenError
		if err := CheckListen(bad); !errors.As(err, &le) || !le.Form || le.Value != bad {
			t.Errorf("%q: %v", bad, err)
		}
	}
}
