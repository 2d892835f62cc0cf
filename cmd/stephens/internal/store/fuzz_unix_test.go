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

// What a fuzzed write finds at its path.
const (
	atNothing = iota
	atFile    // a regular file holding the fuzzed old bytes
	atFolder
	atPipe
	atLink      // a link to a regular file holding the old bytes
	atDangling  // a link to a file not there yet
	atLoop      // a link to itself
	atLockPipe  // a file, and a named pipe where its lock goes
	atReadOnly  // a read-only regular file
	atStaleTemp // a file, and a killed write's temporary file beside it
	atsCount
)

// fuzzDir is a folder for one fuzzed write: in memory where the system
// has one (/dev/shm), so the synced writes do not wait on a disk.
func fuzzDir(t *testing.T) string {
	if fi, err := os.Stat("/dev/shm"); err == nil && fi.IsDir() {
		dir, err := os.MkdirTemp("/dev/shm", "stephens-fuzz-")
		if err == nil {
			t.Cleanup(func() { _ = os.RemoveAll(dir) })
			return dir
		}
	}
	return t.TempDir()
}

// FuzzWrite writes fuzzed bytes as a random kind of file over a random
// kind of thing at the path (issue 19). Whatever is there, the write
// path never panics, never hangs, and either writes exactly the new bytes
// to a regular file (through a link, to the file it names) and was
// allowed to, or refuses and leaves what was there as it was; either way
// no temporary file and no lock is left beside it.
func FuzzWrite(f *testing.F) {
	f.Add([]byte("version: 1\nsettings: {}\n"), []byte("players: []\n"), uint8(atFile), uint8(Sheet), false)
	f.Add([]byte("{}"), []byte("[]"), uint8(atFile), uint8(Export), true)
	f.Add([]byte("spaces: {}\n"), []byte("spaces:\n  45: {4: 3}\n"), uint8(atLink), uint8(Transcription), false)
	f.Add([]byte(""), []byte("x"), uint8(atPipe), uint8(Export), true)
	f.Add([]byte("notes"), []byte("/g.yaml\n"), uint8(atStaleTemp), uint8(Pointer), false)
	f.Add([]byte("version: 1\nsettings:\n"), []byte("key\n{}"), uint8(atLockPipe), uint8(Cache), false)
	f.Fuzz(func(t *testing.T, old, data []byte, at, kind uint8, replace bool) {
		at %= atsCount
		k := Kind(kind%uint8(Cache)) + 1
		dir := fuzzDir(t)
		path := filepath.Join(dir, "target")
		other := filepath.Join(dir, "other")
		switch at {
		case atFile, atLockPipe, atStaleTemp:
			mustWrite(t, path, string(old))
		case atReadOnly:
			mustWrite(t, path, string(old))
			_ = os.Chmod(path, 0o444)
		case atFolder:
			_ = os.Mkdir(path, 0o755)
		case atPipe:
			_ = syscall.Mkfifo(path, 0o644)
		case atLink:
			mustWrite(t, other, string(old))
			_ = os.Symlink("other", path)
		case atDangling:
			_ = os.Symlink("other", path)
		case atLoop:
			_ = os.Symlink("target", path)
		}
		if at == atLockPipe {
			_ = syscall.Mkfifo(path+".lock", 0o644)
		}
		if at == atStaleTemp { // the build before's, and renameio's for this file and (killed, its lock left) another
			for _, n := range []string{tempPrefix + "00000000-target", ".target12345", ".other987", "other.lock"} {
				mustWrite(t, filepath.Join(dir, n), "half")
			}
		}
		var opts []Option
		if replace {
			opts = append(opts, Replace)
		}
		err := WriteFile(path, k, data, opts...)

		real := path
		linked := at == atLink || at == atDangling || at == atLoop
		if linked && k.Owned() { // the companion's own file: never through a link (issue 30)
			if at == atLink && read(t, other) != string(old) {
				t.Fatalf("a %v wrote through the link: other holds %q", k, read(t, other))
			}
			if k == Cache && err != nil {
				t.Fatalf("a cache at a link: %v", err)
			}
			if k != Cache && reason(err) != userfile.IsLink {
				t.Fatalf("a %v at a link: %v", k, err)
			}
			if k != Cache {
				return
			}
			at = atNothing // the link replaced: as if nothing had been there
		} else if at == atLink || at == atDangling {
			real = other
		}
		var got []byte
		rerr := fs.ErrInvalid
		if fi, err := os.Lstat(real); err == nil && fi.Mode().IsRegular() { // never open a pipe
			got, rerr = os.ReadFile(real)
		}
		regular := at == atFile || at == atLink || at == atStaleTemp
		if err == nil {
			if rerr != nil || !bytes.Equal(got, data) {
				t.Fatalf("written without error, but %s holds %q (%v)", real, got, rerr)
			}
			if fi, _ := os.Lstat(real); !fi.Mode().IsRegular() {
				t.Fatalf("written to a %v", fi.Mode())
			}
			switch at {
			case atFolder, atPipe, atLoop, atLockPipe, atReadOnly:
				t.Fatalf("wrote over what may not be written over (case %d)", at)
			}
			if regular && !allowed(old, k, replace) {
				t.Fatalf("a %v replaced a %v", k, userfile.KindOf(old))
			}
		} else {
			var we *WriteError
			var fe *userfile.Error
			if !errors.As(err, &we) && !errors.As(err, &fe) {
				t.Fatalf("an error of no known kind: %T %v", err, err)
			}
			if regular && allowed(old, k, replace) {
				t.Fatalf("refused a write the rules allow: %v", err)
			}
			switch at {
			case atFile, atLink, atReadOnly, atLockPipe, atStaleTemp:
				if rerr != nil || !bytes.Equal(got, old) {
					t.Fatalf("refused (%v), but the old file changed to %q", err, got)
				}
			case atPipe:
				if fi, err := os.Lstat(path); err != nil || fi.Mode()&fs.ModeNamedPipe == 0 {
					t.Fatal("the pipe is no longer a pipe")
				}
			case atFolder:
				if fi, err := os.Lstat(path); err != nil || !fi.IsDir() {
					t.Fatal("the folder is no longer a folder")
				}
			}
		}
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			switch n := e.Name(); {
			case n == "target", n == "other":
			case n == "target.lock" && at == atLockPipe:
			default:
				t.Fatalf("left behind: %s (case %d, %v)", n, at, err)
			}
		}
	})
}

// allowed restates the rule of kinds (issue 19) on its own: may a write
// of kind k (replace: --force, or a sheet's own file) land on a file
// holding old?
func allowed(old []byte, k Kind, replace bool) bool {
	if len(bytes.TrimSpace(old)) == 0 {
		return true
	}
	switch found := userfile.KindOf(old); {
	case found == Game:
		return k == Game
	case k == Draft, k == Pointer, k == Cache:
		return true
	case found == k:
		return k != Export && k != Sheet || replace
	case found == Game, found == Sheet, found == Transcription:
		return false
	case k == Export:
		return replace
	}
	return false
}
