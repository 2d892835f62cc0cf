//go:build unix

package store

import (
	"bytes"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// issueID is the first issue's Problem ID of a *userfile.Error.
func issueID(t *testing.T, err error) string {
	t.Helper()
	var fe *userfile.Error
	if !errors.As(err, &fe) || len(fe.Issues) == 0 {
		t.Fatalf("want a *userfile.Error, got %v", err)
	}
	return fe.Issues[0].Problem.ID
}

// Bounded input (issue 13): what is not a regular file is refused before a
// byte is read, a named pipe without waiting on it, and a file over the
// limit is refused naming the limit.
func TestReadFileRefuses(t *testing.T) {
	dir := t.TempDir()
	fifo := filepath.Join(dir, "game.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	big := filepath.Join(dir, "big.yaml")
	if err := os.WriteFile(big, make([]byte, 3<<20), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{
		fifo:                         "file.problem.is_pipe",
		"/dev/zero":                  "file.problem.is_device",
		dir:                          "file.problem.is_folder",
		big:                          "file.problem.too_large",
		filepath.Join(dir, "none"):   "file.problem.not_found",
		filepath.Join(big, "inside"): "file.problem.not_found",
	}
	for path, id := range cases {
		_, err := ReadFile(path)
		if got := issueID(t, err); got != id {
			t.Errorf("%s: %s, want %s", path, got, id)
		}
		var fe *userfile.Error
		errors.As(err, &fe)
		if fe.File != path {
			t.Errorf("%s: the error names %q", path, fe.File)
		}
	}
	_, err := ReadFile(big)
	var fe *userfile.Error
	errors.As(err, &fe)
	if p := fe.Issues[0].Problem; p.Args["Limit"] != userfile.MaxSize || p.Args["Size"] != int64(3<<20) {
		t.Errorf("too large names %v", p.Args)
	}
	if _, err := ReadFile(filepath.Join(dir, "none")); !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("a missing file is not fs.ErrNotExist: %v", err)
	}
}

// A file at the limit is read; a link is followed.
func TestReadFileReads(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "real.yaml")
	full := bytes.Repeat([]byte("#"), userfile.MaxSize)
	if err := os.WriteFile(path, full, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink("real.yaml", filepath.Join(dir, "link.yaml")); err != nil {
		t.Fatal(err)
	}
	got, err := ReadFile(filepath.Join(dir, "link.yaml"))
	if err != nil || len(got) != userfile.MaxSize {
		t.Fatalf("read %d bytes, %v", len(got), err)
	}
}

// Load names the file in a parser's error.
func TestLoadNamesTheFile(t *testing.T) {
	path := filepath.Join(t.TempDir(), "x.yaml")
	if err := os.WriteFile(path, []byte("a: [1\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, err := Load(path, func(b []byte) (*userfile.Doc, error) { return userfile.Parse(b) })
	var fe *userfile.Error
	if !errors.As(err, &fe) || fe.File != path || fe.Issues[0].Line != 1 {
		t.Fatalf("got %v", err)
	}
}

// Write where the user meant (issue 13): through a link, to the file it
// names, the link left as it is; a chain of links, a link to a file not
// there yet, a loop refused.
func TestWriteFileFollowsLinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "games", "real.yaml")
	if err := WriteFile(real, []byte("one\n")); err != nil {
		t.Fatal(err)
	}
	link := filepath.Join(dir, "link.yaml")
	chain := filepath.Join(dir, "chain.yaml")
	if err := os.Symlink("games/real.yaml", link); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(link, chain); err != nil {
		t.Fatal(err)
	}
	for i, via := range []string{link, chain} {
		want := []string{"two\n", "three\n"}[i]
		if err := WriteFile(via, []byte(want)); err != nil {
			t.Fatal(err)
		}
		if got, _ := os.ReadFile(real); string(got) != want {
			t.Errorf("via %s: real file holds %q", via, got)
		}
		if fi, err := os.Lstat(via); err != nil || fi.Mode()&fs.ModeSymlink == 0 {
			t.Errorf("%s is no longer a link", via)
		}
	}
	dangling := filepath.Join(dir, "later.yaml")
	if err := os.Symlink("sub/new.yaml", dangling); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(dangling, []byte("new\n")); err != nil {
		t.Fatal(err)
	}
	if got, _ := os.ReadFile(filepath.Join(dir, "sub", "new.yaml")); string(got) != "new\n" {
		t.Errorf("dangling link: target holds %q", got)
	}
	loop := filepath.Join(dir, "loop.yaml")
	if err := os.Symlink("loop.yaml", loop); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(loop, []byte("x")); !errors.Is(err, syscall.ELOOP) {
		t.Errorf("a loop: %v", err)
	}
}

// Two names for one game share one lock: the lock is taken beside the file
// a link names.
func TestLockFollowsLinks(t *testing.T) {
	dir := t.TempDir()
	real := filepath.Join(dir, "real.yaml")
	if err := os.Symlink("real.yaml", filepath.Join(dir, "link.yaml")); err != nil {
		t.Fatal(err)
	}
	unlock, err := Lock(filepath.Join(dir, "link.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	defer unlock()
	if _, err := Lock(real); !errors.Is(err, ErrInUse) {
		t.Fatalf("the real file's lock: %v, want ErrInUse", err)
	}
	if _, err := os.Stat(filepath.Join(dir, "link.yaml.lock")); !errors.Is(err, fs.ErrNotExist) {
		t.Error("a lock beside the link")
	}
}

// The right diagnosis (issue 13): a file where a folder must be, or a folder
// where the file must be, is named as such, never "in use".
func TestWriteProblemsAreNamed(t *testing.T) {
	dir := t.TempDir()
	data := filepath.Join(dir, "data")
	if err := os.WriteFile(data, nil, 0o644); err != nil {
		t.Fatal(err)
	}
	var we *WriteError
	err := WriteFile(filepath.Join(data, "stephens", "games", "g.yaml"), []byte("x"))
	if !errors.As(err, &we) || we.Reason != "not_folder" || we.Path != data {
		t.Errorf("write under a file: %v", err)
	}
	if _, err := Lock(filepath.Join(data, "stephens", "games", "g.yaml")); !errors.As(err, &we) || we.Reason != "not_folder" || errors.Is(err, ErrInUse) {
		t.Errorf("lock under a file: %v", err)
	}
	folder := filepath.Join(dir, "sheet")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(folder, []byte("x")); !errors.As(err, &we) || we.Reason != "is_folder" || we.Path != folder {
		t.Errorf("write onto a folder: %v", err)
	}
	if err := os.Mkdir(filepath.Join(dir, "g.yaml.lock"), 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(filepath.Join(dir, "g.yaml")); !errors.As(err, &we) || we.Reason != "is_folder" || errors.Is(err, ErrInUse) {
		t.Errorf("lock file a folder: %v", err)
	}
}

// A killed write's temporary file is removed by the next write; a newer one
// (another process writing right now) and other files are left alone.
func TestWriteRemovesAKilledWritesTempFile(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "game.yaml")
	old := time.Now().Add(-time.Hour)
	stale := filepath.Join(dir, ".game.yaml8123456789")
	fresh := filepath.Join(dir, ".game.yaml42")
	other := filepath.Join(dir, ".game.yaml.bak")
	for _, p := range []string{stale, fresh, other} {
		if err := os.WriteFile(p, []byte("half"), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	for _, p := range []string{stale, other} {
		if err := os.Chtimes(p, old, old); err != nil {
			t.Fatal(err)
		}
	}
	if err := WriteFile(path, []byte("whole\n")); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(stale); !errors.Is(err, fs.ErrNotExist) {
		t.Error("the killed write's temp file is still there")
	}
	for _, p := range []string{fresh, other} {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed", p)
		}
	}
}
