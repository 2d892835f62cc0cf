// Package gamefile reads and writes a game as a YAML file: a format
// version, the settings and the ordered events. Reading checks everything
// (syntax, version, every event replays) and reports the line of the first
// problem; writing is atomic and happens under a lock, so a crash or a
// second terminal never leaves a half-written or interleaved file.
package gamefile

import (
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"
	"unicode"
	"unicode/utf8"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// File is one game on disk.
type File struct {
	Version  int           `yaml:"version"`
	Created  time.Time     `yaml:"created"`
	Settings game.Settings `yaml:"settings"`
	Events   []game.Event  `yaml:"events"`
}

// New starts a file for new settings.
func New(settings game.Settings, created time.Time) *File {
	return &File{Version: settings.Version(), Created: created.UTC().Truncate(time.Second), Settings: settings}
}

// Replay derives the game's state.
func (f *File) Replay() (*game.State, error) { return game.Replay(f.Settings, f.Events) }

// RequiredFields: a game file names its format version, its settings and
// its events; a file cut short is refused, never read as a shorter game.
func (*File) RequiredFields() []string { return []string{"version", "settings", "events"} }

// Parse reads a game file with the one strict reader (companion/userfile).
// Everything is checked: YAML syntax and the limits, the format version
// (first: a newer file is refused before its fields are judged), known
// fields only, each key once, the settings, every event's seat, and that
// every event replays. Problems come back as a *userfile.Error whose issues
// name their line and field (events[4]: the fourth event).
func Parse(data []byte) (*File, error) {
	f, _, err := ParseState(data)
	return f, err
}

// ParseState is Parse that also returns the game as its check replayed
// it: reading a game replays it once.
func ParseState(data []byte) (*File, *game.State, error) {
	f, s, _, err := parse(data, -1)
	if err != nil {
		return nil, nil, err
	}
	return f, s, nil
}

// LoadState reads and checks a game file (links followed, within the
// limits), and returns the game as the check replayed it; a problem is a
// *userfile.Error naming path.
func LoadState(path string) (*File, *game.State, error) {
	type read struct {
		f *File
		s *game.State
	}
	r, err := store.Load(path, func(b []byte) (read, error) {
		f, s, err := ParseState(b)
		return read{f, s}, err
	})
	return r.f, r.s, err
}

// LoadStateBefore is LoadState that also returns the game as it stood
// before its last back events (nil when the file has fewer), taken on the
// way through the one replay: undo needs no second one.
func LoadStateBefore(path string, back int) (f *File, s, before *game.State, err error) {
	type read struct {
		f         *File
		s, before *game.State
	}
	r, err := store.Load(path, func(b []byte) (read, error) {
		f, s, before, err := parse(b, back)
		return read{f, s, before}, err
	})
	return r.f, r.s, r.before, err
}

// parse reads and checks a game file; with back >= 0 it also keeps the
// state before the last back events.
func parse(data []byte, back int) (*File, *game.State, *game.State, error) {
	d, err := userfile.Parse(data)
	if err != nil {
		return nil, nil, nil, err
	}
	root := d.Root()
	if root.Null() || !root.IsMap() {
		d.ReportAt(root.Line(), "", companion.NewProblem("game.file.not_a_game"))
		return nil, nil, nil, d.Err()
	}
	if v, ok := root.Peek("version"); ok {
		n, isNumber := v.Raw()
		if ver, err := strconv.Atoi(n); !isNumber || err != nil || ver < 1 || ver > game.FormatVersion {
			if !isNumber {
				n = "…"
			}
			d.ReportAt(v.Line(), "", companion.NewProblem("game.file.version", "Value", n, "Want", game.FormatVersion))
			return nil, nil, nil, d.Err()
		}
	}
	var f File
	root.Decode(&f)
	if !d.OK() {
		return nil, nil, nil, d.Err()
	}
	if game.CheckPlayers(d, f.Settings); !d.OK() {
		return nil, nil, nil, d.Err()
	}
	if err := f.Settings.Check(); err != nil {
		d.Report("settings", problemOf(err))
		return nil, nil, nil, d.Err()
	}
	if want := f.Settings.Version(); f.Version < want { // a field the file's version has not
		field := "settings.teach"
		if !f.Settings.Teach {
			field = "settings.taught"
		}
		d.Report(field, companion.NewProblem("teach.file.needs_version", "Value", f.Version, "Want", want))
		return nil, nil, nil, d.Err()
	}
	if f.Settings.Mode == game.Solo {
		if f.Settings.Solo == nil {
			d.Report("settings.solo", companion.NewProblem("file.problem.missing"))
			return nil, nil, nil, d.Err()
		}
		if err := f.Settings.Solo.CheckSolo(); err != nil {
			d.Report("settings.solo", problemOf(err))
			return nil, nil, nil, d.Err()
		}
	}
	for i, e := range f.Events {
		if err := f.Settings.CheckSeat(e.Seat); err != nil {
			d.Report(fmt.Sprintf("events[%d].seat", i+1), problemOf(err))
		}
	}
	game.CheckEventFields(d, root, f.Events)
	if !d.OK() {
		return nil, nil, nil, d.Err()
	}
	s, err := game.New(f.Settings)
	if err != nil {
		d.Report("settings", problemOf(err))
		return nil, nil, nil, d.Err()
	}
	var before *game.State
	for i, e := range f.Events {
		if i == len(f.Events)-back {
			before = s.Clone()
		}
		if err := s.Apply(e); err != nil {
			d.Report(fmt.Sprintf("events[%d]", i+1), problemOf(err))
			return nil, nil, nil, d.Err()
		}
	}
	if back == 0 {
		before = s.Clone()
	}
	return &f, s, before, nil
}

// problemOf is the Problem an error carries (the game's checks return one).
func problemOf(err error) *companion.Problem {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p
	}
	return companion.NewProblem("file.problem.unreadable", "Detail", err.Error())
}

