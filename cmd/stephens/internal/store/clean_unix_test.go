//go:build unix

package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The temporary files renameio names (".NAME<digits>") are a killed
// write's only when no writer holds the lock of a NAME they may be for:
// the next write in the folder removes those (and the lock files their
// killed writers left), and leaves a live writer's, one whose NAME's lock
// is not a regular file, and files that are not the companion's.
func TestWriteRemovesKilledRenameioTemps(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	at := func(n string) string { return filepath.Join(dir, n) }
	files := map[string]bool{ // name → still there after the write
		".g.yaml5":                 false, // the file written: its lock is this write's
		".g.yaml":                  true,  // no digits: not a temporary file
		".g.yaml17":                true,  // may be g.yaml1's, which is being written
		"g.yaml1.lock":             true,
		".other.yaml123456789":     false, // a killed write of other.yaml ...
		"other.yaml.lock":          false, // ... and the lock it left
		".live.yaml987654321":      true,  // live.yaml is being written ...
		"live.yaml.lock":           true,  // ... by a writer holding its lock
		".n12345":                  true,  // may be n12's, which is being written
		"n12.lock":                 true,
		".m9876":                   false, // m98's writer was killed; no m, m9, m987 lock
		"m98.lock":                 false,
		".profile2":                true,  // someone's: no lock of "profile" beside it
		".p1":                      true,  // p's lock is not a lock file
		".stephens-tmp-01-x.yaml2": false, // the build before's, unlocked
	}
	for n := range files {
		mustWrite(t, at(n), "half")
	}
	if err := syscall.Mkfifo(at("p.lock"), 0o644); err != nil {
		t.Skip(err)
	}
	for _, n := range []string{"live.yaml.lock", "n12.lock", "g.yaml1.lock"} {
		l, err := acquire(at(n), 0)
		if err != nil {
			t.Fatal(err)
		}
		defer l.release()
	}
	if err := WriteFile(at("g.yaml"), Game, []byte(gameText)); err != nil {
		t.Fatal(err)
	}
	for n, kept := range files {
		if _, err := os.Lstat(at(n)); (err == nil) != kept {
			t.Errorf("%s: there %v, want %v", n, err == nil, kept)
		}
	}
	if fi, err := os.Lstat(at("p.lock")); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
		t.Error("the pipe at p.lock was changed")
	}
	for _, n := range []string{"m.lock", "m9.lock", "m987.lock", "n.lock", "n1.lock", "profile.lock", "g.yaml.lock"} {
		if _, err := os.Lstat(at(n)); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s was made", n)
		}
	}
}

// A write's temporary file is beside the file (never in $TMPDIR, which
// renameio would take when on the same disk), renameio's name, never left
// after the write, and a new file has the usual permissions.
func TestWriteTempBesideTheFile(t *testing.T) {
	dir := ownDirs(t)
	tmp := t.TempDir()
	t.Setenv("TMPDIR", tmp)
	path := filepath.Join(dir, "g.yaml")
	old := syscall.Umask(0o022)
	defer syscall.Umask(old)
	f, err := Open(path, Game)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var seen []string
	stop := make(chan struct{})
	var wg sync.WaitGroup
	wg.Go(func() { // watch the folder while writes happen
		for {
			select {
			case <-stop:
				return
			default:
			}
			entries, _ := os.ReadDir(dir)
			elsewhere, _ := os.ReadDir(tmp)
			for _, e := range append(entries, elsewhere...) {
				if n := e.Name(); n != "g.yaml" && n != "g.yaml.lock" && !slices.Contains(seen, n) {
					seen = append(seen, n)
				}
			}
			if len(elsewhere) > 0 {
				seen = append(seen, "in $TMPDIR: "+elsewhere[0].Name())
			}
		}
	})
	for i := range 200 {
		if err := f.Write([]byte(gameText + "#" + string(rune('a'+i%26)) + "\n")); err != nil {
			t.Fatal(err)
		}
	}
	close(stop)
	wg.Wait()
	for _, n := range seen {
		if owners := tempOwners(n); !slices.Contains(owners, "g.yaml") {
			t.Errorf("%s beside the file is not a temporary file of g.yaml", n)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 2 {
		t.Errorf("left: %v", entries)
	}
	if fi, _ := os.Stat(path); fi.Mode().Perm() != 0o644 {
		t.Errorf("a new file: %v", fi.Mode().Perm())
	}
}

// A waiting writer takes the lock once its holder lets it go, even though
// the holder removed the lock file it was waiting on; the lock file is
// then its own, and removed in turn.
func TestLockPassesToAWaiter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.yaml.lock")
	first, err := acquire(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	got := make(chan *lockFile)
	go func() {
		l, err := acquire(path, LockWait)
		if err != nil {
			t.Error(err)
		}
		got <- l
	}()
	time.Sleep(5 * lockPoll) // the waiter has opened the file and polls it
	first.release()
	second := <-got
	if second == nil {
		t.FailNow()
	}
	if second.current() != lockHeld {
		t.Error("the waiter holds a file that is not the lock file")
	}
	if _, err := acquire(path, 0); !errors.Is(err, ErrInUse) {
		t.Errorf("a third: %v", err)
	}
	second.release()
	if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Error("the lock file was left")
	}
}

// A lock whose file was removed (by its last holder, as this process took
// it) is not held: acquire lets it go and takes the file now at the path.
func TestLockOnARemovedFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.yaml.lock")
	l, err := acquire(path, 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.Remove(path); err != nil {
		t.Fatal(err)
	}
	if l.current() != lockGone {
		t.Error("a removed lock file counts as held")
	}
	mustWrite(t, path, "")
	if l.current() != lockGone {
		t.Error("another file at the path counts as held")
	}
	l.release()
	if _, err := os.Lstat(path); err != nil {
		t.Error("releasing a lock no longer at the path removed the file there")
	}
	again, err := acquire(path, 0)
	if err != nil || again.current() != lockHeld {
		t.Fatalf("the new file: %v", err)
	}
	again.release()
}

// Which names a temporary file may be for.
func TestTempOwners(t *testing.T) {
	cases := map[string][]string{
		".g.yaml123":                 {"g.yaml12", "g.yaml1", "g.yaml"},
		".a1":                        {"a"},
		".1":                         nil,
		".g.yaml":                    nil,
		"g.yaml123":                  nil,
		".stephens-tmp-0123-g.yaml5": nil,
	}
	for n, want := range cases {
		if got := tempOwners(n); !slices.Equal(got, want) {
			t.Errorf("%s: %q, want %q", n, got, want)
		}
	}
}
