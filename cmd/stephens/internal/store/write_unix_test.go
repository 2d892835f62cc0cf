//go:build unix

package store

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"

	"golang.org/x/sys/unix"

	"github.com/pileup-companion/stephens/companion/userfile"
)

const gameText = "version: 1\nsettings: {mode: multiplayer}\nevents: []\n"

// reason is a WriteError's reason ("" when err is not one).
func reason(err error) string {
	var we *WriteError
	if errors.As(err, &we) {
		return we.Reason
	}
	return ""
}

func mustWrite(t *testing.T, path, text string) {
	t.Helper()
	if err := os.WriteFile(path, []byte(text), 0o644); err != nil {
		t.Fatal(err)
	}
}

func read(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// Write where the user meant (issue 13): through a link, to the file it
// names, the link left as it is; a chain of links; a link to a file not
// there yet in the companion's folders; a loop refused.
func TestWriteFollowsLinks(t *testing.T) {
	dir := ownDirs(t)
	real := filepath.Join(dir, "games", "real.yaml")
	if err := WriteFile(real, Game, []byte(gameText)); err != nil {
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
		want := fmt.Sprintf("%s# %d\n", gameText, i)
		if err := WriteFile(via, Game, []byte(want)); err != nil {
			t.Fatal(err)
		}
		if got := read(t, real); got != want {
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
	if err := WriteFile(dangling, Game, []byte(gameText)); err != nil {
		t.Fatal(err)
	}
	if got := read(t, filepath.Join(dir, "sub", "new.yaml")); got != gameText {
		t.Errorf("dangling link: target holds %q", got)
	}
	loop := filepath.Join(dir, "loop.yaml")
	if err := os.Symlink("loop.yaml", loop); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(loop, Game, []byte(gameText)); reason(err) != userfile.LinkLoop {
		t.Errorf("a loop: %v", err)
	}
}

// The folders of a path as typed are made (mkdir -p); a link dangling
// into a folder that is not there never creates folders elsewhere (issue
// 19: new --game through such a link made /nonexistent); inside the
// companion's own folders they are made as needed.
func TestWriteMakesFoldersOnlyWhereMeant(t *testing.T) {
	ownDirs(t)
	elsewhere := t.TempDir()
	if err := WriteFile(filepath.Join(elsewhere, "a", "b", "g.yaml"), Game, []byte(gameText)); err != nil {
		t.Errorf("folders of a typed path: %v", err)
	}
	link := filepath.Join(elsewhere, "dangling.yaml")
	if err := os.Symlink(filepath.Join(elsewhere, "nonexistent", "x.yaml"), link); err != nil {
		t.Fatal(err)
	}
	err := WriteFile(link, Game, []byte(gameText))
	var we *WriteError
	if !errors.As(err, &we) || we.Reason != userfile.NoFolder || we.Path != filepath.Join(elsewhere, "nonexistent") || !we.Refused() {
		t.Errorf("a dangling link: %v", err)
	}
	if _, err := os.Stat(filepath.Join(elsewhere, "nonexistent")); !errors.Is(err, fs.ErrNotExist) {
		t.Error("a folder was made outside the companion's folders")
	}
	for _, own := range []string{ConfigDir(), StateDir(), CacheDir(), GamesDir()} {
		if err := WriteFile(filepath.Join(own, "deep", "f"), Cache, []byte("x")); err != nil {
			t.Errorf("%s: %v", own, err)
		}
	}
}

// Regular files only (issue 19): a named pipe, a device, a folder, a
// socket at the path is refused with what it is, and left as it is.
func TestWriteRefusesSpecialFiles(t *testing.T) {
	ownDirs(t)
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo.yaml")
	if err := syscall.Mkfifo(fifo, 0o644); err != nil {
		t.Skip("no named pipes here:", err)
	}
	folder := filepath.Join(dir, "folder.yaml")
	if err := os.Mkdir(folder, 0o755); err != nil {
		t.Fatal(err)
	}
	cases := map[string]string{fifo: userfile.IsPipe, folder: userfile.IsFolder}
	dev := filepath.Join(dir, "null.json")
	if err := unix.Mknod(dev, unix.S_IFCHR|0o666, int(unix.Mkdev(1, 3))); err == nil {
		cases[dev] = userfile.IsDevice
	}
	for path, want := range cases {
		for _, k := range []Kind{Game, Sheet, Export, Cache} {
			err := WriteFile(path, k, []byte("x"), Replace)
			var we *WriteError
			if !errors.As(err, &we) || we.Reason != want || we.Path != path || !we.Refused() || we.Kind != k {
				t.Errorf("%s as %v: %v, want %s", path, k, err, want)
			}
		}
		fi, err := os.Lstat(path)
		if err != nil || special(fi.Mode()) != want {
			t.Errorf("%s was changed: %v", path, err)
		}
	}
	if _, err := os.Stat(fifo + ".lock"); !errors.Is(err, fs.ErrNotExist) {
		t.Error("a lock was taken beside a pipe")
	}
}

// Never over a file of another kind (issue 19): a game is replaced by
// nothing but a game; a sheet or an export never lands on a game; an
// export already there needs Replace, a sheet already there Replace or
// Own (the command's own sheet); someone's notes are never replaced
// by a sheet; the companion's own leftovers (pointer, cache) are.
func TestWriteNeverOverAnotherKind(t *testing.T) {
	ownDirs(t)
	dir := t.TempDir()
	sheet := "players:\n  - name: Ana\n    track: 5\n"
	export := `{"sourceName": "stephens", "playDate": "2026-01-01", "players": []}`
	notes := "shopping: eggs\n"
	cases := []struct {
		name, existing string
		kind           Kind
		opts           []Option
		want           string // "" written, else the reason
		found          Kind
	}{
		{"sheet over game", gameText, Sheet, nil, userfile.OtherKind, Game},
		{"export over game", gameText, Export, nil, userfile.OtherKind, Game},
		{"forced export over game", gameText, Export, []Option{Replace}, userfile.OtherKind, Game},
		{"draft over game", gameText, Draft, nil, userfile.OtherKind, Game},
		{"cache over game", gameText, Cache, nil, userfile.OtherKind, Game},
		{"pointer over game", gameText, Pointer, nil, userfile.OtherKind, Game},
		{"transcription over game", gameText, Transcription, nil, userfile.OtherKind, Game},
		{"game over game", gameText, Game, nil, "", Unknown},
		{"game in flow style", "{version: 1, settings: {}, events: []}\n", Game, nil, "", Unknown},
		{"game cut short", "version: 1\nsettings:\n  players: [\n", Game, nil, "", Unknown},
		{"game over notes", notes, Game, nil, userfile.OtherKind, Unknown},
		{"game over a sheet", sheet, Game, nil, userfile.OtherKind, Sheet},
		{"sheet over sheet", sheet, Sheet, nil, userfile.Exists, Sheet}, // another evening's (play test pt3 D12)
		{"sheet over another game's sheet", "side: a\nplayers: []\n", Sheet, nil, userfile.Exists, Sheet},
		{"forced sheet over sheet", sheet, Sheet, []Option{Replace}, "", Unknown},
		{"own sheet over sheet", sheet, Sheet, []Option{Own}, "", Unknown},
		{"own sheet over notes", notes, Sheet, []Option{Own}, userfile.OtherKind, Unknown},
		{"forced sheet over a game", gameText, Sheet, []Option{Replace}, userfile.OtherKind, Game},
		{"sheet over notes", notes, Sheet, nil, userfile.OtherKind, Unknown},
		{"sheet over transcription", "spaces:\n  45: {4: 3}\n", Sheet, nil, userfile.OtherKind, Transcription},
		{"sheet over export", export, Sheet, nil, userfile.OtherKind, Export},
		{"export over export", export, Export, nil, userfile.Exists, Export},
		{"forced export over export", export, Export, []Option{Replace}, "", Unknown},
		{"export over notes", notes, Export, nil, userfile.Exists, Unknown},
		{"forced export over notes", notes, Export, []Option{Replace}, "", Unknown},
		{"forced export over a sheet", sheet, Export, []Option{Replace}, userfile.OtherKind, Sheet},
		{"export over an empty file", "", Export, nil, "", Unknown},
		{"pointer over garbage", "\x00\x01garbage", Pointer, nil, "", Unknown},
		{"cache over garbage", "not a key\n{}", Cache, nil, "", Unknown},
		{"draft over a sheet draft", sheet, Draft, nil, "", Unknown},
		{"transcription over transcription", "worker_supply: [1]\n", Transcription, nil, "", Unknown},
		{"transcription over notes", notes, Transcription, nil, userfile.OtherKind, Unknown},
		{"game over an empty file", "  \n", Game, nil, "", Unknown},
	}
	for i, c := range cases {
		path := filepath.Join(dir, fmt.Sprintf("f%d", i))
		mustWrite(t, path, c.existing)
		err := WriteFile(path, c.kind, []byte("new\n"), c.opts...)
		got := read(t, path)
		if c.want == "" {
			if err != nil || got != "new\n" {
				t.Errorf("%s: %v, file %q", c.name, err, got)
			}
			continue
		}
		var we *WriteError
		if !errors.As(err, &we) || we.Reason != c.want || we.Found != c.found || we.Kind != c.kind || !we.Refused() {
			t.Errorf("%s: %v, want %s (found %v)", c.name, err, c.want, c.found)
		}
		if got != c.existing {
			t.Errorf("%s: the file was changed to %q", c.name, got)
		}
	}
}

// A file over the limit: an export is told by its first bytes and may be
// replaced with Replace; a game that large is not one stephens wrote.
func TestWriteOverALargeFile(t *testing.T) {
	ownDirs(t)
	dir := t.TempDir()
	big := filepath.Join(dir, "plays.json")
	mustWrite(t, big, "["+strings.Repeat(`{"players": []},`, 200_000)+"{}]")
	if err := WriteFile(big, Export, []byte("[]"), Replace); err != nil || read(t, big) != "[]" {
		t.Errorf("a large export: %v", err)
	}
	bigGame := filepath.Join(dir, "g.yaml")
	mustWrite(t, bigGame, gameText+strings.Repeat("# pad\n", 400_000))
	if err := WriteFile(bigGame, Export, []byte("[]"), Replace); reason(err) != userfile.OtherKind {
		t.Errorf("an export over a large game: %v", err)
	}
	var fe *userfile.Error
	if err := WriteFile(bigGame, Game, []byte(gameText)); !errors.As(err, &fe) || fe.File != bigGame || fe.First().Problem.ID != "file.problem.too_large" {
		t.Errorf("a game over a large file: %v", err)
	}
}

// A read-only file is honoured; CreateOnly refuses what is there.
func TestWriteReadOnlyAndCreateOnly(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	ro := filepath.Join(dir, "ro.yaml")
	mustWrite(t, ro, gameText)
	if err := os.Chmod(ro, 0o444); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(ro, Game, []byte(gameText+"#\n")); reason(err) != userfile.FileReadOnly {
		t.Errorf("read-only: %v", err)
	}
	if _, err := Open(ro, Game, CreateOnly); !errors.Is(err, ErrExists) {
		t.Errorf("create over a file: %v", err)
	}
	fresh := filepath.Join(dir, "fresh.yaml")
	held, err := Open(fresh, Game, CreateOnly)
	if err != nil {
		t.Fatal(err)
	}
	start := time.Now()
	if _, err := Open(fresh, Game, CreateOnly); !errors.Is(err, ErrExists) {
		t.Errorf("a path being created: %v", err)
	}
	if time.Since(start) > LockWait/2 {
		t.Error("CreateOnly waited for the lock") // a bound far above any real run, not a timing assertion
	}
	held.Close()
	// Permissions of a file replaced are kept.
	own := filepath.Join(dir, "private.yaml")
	mustWrite(t, own, gameText)
	if err := os.Chmod(own, 0o600); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(own, Game, []byte(gameText+"#\n")); err != nil {
		t.Fatal(err)
	}
	if fi, _ := os.Stat(own); fi.Mode().Perm() != 0o600 {
		t.Errorf("permissions %v", fi.Mode().Perm())
	}
}

// Locked while read, changed and written (issue 19): twenty writers that
// each add a line to one file keep all twenty.
func TestUpdateKeepsEveryWriter(t *testing.T) {
	dir := ownDirs(t)
	path := filepath.Join(dir, "refills.yaml")
	var wg sync.WaitGroup
	errs := make(chan error, 20)
	for i := range 20 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			errs <- Update(path, Transcription, func(old []byte) ([]byte, error) {
				if old == nil {
					old = []byte("spaces:\n")
				}
				return fmt.Appendf(old, "  # writer %d\n", i), nil
			})
		}()
	}
	wg.Wait()
	close(errs)
	for err := range errs {
		if err != nil {
			t.Error(err)
		}
	}
	got := read(t, path)
	for i := range 20 {
		if !strings.Contains(got, fmt.Sprintf("# writer %d\n", i)) {
			t.Errorf("writer %d was lost", i)
		}
	}
	entries, _ := os.ReadDir(dir)
	if len(entries) != 1 {
		t.Errorf("left beside the file: %v", entries)
	}
}

// A lock that is held says so (ErrInUse) after LockWait; a lock file that
// is not a regular file (a pipe, a folder, a link) is refused at once and
// never waited on (a pipe once hung every write).
func TestLockHeldAndBroken(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "g.yaml")
	held, err := Open(path, Game)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, Game); !errors.Is(err, ErrInUse) || reason(err) != userfile.InUse {
		t.Errorf("held: %v", err)
	}
	held.Close()
	lock := path + ".lock"
	if err := syscall.Mkfifo(lock, 0o644); err != nil {
		t.Skip(err)
	}
	if _, err := Open(path, Game); reason(err) != userfile.LockBroken {
		t.Errorf("a pipe as the lock: %v", err)
	}
	os.Remove(lock)
	if err := os.Symlink("/dev/zero", lock); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, Game); reason(err) != userfile.LockBroken {
		t.Errorf("a link as the lock: %v", err)
	}
	os.Remove(lock)
	if err := os.Mkdir(lock, 0o755); err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, Game); reason(err) != userfile.LockBroken {
		t.Errorf("a folder as the lock: %v", err)
	}
}

