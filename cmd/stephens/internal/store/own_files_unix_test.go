//go:build unix

package store

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// The companion's own files are never written through a link (issue 30,
// files-and-scale D3, D10): a link at the current-game note or at a draft
// is refused, a link at the cache is replaced by the cache itself, and
// the user's file the link names stays byte for byte as it was.
func TestOwnFilesNeverWrittenThroughALink(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	victim := filepath.Join(t.TempDir(), "victim.txt")
	const precious = "my precious notes\n"
	for _, c := range []struct {
		kind   Kind
		reason string // "" when the link is replaced
	}{
		{Pointer, userfile.IsLink},
		{Draft, userfile.IsLink},
		{Cache, ""},
	} {
		mustWrite(t, victim, precious)
		link := filepath.Join(dir, "own-"+c.kind.String())
		if err := os.Symlink(victim, link); err != nil {
			t.Fatal(err)
		}
		err := WriteFile(link, c.kind, []byte("written\n"))
		if got := read(t, victim); got != precious {
			t.Errorf("%v: the linked file now holds %q", c.kind, got)
		}
		fi, lerr := os.Lstat(link)
		if c.reason != "" {
			var we *WriteError
			if !errors.As(err, &we) || we.Reason != c.reason || !we.Refused() || we.Path != link {
				t.Errorf("%v through a link: %v, want %s", c.kind, err, c.reason)
			}
			if lerr != nil || fi.Mode()&fs.ModeSymlink == 0 {
				t.Errorf("%v: the link was not left as it was", c.kind)
			}
			continue
		}
		if err != nil || lerr != nil || !fi.Mode().IsRegular() || read(t, link) != "written\n" {
			t.Errorf("%v: %v; the link should be replaced by the file (%v)", c.kind, err, fi)
		}
	}
	// A link loop or a dangling link at a cache is replaced all the same.
	loop := filepath.Join(dir, "loop.index")
	if err := os.Symlink(loop, loop); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(loop, Cache, []byte("x")); err != nil || read(t, loop) != "x" {
		t.Errorf("a cache at a link loop: %v", err)
	}
}

// Stale lock files of killed writes (files-and-scale D8: 93 were left by
// killed --record runs, each of a name never written again) are removed
// by the next write in the folder once nobody holds them; a held one, a
// lock file of someone else's (not empty) and the lock of a file of no
// kind the companion writes outside its folders are left alone.
func TestStaleLockFilesAreCleaned(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	for i := range 5 {
		mustWrite(t, filepath.Join(dir, fmt.Sprintf("p%d.play.yaml.lock", i)), "")
	}
	held, err := Open(filepath.Join(dir, "held.yaml"), Game)
	if err != nil {
		t.Fatal(err)
	}
	defer held.Close()
	mustWrite(t, filepath.Join(dir, "yarn.lock"), "# yarn lockfile v1\n")
	if err := WriteFile(filepath.Join(dir, "g.yaml"), Game, []byte(gameText)); err != nil {
		t.Fatal(err)
	}
	var left []string
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		left = append(left, e.Name())
	}
	if got := strings.Join(left, " "); got != "g.yaml held.yaml.lock yarn.lock" {
		t.Errorf("left in the folder: %s", got)
	}
	user := t.TempDir() // a folder of the user's: only the locks of the companion's kinds of file
	mustWrite(t, filepath.Join(user, "build.lock"), "")
	mustWrite(t, filepath.Join(user, "old.yaml.lock"), "")
	if err := WriteFile(filepath.Join(user, "s.yaml"), Sheet, []byte("players: []\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(user, "build.lock")); err != nil {
		t.Error("someone's build.lock was removed")
	}
	if _, err := os.Stat(filepath.Join(user, "old.yaml.lock")); err == nil {
		t.Error("a stale old.yaml.lock was left")
	}
}

