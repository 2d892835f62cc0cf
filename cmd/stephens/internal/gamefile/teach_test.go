package gamefile

import (
	"errors"
	"reflect"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// The teaching setting (issue 22) is the one thing format version 2 adds:
// a game without it is still written as version 1, which a companion from
// before reads; a game with it is version 2, which such a companion
// refuses by its version rather than by an unknown field; this one reads
// both, and switching the lessons off goes back to version 1.
func TestTeachSettingAndFormatVersion(t *testing.T) {
	f := sample(t)
	plain, err := Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(plain), "\nversion: 1\n") || strings.Contains(string(plain), "teach") {
		t.Fatalf("a game that does not teach is not plain version 1:\n%s", plain)
	}
	f.Settings.Teach = true
	taught, err := Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(taught), "\nversion: 2\n") || !strings.Contains(string(taught), "\n  teach: true\n") {
		t.Fatalf("a game that teaches is not version 2 with its setting:\n%s", taught)
	}
	g, err := Parse(taught)
	if err != nil {
		t.Fatal(err)
	}
	if !g.Settings.Teach || g.Version != 2 {
		t.Fatalf("read back: teach %v version %d", g.Settings.Teach, g.Version)
	}
	f.Version = 2
	if !reflect.DeepEqual(f, g) {
		t.Fatalf("round trip differs:\n%+v\n%+v", f, g)
	}
	g.Settings.Teach = false
	off, _ := Marshal(g)
	if string(off) != string(plain) {
		t.Fatalf("lessons off is not the plain file again:\n%s", off)
	}
	if _, err := Parse(plain); err != nil {
		t.Fatalf("a version 1 file: %v", err)
	}

	// A version 1 file cannot hold the setting: written by hand, it is
	// refused at the setting's line, naming the version it needs.
	hand := strings.Replace(string(taught), "version: 2", "version: 1", 1)
	_, err = Parse([]byte(hand))
	var fe *userfile.Error
	if !errors.As(err, &fe) || len(fe.Issues) != 1 || fe.Issues[0].Problem.ID != "teach.file.needs_version" {
		t.Fatalf("version 1 with teach: %v", err)
	}
	// A newer version than this companion writes is refused.
	if _, err := Parse([]byte(strings.Replace(string(taught), "version: 2", "version: 3", 1))); !errors.As(err, &fe) || fe.Issues[0].Problem.ID != "game.file.version" {
		t.Fatalf("version 3: %v", err)
	}
	if _, err := Parse([]byte(strings.Replace(string(plain), "version: 1", "version: 0", 1))); !errors.As(err, &fe) || fe.Issues[0].Problem.ID != "game.file.version" {
		t.Fatalf("version 0: %v", err)
	}
}

// The lessons said (issue 22, once a game across undo and resume) are
// kept in the settings beside the teaching setting, in format version 2,
// also once the lessons are switched off (switched on again, they are not
// said twice); a version 1 file that holds them is refused at their line.
func TestLessonsSaidAreKept(t *testing.T) {
	f := sample(t)
	f.Settings.Taught = []string{"furnace", "step.army"}
	buf, err := Marshal(f)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(buf), "\nversion: 2\n") || !strings.Contains(string(buf), "\n  taught:\n    - furnace\n    - step.army\n") {
		t.Fatalf("lessons said are not kept in version 2:\n%s", buf)
	}
	g, err := Parse(buf)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(g.Settings.Taught, f.Settings.Taught) || g.Settings.Teach {
		t.Fatalf("read back %+v", g.Settings)
	}
	hand := strings.Replace(string(buf), "version: 2", "version: 1", 1)
	_, err = Parse([]byte(hand))
	var fe *userfile.Error
	if !errors.As(err, &fe) || len(fe.Issues) != 1 || fe.Issues[0].Field != "settings.taught" {
		t.Fatalf("version 1 with lessons said: %v", err)
	}
}