// Changed behind its back (issue 19): a file another program wrote after
// it was read is never overwritten (ErrChanged), until reloaded; the same
// bytes written again (or a touch) are no change.
func TestWriteNoticesAChange(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "g.yaml")
	mustWrite(t, path, gameText)
	f, err := Open(path, Game)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	later := time.Now().Add(time.Minute)
	if err := os.Chtimes(path, later, later); err != nil {
		t.Fatal(err)
	}
	if err := f.Write([]byte(gameText + "# mine\n")); err != nil {
		t.Fatalf("after a touch: %v", err)
	}
	edited := gameText + "# edited in an editor\n"
	mustWrite(t, path, edited)
	if err := f.Write([]byte(gameText + "# mine again\n")); !errors.Is(err, ErrChanged) || reason(err) != userfile.Changed {
		t.Fatalf("after an edit: %v", err)
	}
	if read(t, path) != edited {
		t.Fatal("the edit was overwritten")
	}
	if data, err := f.Reload(); err != nil || string(data) != edited {
		t.Fatalf("reload: %q, %v", data, err)
	}
	if err := f.Write([]byte(edited + "# after\n")); err != nil {
		t.Fatal(err)
	}
	os.Remove(path)
	if err := f.Write([]byte(gameText)); !errors.Is(err, ErrChanged) {
		t.Errorf("after a removal: %v", err)
	}
	if err := f.Remove(); !errors.Is(err, ErrChanged) {
		t.Errorf("remove after a removal: %v", err)
	}
}

