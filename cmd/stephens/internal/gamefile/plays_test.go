package gamefile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// Ten plays recorded at once, of the same game and players in the same
// minute (files-and-scale D7: up to 32 of 50 were refused "already
// exists"), are all kept, each in a file of its own.
func TestTenPlaysRecordedAtOnce(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", filepath.Join(dir, "data"))
	store.Reload()
	defer store.Reload()
	when := time.Date(2026, 11, 28, 20, 0, 0, 0, time.UTC)
	var wg sync.WaitGroup
	paths := make([]string, 10)
	errs := make([]error, 10)
	for i := range 10 {
		wg.Go(func() {
			paths[i], errs[i] = RecordPlay(when, "omg", []string{"Ana", "Bo"}, fmt.Appendf(nil, "version: 1\ngame: omg\nsheet: {}\n# play %d\n", i))
		})
	}
	wg.Wait()
	seen := map[string]bool{}
	for i := range 10 {
		if errs[i] != nil {
			t.Errorf("play %d: %v", i, errs[i])
			continue
		}
		if seen[paths[i]] {
			t.Errorf("play %d: %s given twice", i, paths[i])
		}
		seen[paths[i]] = true
		if b, err := os.ReadFile(paths[i]); err != nil || !strings.Contains(string(b), fmt.Sprintf("# play %d\n", i)) {
			t.Errorf("play %d: %s holds %q", i, paths[i], b)
		}
	}
	plays, err := ListPlays()
	if err != nil || len(plays) != 10 {
		t.Errorf("%d play files: %v", len(plays), err)
	}
}

// A long game without aliases is read whole (files-and-scale D9: 2,700
// events were refused as an alias bomb); what is wrong with it is its
// events, and the message says so.
func TestLongGameIsNoAliasBomb(t *testing.T) {
	f := sample(t)
	buf, err := f.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	text := string(buf)
	i := strings.Index(text, "\nevents:\n")
	if i < 0 {
		t.Fatalf("no events in %s", text)
	}
	var b strings.Builder
	b.WriteString(text)
	for range 5000 {
		b.WriteString("  - {kind: furnace, seat: 1, at: lower-left}\n")
	}
	path := filepath.Join(t.TempDir(), "long.yaml")
	if err := os.WriteFile(path, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err = Load(path)
	var fe *userfile.Error
	if !errors.As(err, &fe) {
		t.Fatalf("a game past its end: %v", err)
	}
	if id := fe.First().Problem.ID; id == "file.problem.aliases" || strings.HasPrefix(id, "file.problem.") {
		t.Errorf("refused as a file problem (%s), not for its events: %v", id, err)
	}
}
