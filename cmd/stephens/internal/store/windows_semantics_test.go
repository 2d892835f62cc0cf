package store

import (
	"errors"
	"os"
	"path/filepath"
	"sync"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// heldGame is a game file as the write path sees one.
const heldGame = "version: 1\nsettings: {mode: multiplayer}\nevents: []\n"

// errHeld is what the fake Windows says while another program has the
// file open (ERROR_SHARING_VIOLATION).
var errHeld = errors.New("fake: the process cannot access the file because it is being used by another process")

// heldOpen plays Windows' rule on any system: a rename over path is
// refused while another program has it open.
type heldOpen struct {
	mu       sync.Mutex
	path     string
	open     bool
	attempts int
}

func (h *heldOpen) rename(from, to string) error {
	h.mu.Lock()
	defer h.mu.Unlock()
	h.attempts++
	if h.open && to == h.path {
		return &os.LinkError{Op: "rename", Old: from, New: to, Err: errHeld}
	}
	return os.Rename(from, to)
}

func (h *heldOpen) set(open bool) {
	h.mu.Lock()
	h.open = open
	h.mu.Unlock()
}

// useFake makes File.Write replace files as Windows does, by h.
func useFake(t *testing.T, h *heldOpen) {
	old := replaceFile
	replaceFile = renamer{rename: h.rename, ephemeral: func(err error) bool { return errors.Is(err, errHeld) }}.write
	t.Cleanup(func() { replaceFile = old })
}

// Windows semantics (issue 30 item 4, windows.md D1): a save while another
// program has the game open is retried, as cmd/go's robustio retries, and
// kept once the other program lets go; the file is never half written.
func TestSaveRetriedWhileAnotherProgramHasTheFileOpen(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "g.yaml")
	if err := os.WriteFile(path, []byte(heldGame), 0o644); err != nil {
		t.Fatal(err)
	}
	h := &heldOpen{path: path, open: true}
	useFake(t, h)
	timer := time.AfterFunc(retryFor/10, func() { h.set(false) }) // the editor closes the file
	defer timer.Stop()
	want := heldGame + "# turn\n"
	if err := WriteFile(path, Game, []byte(want)); err != nil {
		t.Fatalf("save while the file was open elsewhere: %v", err)
	}
	if got, _ := os.ReadFile(path); string(got) != want {
		t.Errorf("file holds %q", got)
	}
	if h.attempts < 2 {
		t.Errorf("renamed %d times: the save was not retried", h.attempts)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left beside the file: %v", entries)
	}
}

// Held open for longer than the retries last: the save is refused saying
// that another program has the file open, and the game is as it was.
func TestSaveRefusedWhileTheFileStaysOpen(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "g.yaml")
	if err := os.WriteFile(path, []byte(heldGame), 0o644); err != nil {
		t.Fatal(err)
	}
	old := retryFor
	retryFor = 50 * time.Millisecond
	t.Cleanup(func() { retryFor = old })
	h := &heldOpen{path: path, open: true}
	useFake(t, h)
	err := WriteFile(path, Game, []byte(heldGame+"# turn\n"))
	var we *WriteError
	if !errors.As(err, &we) || we.Reason != userfile.OpenElsewhere || we.Path != path {
		t.Fatalf("save while the file stays open: %v, want %s", err, userfile.OpenElsewhere)
	}
	if got, _ := os.ReadFile(path); string(got) != heldGame {
		t.Errorf("file holds %q", got)
	}
	if h.attempts < 2 {
		t.Errorf("renamed %d times", h.attempts)
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 1 {
		t.Errorf("left beside the file: %v", entries)
	}
}