// A killed write's temporary file is removed by the next write in that
// folder, whatever file it was for; one a live writer holds (locked) and
// files that are not the companion's are left alone.
func TestWriteRemovesKilledWritesTempFiles(t *testing.T) {
	dir := ownDirs(t)
	if err := os.MkdirAll(dir, 0o755); err != nil {
		t.Fatal(err)
	}
	killed := filepath.Join(dir, tempPrefix+"0123456789abcdef-other.yaml")
	live := filepath.Join(dir, tempPrefix+"fedcba9876543210-g.yaml")
	legacy := filepath.Join(dir, ".g.yaml8123456789")
	mine := []string{filepath.Join(dir, ".g.yaml.bak"), filepath.Join(dir, ".bashrc"), filepath.Join(dir, "notes1234")}
	for _, p := range append([]string{killed, live, legacy}, mine...) {
		mustWrite(t, p, "half")
	}
	old := time.Now().Add(-time.Hour)
	if err := os.Chtimes(legacy, old, old); err != nil {
		t.Fatal(err)
	}
	holder, err := os.Open(live)
	if err != nil {
		t.Fatal(err)
	}
	defer holder.Close()
	if err := lockTemp(holder); err != nil {
		t.Fatal(err)
	}
	if err := WriteFile(filepath.Join(dir, "g.yaml"), Game, []byte(gameText)); err != nil {
		t.Fatal(err)
	}
	for _, p := range []string{killed, legacy} {
		if _, err := os.Stat(p); !errors.Is(err, fs.ErrNotExist) {
			t.Errorf("%s is still there", filepath.Base(p))
		}
	}
	for _, p := range append([]string{live}, mine...) {
		if _, err := os.Stat(p); err != nil {
			t.Errorf("%s was removed", filepath.Base(p))
		}
	}
}