// Marshal writes the file: one event per line, so the history reads like a
// log and a diff shows what changed; a finish with its score sheet is
// written as a block, one count per line.
func Marshal(f *File) ([]byte, error) {
	// The oldest version that holds the game: a game without the newer
	// settings stays readable by an older companion.
	out := *f
	out.Version = f.Settings.Version()
	var doc yaml.Node
	if err := doc.Encode(&out); err != nil {
		return nil, err
	}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		if doc.Content[i].Value == "events" {
			for _, e := range doc.Content[i+1].Content {
				if !hasKey(e, "sheet") {
					e.Style = yaml.FlowStyle
				}
			}
		}
	}
	var b bytes.Buffer
	b.WriteString("# A game of Stephens kept by the stephens companion. The events are the\n# game's history; the board is derived from them.\n")
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(&doc); err != nil {
		return nil, err
	}
	return b.Bytes(), enc.Close()
}

func hasKey(m *yaml.Node, key string) bool {
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == key {
			return true
		}
	}
	return false
}

// Load reads and checks a game file (links followed, within the limits);
// a problem is a *userfile.Error naming path.
func Load(path string) (*File, error) { return store.Load(path, Parse) }

// Open opens the game file at path for writing (store.File: locked,
// read, checked to be a game or nothing yet); Decode reads what it holds.
func Open(path string) (*store.File, error) { return store.Open(path, store.Game) }

// Create takes path for a new game: nothing may be there yet, and no
// other stephens may be creating it (store.ErrExists).
func Create(path string) (*store.File, error) {
	return store.Open(path, store.Game, store.CreateOnly)
}

// Decode checks the game an open file holds, as LoadStateBefore does.
func Decode(sf *store.File, back int) (f *File, s, before *game.State, err error) {
	type read struct {
		f         *File
		s, before *game.State
	}
	r, err := store.Decode(sf.Path(), sf.Data(), func(b []byte) (read, error) {
		f, s, before, err := parse(b, back)
		return read{f, s, before}, err
	})
	return r.f, r.s, r.before, err
}