// test-gaps S1: a cache write never waits for the lock; it is simply not
// kept while another process holds the file (had it waited, it would take
// the lock once let go, well inside LockWait, and succeed).
func TestCacheWriteDoesNotWait(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "summary.json")
	held, err := Open(path, Cache)
	if err != nil {
		t.Fatal(err)
	}
	timer := time.AfterFunc(LockWait/2, held.Close)
	defer timer.Stop()
	err = WriteFile(path, Cache, []byte("{}"))
	if !errors.Is(err, ErrInUse) {
		t.Errorf("a cache write while the lock is held: %v, want in use at once", err)
	}
	if _, serr := os.Stat(path); serr == nil {
		t.Error("the cache was written although the lock was held")
	}
}

// test-gaps S5: another program edits the file in place to the same size
// (same file, same size, a new time): that is a change, and nothing is
// written over it.
func TestWriteNoticesASameSizeEditInPlace(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "g.yaml")
	mustWrite(t, path, gameText+"# aaaa\n")
	f, err := Open(path, Game)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	edited := gameText + "# bbbb\n"
	fh, err := os.OpenFile(path, os.O_WRONLY, 0) // in place: the same file, not a new one renamed in
	if err != nil {
		t.Fatal(err)
	}
	if _, err := fh.WriteAt([]byte(edited), 0); err != nil {
		t.Fatal(err)
	}
	fh.Close()
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if err := f.Write([]byte(gameText + "# mine\n")); !errors.Is(err, ErrChanged) {
		t.Errorf("after a same-size edit in place: %v, want ErrChanged", err)
	}
	if read(t, path) != edited {
		t.Error("the edit was overwritten")
	}
}

// test-gaps S7: a cache over 1 MiB (a large record index) is written and
// written again: the limit is for the user's files.
func TestCacheOverTheLimit(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "record.index")
	big := []byte("stephens-record-index\n" + strings.Repeat("\x00entry", userfile.MaxSize/6+10))
	for round := range 2 {
		if err := WriteFile(path, Cache, big); err != nil {
			t.Fatalf("round %d: a cache of %d bytes: %v", round, len(big), err)
		}
	}
	if fi, err := os.Stat(path); err != nil || fi.Size() != int64(len(big)) {
		t.Errorf("cache on disk: %v %v", fi, err)
	}
}

// A damaged draft is moved aside, never over anything: to PATH.damaged,
// then PATH.damaged-2; a link is moved as a link, what it names untouched.
func TestMoveAside(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "setup.yaml")
	if to, err := MoveAside(path); err != nil || to != "" {
		t.Errorf("nothing there: %q, %v", to, err)
	}
	for i, want := range []string{path + ".damaged", path + ".damaged-2"} {
		body := fmt.Sprintf("\x00broken %d", i)
		mustWrite(t, path, body)
		to, err := MoveAside(path)
		if err != nil || to != want || read(t, to) != body {
			t.Errorf("move %d: %q, %v", i, to, err)
		}
		if _, err := os.Lstat(path); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("move %d: still at %s", i, path)
		}
	}
	victim := filepath.Join(t.TempDir(), "v.txt")
	mustWrite(t, victim, "mine")
	if err := os.Symlink(victim, path); err != nil {
		t.Fatal(err)
	}
	to, err := MoveAside(path)
	if fi, lerr := os.Lstat(to); err != nil || lerr != nil || fi.Mode()&fs.ModeSymlink == 0 || read(t, victim) != "mine" {
		t.Errorf("a link moved aside: %q, %v", to, err)
	}
}

// No system text reaches the user for a link loop or a name too long
// (files-and-scale D2, D4): the read and the write name them in words.
func TestLinkLoopAndLongNamesInWords(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	loop := filepath.Join(dir, "loop.yaml")
	if err := os.Symlink(loop, loop); err != nil {
		t.Fatal(err)
	}
	long := filepath.Join(dir, strings.Repeat("a", 300)+".yaml")
	for _, c := range []struct{ path, read, write string }{
		{loop, "file.problem.link_loop", userfile.LinkLoop},
		{long, "file.problem.name_too_long", userfile.NameTooLong},
	} {
		if _, err := ReadFile(c.path); issueID(t, err) != c.read {
			t.Errorf("read %.40s: %v, want %s", c.path, err, c.read)
		}
		if err := WriteFile(c.path, Sheet, []byte("players: []\n")); reason(err) != c.write {
			t.Errorf("write %.40s: %v, want %s", c.path, err, c.write)
		}
	}
}
