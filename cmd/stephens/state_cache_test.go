package main

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	gamecmd "github.com/pileup-companion/stephens/cmd/stephens/game"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
)

// state --json asked again for an unchanged game prints the same bytes
// without replaying it; a changed game, a damaged cache file or a cache
// folder that cannot be written all still give the game's own summary.
func TestStateJSONCache(t *testing.T) {
	dir := gameDirs(t)
	path := filepath.Join(dir, "g.yaml")
	mustRun(t, "--game", path, "new", "--names", "Ana,Bo,Rui", "--seed", "3", "--no-input", "--start-disks", "2a,5a,gate-5")

	first := mustRun(t, "--game", path, "state", "--json")
	before := game.Folds()
	again := mustRun(t, "--game", path, "--lang", "pt", "state", "--json")
	if again != first {
		t.Fatalf("the cached summary differs:\n%s\n---\n%s", first, again)
	}
	if n := game.Folds() - before; n != 0 {
		t.Errorf("an unchanged game was replayed %d times", n)
	}

	// A turn changes the file: the summary is made again and is new.
	mustRun(t, "--game", path, "turn", "--furnace", "upper-left")
	changed := mustRun(t, "--game", path, "state", "--json")
	if changed == first {
		t.Fatal("the summary after a turn is the one from before it")
	}
	if want := summaryJSON(t, path); changed != want {
		t.Fatalf("after a turn:\n%s\nwant\n%s", changed, want)
	}

	// A damaged cache file is made again, never printed.
	cache := gamecmd.StateCachePath(path)
	if err := os.WriteFile(cache, []byte("not a key\n{\"army\": 99}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	if got := mustRun(t, "--game", path, "state", "--json"); got != changed {
		t.Fatalf("with a damaged cache file:\n%s", got)
	}

	// A cache folder that is a file: nothing is kept, the answer stands.
	t.Setenv("XDG_CACHE_HOME", path)
	store.Reload()
	if got := mustRun(t, "--game", path, "state", "--json"); got != changed {
		t.Fatalf("with no cache folder:\n%s", got)
	}
}

// summaryJSON is state --json made the long way: the game replayed and
// encoded.
func summaryJSON(t *testing.T, path string) string {
	t.Helper()
	buf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, s, err := game.ParseFileState(buf)
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	enc := cmdutil.JSONEncoder(&out)
	enc.SetIndent("", "  ")
	if err := enc.Encode(s.Summarize()); err != nil {
		t.Fatal(err)
	}
	return out.String()
}
