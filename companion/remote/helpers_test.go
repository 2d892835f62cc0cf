package remote

import (
	"os"
	"strconv"
	"testing"
	"time"
)

// The tests' shared ground: one game, the game file on disk as the
// command gives it to the server, and the wait for the session's question.

// gameFile is a two-player game after Ana's first turn, as `stephens new`
// and `stephens turn` write it.
const gameFile = `# A game of Stephens kept by the stephens companion. The events are the
# game's history; the board is derived from them.
version: 1
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

// secondTurn is Bo's turn, appended to gameFile by "another process".
const secondTurn = "  - {kind: furnace, seat: 1, at: upper-left}\n"

// fileGame is a game file on disk as the server's Game: the command's
// adapter (cmd/stephens/table) does the same through its store.
type fileGame string

func (g fileGame) Read() ([]byte, error) { return os.ReadFile(string(g)) }

func (g fileGame) Stamp() (string, error) {
	fi, err := os.Stat(string(g))
	if err != nil {
		return "", err
	}
	return strconv.FormatInt(fi.Size(), 10) + "/" + strconv.FormatInt(fi.ModTime().UnixNano(), 10), nil
}

// writeGame replaces the game file as the store does (a new file renamed
// over it).
func writeGame(t testing.TB, path, content string) {
	t.Helper()
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Rename(tmp, path); err != nil {
		t.Fatal(err)
	}
}

// waitOpen waits for the session's next question on f; ok is false once
// the session is done (its error on done, put back; done may be nil).
func waitOpen(t testing.TB, f *Front, done chan error) (string, Asked, bool) {
	t.Helper()
	deadline := time.After(30 * time.Second)
	for {
		if id, a, ok := f.Question(); ok {
			return id, a, true
		}
		select {
		case err := <-done:
			done <- err
			return "", Asked{}, false
		case <-deadline:
			t.Fatal("no question opened")
		case <-time.After(time.Millisecond):
		}
	}
}