// Write writes the game through its open file: atomically, and only when
// nobody changed the file since it was read (store.ErrChanged).
func Write(sf *store.File, f *File) error {
	buf, err := Marshal(f)
	if err != nil {
		return err
	}
	return sf.Write(buf)
}

// currentPath is where the current game's path is remembered.
func currentPath() string { return filepath.Join(store.StateDir(), "current") }

// CurrentFile is the current-game pointer's file (for messages).
func CurrentFile() string { return currentPath() }

// Current returns the remembered current game, "" when there is none or
// the pointer cannot be used (CurrentPath says why).
func Current() string {
	p, _ := CurrentPath()
	return p
}

// maxPointer bounds the current-game pointer: one path.
const maxPointer = 4096

// CurrentPath returns the remembered current game, "" when none is. A
// pointer that does not hold one absolute path of text is an error naming
// the pointer's file, never printing its bytes.
func CurrentPath() (string, error) {
	file := currentPath()
	buf, err := store.ReadFile(file)
	if errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	if err != nil {
		return "", err
	}
	p := strings.TrimSuffix(strings.TrimSuffix(string(buf), "\n"), "\r")
	if p == "" {
		return "", nil
	}
	if len(p) > maxPointer || !utf8.ValidString(p) || !filepath.IsAbs(p) || strings.IndexFunc(p, unicode.IsControl) >= 0 {
		return "", userfile.FileProblem(file, nil, "file.problem.pointer")
	}
	return p, nil
}

// SetCurrent remembers path as the current game.
func SetCurrent(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	return store.WriteFile(currentPath(), store.Pointer, []byte(abs+"\n"))
}

// OpenCurrent opens the current-game pointer for writing: a new game
// takes it before its own file is written, so a state folder that cannot
// be used refuses the game before anything is written.
func OpenCurrent() (*store.File, error) { return store.Open(currentPath(), store.Pointer) }

// WriteCurrent remembers path as the current game through the open
// pointer.
func WriteCurrent(sf *store.File, path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	return sf.Write([]byte(abs + "\n"))
}

// NewPath names a new game's file after its date and players, in the
// games folder: the first name from the from-th on (1: DATE-NAMES.yaml,
// 2: DATE-NAMES-2.yaml, ...) with nothing there, and its number. A name
// another stephens is creating in the same instant is passed over by
// asking again from the next number.
func NewPath(created time.Time, names []string, from int) (string, int) {
	var slug []string
	for _, n := range names {
		slug = append(slug, sanitize(n))
	}
	base := created.UTC().Format("2006-01-02-1504") + "-" + strings.Join(slug, "-")
	for i := max(from, 1); ; i++ {
		path := filepath.Join(store.GamesDir(), base+".yaml")
		if i > 1 {
			path = filepath.Join(store.GamesDir(), base+"-"+strconv.Itoa(i)+".yaml")
		}
		if !exists(path) {
			return path, i
		}
	}
}

func exists(p string) bool { _, err := os.Lstat(p); return err == nil }

func sanitize(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case r > 127 && (unicode.IsLetter(r) || unicode.IsDigit(r)): // no marks, spaces or format characters
			b.WriteRune(r)
		default:
			b.WriteByte('_')
		}
		if b.Len() > 24 {
			break
		}
	}
	if b.Len() == 0 {
		return "player"
	}
	return b.String()
}

// List returns the game files in the games folder, newest name first.
func List() ([]string, error) {
	entries, err := os.ReadDir(store.GamesDir())
	if errors.Is(err, os.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var out []string
	for i := len(entries) - 1; i >= 0; i-- {
		e := entries[i]
		// Score sheets are kept in their own folder; one left here by an
		// older stephens (name.score.yaml) is not a game, nor is a play of
		// another game (ListPlays).
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") && !strings.HasSuffix(e.Name(), ".score.yaml") && !IsPlay(e.Name()) {
			out = append(out, filepath.Join(store.GamesDir(), e.Name()))
		}
	}
	return out, nil
}
