package userfile

import (
	"errors"
	"fmt"
	"io/fs"
	"strings"
	"syscall"
	"testing"

	"github.com/pileup-companion/stephens/locales"
)

// A file that could not be written is said by what is in the way or what
// the system refused, never by the system's English text but for a
// failure it does not name; a play found in the way is named a play.
func TestWriteDetailSaysWhatIsInTheWay(t *testing.T) {
	p := locales.New("en")
	for _, c := range []struct {
		err  error
		want string
	}{
		{&WriteError{Path: "s.yaml", Reason: Exists, Kind: Sheet, Found: Sheet}, "s.yaml already holds a score sheet, perhaps another evening's or another game's; it was left as it is"},
		{&WriteError{Path: "g.yaml", Reason: OtherKind, Kind: Sheet, Found: Game}, "g.yaml holds a stephens game, which a score sheet never replaces"},
		{&WriteError{Path: "x.play.yaml", Reason: OtherKind, Kind: Sheet, Found: Game}, "x.play.yaml holds a recorded play, which a score sheet never replaces"},
		{&WriteError{Path: "d", Reason: IsFolder, Kind: Game}, "d is a folder"},
		{fmt.Errorf("open: %w", fs.ErrPermission), "permission denied"},
		{syscall.ENOSPC, "the disk is full"},
		{syscall.EROFS, "the disk is read-only"},
		{syscall.ENOTDIR, p.T("files.not_a_folder")},
		{errors.New("odd \x1b[31m"), `the system refused (odd \x1b[31m)`},
	} {
		if got := WriteDetail(p, c.err); got != c.want {
			t.Errorf("%v: %q, want %q", c.err, got, c.want)
		}
	}
}

// The hint under a write says what to do about what stopped it; a
// failure of the system has none.
func TestWriteHints(t *testing.T) {
	p := locales.New("en")
	for _, c := range []struct {
		we   WriteError
		want string
	}{
		{WriteError{Reason: InUse}, p.T("game.in_use_hint")},
		{WriteError{Reason: Changed}, p.T("file.write.changed_hint")},
		{WriteError{Reason: Exists, Kind: Export}, p.T("file.write.exists_force_hint")},
		{WriteError{Reason: Exists, Kind: Sheet}, p.T("sheets.exists_hint")},
		{WriteError{Reason: Exists, Kind: Game}, ""},
		{WriteError{Reason: IsPipe}, p.T("file.write.elsewhere_hint")},
		{WriteError{Reason: LockBroken}, p.T("file.write.lock_broken_hint")},
		{WriteError{Reason: Failed}, ""},
	} {
		got := WriteHints(p, &c.we)
		if c.want == "" && len(got) != 0 || c.want != "" && (len(got) != 1 || got[0] != c.want) {
			t.Errorf("%s %v: %q, want %q", c.we.Reason, c.we.Kind, got, c.want)
		}
	}
}

// A file whose content is wrong (or missing) is the user's to fix; one
// that could not be read for another reason is not.
func TestContentAtFault(t *testing.T) {
	for err, want := range map[error]bool{nil: true, fs.ErrNotExist: true, fs.ErrInvalid: true, fs.ErrPermission: false, syscall.EIO: false} {
		if got := (&Error{Err: err}).ContentAtFault(); got != want {
			t.Errorf("%v: %v, want %v", err, got, want)
		}
	}
}

// The pointer names one absolute path of text; anything else is refused
// naming the pointer's file, and an empty one names no game.
func TestReadPointer(t *testing.T) {
	abs := func(s string) bool { return strings.HasPrefix(s, "/") }
	for in, want := range map[string]string{"/g/a.yaml\n": "/g/a.yaml", "/g/b.yaml\r\n": "/g/b.yaml", "": "", "\n": ""} {
		if got, err := ReadPointer("cur", []byte(in), abs); err != nil || got != want {
			t.Errorf("%q: %q, %v", in, got, err)
		}
	}
	for _, in := range []string{"rel.yaml", "/a\x1bb", "/\xff", "/" + strings.Repeat("a", maxPointer)} {
		_, err := ReadPointer("cur", []byte(in), abs)
		var fe *Error
		if !errors.As(err, &fe) || !strings.Contains(err.Error(), "cur") {
			t.Errorf("%q: %v", in, err)
		}
	}
}
