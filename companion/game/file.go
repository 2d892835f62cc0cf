package game

import (
	"bytes"
	"fmt"
	"strconv"
	"strings"
	"time"
	"unicode"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// What a game file must hold (companion/userfile reports an absent or empty
// one as missing): a file cut short is refused, never read as a game with
// fewer settings or no events.

// RequiredFields of the settings in a game file.
func (*Settings) RequiredFields() []string { return []string{"players", "mode", "seed"} }

// RequiredFields of a player in a game file.
func (*Player) RequiredFields() []string { return []string{"name"} }

// RequiredFields of an event in a game file.
func (*Event) RequiredFields() []string { return []string{"kind", "seat"} }

// CheckSeat refuses a seat that is not at this table: the players' seats
// (0, 1, ...) and, in a solo game, the Automa's (-1).
func (s Settings) CheckSeat(seat int) error {
	if seat >= 0 && seat < len(s.Players) || seat == Automa && s.Mode == Solo {
		return nil
	}
	var seats []any
	for i := range s.Players {
		seats = append(seats, strconv.Itoa(i))
	}
	if s.Mode == Solo {
		seats = append(seats, companion.Term("file.problem.automa_seat"))
	}
	return companion.NewProblem("file.problem.seat", "Value", seat, "Accepted", locales.List{Items: seats})
}

// File is one game as its file holds it: the format version, when the
// game was created, the settings and the ordered events. The front end
// reads and writes the bytes; ParseFile and File.Marshal are the format.
type File struct {
	Version  int       `yaml:"version"`
	Created  time.Time `yaml:"created"`
	Settings Settings  `yaml:"settings"`
	Events   []Event   `yaml:"events"`
}

// NewFile starts a file for new settings.
func NewFile(settings Settings, created time.Time) *File {
	return &File{Version: settings.Version(), Created: created.UTC().Truncate(time.Second), Settings: settings}
}

// Replay derives the game's state.
func (f *File) Replay() (*State, error) { return Replay(f.Settings, f.Events) }

// RequiredFields: a game file names its format version, its settings and
// its events; a file cut short is refused, never read as a shorter game.
func (*File) RequiredFields() []string { return []string{"version", "settings", "events"} }

// ParseFile reads a game file with the one strict reader
// (companion/userfile). Everything is checked: YAML syntax and the limits,
// the format version (first: a newer file is refused before its fields
// are judged), known fields only, each key once, the settings, every
// event's seat, and that every event replays. Problems come back as a
// *userfile.Error whose issues name their line and field (events[4]: the
// fourth event).
func ParseFile(data []byte) (*File, error) {
	f, _, err := ParseFileState(data)
	return f, err
}

// ParseFileState is ParseFile that also returns the game as its check
// replayed it: reading a game replays it once.
func ParseFileState(data []byte) (*File, *State, error) {
	f, s, _, err := ParseFileBefore(data, -1)
	if err != nil {
		return nil, nil, err
	}
	return f, s, nil
}

// ParseFileBefore is ParseFileState that, with back >= 0, also returns
// the game as it stood before its last back events (nil when the file has
// fewer), taken on the way through the one replay: undo needs no second
// one.
func ParseFileBefore(data []byte, back int) (*File, *State, *State, error) {
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
		if ver, err := strconv.Atoi(n); !isNumber || err != nil || ver < 1 || ver > FormatVersion {
			if !isNumber {
				n = "…"
			}
			d.ReportAt(v.Line(), "", companion.NewProblem("game.file.version", "Value", n, "Want", FormatVersion))
			return nil, nil, nil, d.Err()
		}
	}
	var f File
	root.Decode(&f)
	if !d.OK() {
		return nil, nil, nil, d.Err()
	}
	if CheckPlayers(d, f.Settings); !d.OK() {
		return nil, nil, nil, d.Err()
	}
	if err := f.Settings.Check(); err != nil {
		d.Report("settings", userfile.ProblemOf(err))
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
	if f.Settings.Mode == Solo {
		if f.Settings.Solo == nil {
			d.Report("settings.solo", companion.NewProblem("file.problem.missing"))
			return nil, nil, nil, d.Err()
		}
		if err := f.Settings.Solo.CheckSolo(); err != nil {
			d.Report("settings.solo", userfile.ProblemOf(err))
			return nil, nil, nil, d.Err()
		}
	}
	for i, e := range f.Events {
		if err := f.Settings.CheckSeat(e.Seat); err != nil {
			d.Report(fmt.Sprintf("events[%d].seat", i+1), userfile.ProblemOf(err))
		}
	}
	CheckEventFields(d, root, f.Events)
	if !d.OK() {
		return nil, nil, nil, d.Err()
	}
	s, err := New(f.Settings)
	if err != nil {
		d.Report("settings", userfile.ProblemOf(err))
		return nil, nil, nil, d.Err()
	}
	var before *State
	for i, e := range f.Events {
		if i == len(f.Events)-back {
			before = s.Clone()
		}
		if err := s.Apply(e); err != nil {
			field, p := fmt.Sprintf("events[%d]", i+1), userfile.ProblemOf(err)
			if p.Part != "" { // the event's field that holds it: its line
				field += "." + p.Part
			}
			d.Report(field, p)
			return nil, nil, nil, d.Err()
		}
	}
	if back == 0 {
		before = s.Clone()
	}
	return &f, s, before, nil
}

// Marshal writes the file: one event per line, so the history reads like
// a log and a diff shows what changed; a finish with its score sheet is
// written as a block, one count per line.
func (f *File) Marshal() ([]byte, error) {
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

// FileStem is the start of a game's file name: when it was created (UTC,
// to the minute) and its players, each name made safe for any file system
// ("2026-11-22-2000-ana-bruno"). A play of another game (companion/played)
// takes its ID after the date.
func FileStem(created time.Time, prefix string, names []string) string {
	var slug []string
	if prefix != "" {
		slug = append(slug, prefix)
	}
	for _, n := range names {
		slug = append(slug, fileName(n))
	}
	return created.UTC().Format("2006-01-02-1504") + "-" + strings.Join(slug, "-")
}

// fileName is a player's name as part of a file name: lower case letters
// and digits of any script, any other character an underscore, about 25
// at most.
func fileName(s string) string {
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
