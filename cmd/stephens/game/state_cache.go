package game

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
)

// The last `state --json` of each game is kept in the cache folder, under a
// key made of the game file's bytes and this program's build: asked again
// for a game that has not changed (a status line polling it, a script
// between two turns), the companion prints it without reading the YAML,
// replaying the events or encoding them again. Any change to the file or
// to the program is a different key, and a missing, stale or damaged cache
// file only means the work is done once more. The output is the same bytes
// either way (and the same in every language).

// writeStateJSON prints the game's summary as JSON, from the cache when the
// game file and the program are the ones it was made from.
func writeStateJSON(a *cmdutil.App, path string) error {
	buf, err := store.ReadFile(path)
	if err != nil {
		return shared.GameFileError(a, path, err)
	}
	key := stateKey(path, buf)
	cache := StateCachePath(path)
	if cached, err := store.ReadFile(cache); err == nil {
		if head, body, ok := bytes.Cut(cached, []byte("\n")); ok && string(head) == key {
			_, err := a.IO.Out.Write(body)
			return err
		}
	}
	// The document of the table view's /api/state too (game.StateJSON).
	out, err := store.Decode(path, buf, game.StateJSON)
	if err != nil { // named with its file and line, as state and log name it
		return shared.GameFileError(a, path, err)
	}
	if _, err := a.IO.Out.Write(out); err != nil {
		return err
	}
	keepState(cache, key, out)
	return nil
}

// stateKey names one version of one game as read by one build of the
// program: a hash of the program's file (path, size, time), the game's path
// and its bytes.
func stateKey(path string, game []byte) string {
	h := sha256.New()
	if exe, err := os.Executable(); err == nil {
		if fi, err := os.Stat(exe); err == nil {
			fmt.Fprintf(h, "%s\x00%d\x00%d\x00", exe, fi.Size(), fi.ModTime().UnixNano())
		}
	}
	fmt.Fprintf(h, "%s\x00", path)
	h.Write(game)
	return hex.EncodeToString(h.Sum(nil))
}

// stateCachePath is the cache file of a game: one per game path, replaced
// whenever the game changes.
func StateCachePath(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	sum := sha256.Sum256([]byte(path))
	return filepath.Join(store.CacheDir(), "state", hex.EncodeToString(sum[:16])+".json")
}

// keepState writes the cache file, key first; a cache that cannot be
// written (another stephens is writing it, the folder cannot be made) is
// simply not kept: nothing the table needs is lost.
func keepState(cache, key string, summary []byte) {
	_ = store.WriteFile(cache, store.Cache, append([]byte(key+"\n"), summary...))
}
