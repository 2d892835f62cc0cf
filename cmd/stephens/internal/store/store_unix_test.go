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
	if p := fe.Issues[0].Problem; p.Args["Limit"] != int64(userfile.MaxSize) || p.Args["Size"] != int64(3<<20) {
		t.Errorf("too large names %v", p.Args)
	}
	// A file with a limit of its own (the record's index, a backup) is
	// refused naming that limit, not the 1 MiB of a user file.
	_, err = ReadWithin(big, 2<<20)
	errors.As(err, &fe)
	if p := fe.Issues[0].Problem; p.ID != "file.problem.over_limit" || p.Args["Limit"] != int64(2<<20) || p.Args["MiB"] != int64(2) || fe.File != big {
		t.Errorf("over its own limit: %s %v", p.ID, p.Args)
	}
	if buf, err := ReadWithin(big, 3<<20); err != nil || len(buf) != 3<<20 {
		t.Errorf("at its own limit: %d bytes, %v", len(buf), err)
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