// Remove goes through the lock and the change check.
func TestRemove(t *testing.T) {
	dir := ownDirs(t)
	path := filepath.Join(dir, "automa.yaml")
	if removed, err := Remove(path, Transcription); removed || err != nil {
		t.Errorf("nothing there: %v %v", removed, err)
	}
	if err := WriteFile(path, Transcription, []byte("worker_supply: [1]\n")); err != nil {
		t.Fatal(err)
	}
	if removed, err := Remove(path, Transcription); !removed || err != nil {
		t.Errorf("remove: %v %v", removed, err)
	}
	if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
		t.Error("still there")
	}
	if entries, _ := os.ReadDir(dir); len(entries) != 0 {
		t.Errorf("left: %v", entries)
	}
}

// Kinds are told from what a file holds.
func TestKindOf(t *testing.T) {
	cases := map[string]Kind{
		gameText: Game,
		"# A game of Stephens\nversion: 1\nsettings:\n": Game,
		"players: []\n":                     Sheet,
		`[{"players": [], "playDate": ""}]`: Export,
		`{"players": [], "playDate": ""}`:   Export,
		"spaces: {}\n":                      Transcription,
		"factories:\n  upper-left: [B1]\n":  Transcription,
		"/home/ana/games/g.yaml\n":          Unknown,
		"":                                  Unknown,
		"\x00\x01":                          Unknown,
	}
	for text, want := range cases {
		if got := userfile.KindOf([]byte(text)); got != want {
			t.Errorf("%q: %v, want %v", text, got, want)
		}
	}
	if !bytes.Equal([]byte(Export.String()), []byte("export")) || Kind(99).String() != "unknown" {
		t.Error("kind names")
	}
}
