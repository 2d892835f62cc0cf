package store

import (
	"os"
	"path/filepath"
	"strings"
)

// A write's temporary file is ".NAME<digits>" beside NAME (the names
// github.com/google/renameio/v2 gives), made and renamed over NAME while
// the writer holds NAME's lock (NAME.lock). So such a file is a killed
// write's when no writer holds the lock of the NAME it may be for: the
// next write in that folder takes those locks without waiting, removes
// it, and lets them go (with the lock files a killed writer left).
//
// oldTempPrefix starts the temporary files of the build before (issue 19):
// ".stephens-tmp-RANDOM-NAME", each locked itself while written.
const oldTempPrefix = ".stephens-tmp-"

// tempOwners are the names a temporary file ".NAME<digits>" may be for
// (digits cannot be told from a NAME ending in digits): nil for any other
// name.
func tempOwners(n string) []string {
	rest, ok := strings.CutPrefix(n, ".")
	if !ok || strings.HasPrefix(n, oldTempPrefix) {
		return nil
	}
	var owners []string
	for name := rest; len(name) > 1 && name[len(name)-1] >= '0' && name[len(name)-1] <= '9'; {
		name = name[:len(name)-1]
		owners = append(owners, name)
	}
	return owners
}

// cleanStale removes from dir the temporary files of writes that are over
// (killed before their rename). name is the file this process is writing
// in dir: its lock is held, so a temporary file for it is a killed
// write's. A ".NAME<digits>" file is removed only when it is a write's (it
// is for name, or a lock file of a NAME it may be for is there) and none
// of the NAMEs it may be for is being written; files that are not the
// companion's (".profile2" with no lock beside it) are left alone.
func cleanStale(dir, name string) {
	entries, err := os.ReadDir(dir)
	if err != nil {
		return
	}
	writers := map[string]int{name: writerGone} // NAME → what its lock says
	var held []*lockFile
	defer func() {
		for _, l := range held {
			l.release()
		}
	}()
	writer := func(owner string) int {
		w, seen := writers[owner]
		if !seen {
			s, l := probe(filepath.Join(dir, owner+".lock"))
			switch {
			case s == probeBusy:
				w = writerLive
			case l != nil:
				w = writerGone
				held = append(held, l)
			default:
				w = writerNone
			}
			writers[owner] = w
		}
		return w
	}
	for _, e := range entries {
		n := e.Name()
		if !e.Type().IsRegular() {
			continue
		}
		p := filepath.Join(dir, n)
		if owner, ok := strings.CutSuffix(n, ".lock"); ok && owner != name && staleLock(dir, owner, e) {
			writer(owner) // taken now when nobody holds it: let go with the rest, which removes it
			continue
		}
		if strings.HasPrefix(n, oldTempPrefix) {
			if s, l := probe(p); s == probeFree && l != nil {
				_ = os.Remove(p)
				_ = l.fl.Unlock()
			}
			continue
		}
		owners := tempOwners(n)
		ours, live := false, false
		for _, o := range owners {
			w := writer(o)
			ours = ours || w == writerGone
			live = live || w == writerLive
		}
		if ours && !live {
			_ = os.Remove(p)
		}
	}
}

// staleLock: NAME.lock in dir may be a killed write's lock file: empty,
// beside a kind of file the companion writes or in its own folders (never
// someone's yarn.lock).
func staleLock(dir, name string, e os.DirEntry) bool {
	if info, err := e.Info(); err != nil || info.Size() != 0 {
		return false
	}
	switch filepath.Ext(name) {
	case ".yaml", ".yml", ".json":
		return true
	}
	return ownFolder(dir)
}

// What the lock of a NAME says of its writer (cleanStale).
const (
	writerNone = iota // no lock file: no write of NAME is under way
	writerGone        // a lock file, and its lock taken now (or this process's)
	writerLive        // another writer holds it
)
