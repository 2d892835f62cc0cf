// Package gamefile reads and writes a game as a YAML file: a format
// version, the settings and the ordered events. Reading checks everything
// (syntax, version, every event replays) and reports the line of the first
// problem; writing is atomic and happens under a lock, so a crash or a
// second terminal never leaves a half-written or interleaved file.
package gamefile

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
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
	return &File{Version: game.FormatVersion, Created: created.UTC().Truncate(time.Second), Settings: settings}
}

// Replay derives the game's state.
func (f *File) Replay() (*game.State, error) { return game.Replay(f.Settings, f.Events) }

// Error is a file that cannot be used: the line (0 when unknown) and why.
// Err is often a *companion.Problem the CLI localizes.
type Error struct {
	Line int
	Err  error
}

func (e *Error) Error() string {
	if e.Line > 0 {
		return "line " + strconv.Itoa(e.Line) + ": " + e.Err.Error()
	}
	return e.Err.Error()
}
func (e *Error) Unwrap() error { return e.Err }

var reLine = regexp.MustCompile(`line (\d+)`)

func yamlLine(err error) int {
	if m := reLine.FindStringSubmatch(err.Error()); m != nil {
		n, _ := strconv.Atoi(m[1])
		// yaml.v3 reports a parser error ("did not find expected ...") on
		// the 0-based line of its mark, unlike scanner errors: shift it so
		// the line named is the one to fix.
		if strings.Contains(err.Error(), "did not find expected") {
			n++
		}
		return n
	}
	return 0
}

// Parse reads a game file. Everything is checked: YAML syntax, the format
// version, the settings, and that every event replays; the first problem is
// returned as an *Error with its line.
func Parse(data []byte) (*File, error) { return parse(data, nil) }

// ParseState is Parse that also returns the game as its check replayed
// it: reading a game replays it once.
func ParseState(data []byte) (*File, *game.State, error) {
	var s *game.State
	f, err := parse(data, &s)
	return f, s, err
}

// LoadState reads and checks a game file, and returns the game as the
// check replayed it.
func LoadState(path string) (*File, *game.State, error) {
	buf, err := os.ReadFile(path)
	if err != nil {
		return nil, nil, err
	}
	return ParseState(buf)
}

func parse(data []byte, state **game.State) (*File, error) {
	var doc yaml.Node
	if err := yaml.Unmarshal(data, &doc); err != nil {
		return nil, &Error{Line: yamlLine(err), Err: companion.NewProblem("game.file.syntax", "Detail", yamlDetail(err))}
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, &Error{Line: max(1, doc.Line), Err: companion.NewProblem("game.file.not_a_game")}
	}
	root := doc.Content[0]
	fields := map[string]*yaml.Node{}
	keyLine := map[string]int{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		k := root.Content[i].Value
		switch k {
		case "version", "created", "settings", "events":
		default:
			return nil, &Error{Line: root.Content[i].Line, Err: companion.NewProblem("game.file.unknown_field", "Field", k)}
		}
		fields[k] = root.Content[i+1]
		keyLine[k] = root.Content[i].Line
	}
	var f File
	v, ok := fields["version"]
	if !ok {
		return nil, &Error{Line: root.Line, Err: companion.NewProblem("game.file.no_version")}
	}
	if err := v.Decode(&f.Version); err != nil || f.Version != game.FormatVersion {
		return nil, &Error{Line: v.Line, Err: companion.NewProblem("game.file.version", "Value", v.Value, "Want", game.FormatVersion)}
	}
	if c, ok := fields["created"]; ok {
		if err := c.Decode(&f.Created); err != nil {
			return nil, &Error{Line: c.Line, Err: companion.NewProblem("game.file.syntax", "Detail", yamlDetail(err))}
		}
	}
	st, ok := fields["settings"]
	if !ok {
		return nil, &Error{Line: root.Line, Err: companion.NewProblem("game.file.no_settings")}
	}
	if err := decodeStrict(st, &f.Settings); err != nil {
		return nil, &Error{Line: lineOr(yamlLine(err), st.Line), Err: companion.NewProblem("game.file.syntax", "Detail", yamlDetail(err))}
	}
	if f.Settings.Players != nil && f.Settings.Mode == "" {
		f.Settings.Mode = game.Multiplayer
	}
	if err := f.Settings.Check(); err != nil {
		return nil, &Error{Line: st.Line, Err: err}
	}
	var eventNodes []*yaml.Node
	if ev, ok := fields["events"]; ok && !(ev.Kind == yaml.ScalarNode && ev.Tag == "!!null") {
		if ev.Kind != yaml.SequenceNode {
			return nil, &Error{Line: ev.Line, Err: companion.NewProblem("game.file.events_list")}
		}
		eventNodes = ev.Content
	}
	s, err := game.New(f.Settings)
	if err != nil {
		return nil, &Error{Line: st.Line, Err: err}
	}
	for _, n := range eventNodes {
		var e game.Event
		if err := decodeStrict(n, &e); err != nil {
			return nil, &Error{Line: lineOr(yamlLine(err), n.Line), Err: companion.NewProblem("game.file.syntax", "Detail", yamlDetail(err))}
		}
		if err := s.Apply(e); err != nil {
			return nil, &Error{Line: n.Line, Err: err}
		}
		f.Events = append(f.Events, e)
	}
	if state != nil {
		*state = s
	}
	return &f, nil
}

func lineOr(a, b int) int {
	if a > 0 {
		return a
	}
	return b
}

// decodeStrict decodes a node refusing unknown fields (a typo or a newer
// format is never silently dropped and later overwritten).
func decodeStrict(n *yaml.Node, v any) error {
	buf, err := yaml.Marshal(n)
	if err != nil {
		return err
	}
	dec := yaml.NewDecoder(bytes.NewReader(buf))
	dec.KnownFields(true)
	if err := dec.Decode(v); err != nil {
		// Lines in the re-encoded node start at 1: shift them to the file's.
		return shiftLines(err, n.Line-1)
	}
	return nil
}

func shiftLines(err error, by int) error {
	msg := reLine.ReplaceAllStringFunc(err.Error(), func(m string) string {
		n, _ := strconv.Atoi(strings.TrimPrefix(m, "line "))
		return "line " + strconv.Itoa(n+by)
	})
	return errors.New(msg)
}

func yamlDetail(err error) string {
	s := strings.TrimPrefix(err.Error(), "yaml: ")
	s = strings.TrimPrefix(s, "unmarshal errors:\n  ")
	s = reLine.ReplaceAllString(s, "")
	s = strings.TrimLeft(strings.TrimSpace(s), ": ")
	return s
}

// Marshal writes the file: one event per line, so the history reads like a
// log and a diff shows what changed.
func Marshal(f *File) ([]byte, error) {
	var doc yaml.Node
	if err := doc.Encode(f); err != nil {
		return nil, err
	}
	for i := 0; i+1 < len(doc.Content); i += 2 {
		if doc.Content[i].Value == "events" {
			for _, e := range doc.Content[i+1].Content {
				e.Style = yaml.FlowStyle
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

// Load reads and checks a game file.
func Load(path string) (*File, error) {
	buf, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	return Parse(buf)
}

// Save writes the file atomically: readers see the old file or the new one.
func Save(path string, f *File) error {
	buf, err := Marshal(f)
	if err != nil {
		return err
	}
	return store.WriteFile(path, buf)
}

// Lock takes the game's lock without waiting; store.ErrInUse when another
// process has the game open.
func Lock(path string) (unlock func(), err error) { return store.Lock(path) }

// currentPath is where the current game's path is remembered.
func currentPath() string { return filepath.Join(store.StateDir(), "current") }

// Current returns the remembered current game, "" when there is none.
func Current() string {
	buf, err := os.ReadFile(currentPath())
	if err != nil {
		return ""
	}
	return strings.TrimSpace(string(buf))
}

// SetCurrent remembers path as the current game.
func SetCurrent(path string) error {
	abs, err := filepath.Abs(path)
	if err != nil {
		return err
	}
	return store.WriteFile(currentPath(), []byte(abs+"\n"))
}

// NewPath names a new game's file after its date and players, in the games
// folder, never reusing a name.
func NewPath(created time.Time, names []string) string {
	var slug []string
	for _, n := range names {
		slug = append(slug, sanitize(n))
	}
	base := created.UTC().Format("2006-01-02-1504") + "-" + strings.Join(slug, "-")
	path := filepath.Join(store.GamesDir(), base+".yaml")
	for i := 2; exists(path); i++ {
		path = filepath.Join(store.GamesDir(), base+"-"+strconv.Itoa(i)+".yaml")
	}
	return path
}

func exists(p string) bool { _, err := os.Stat(p); return err == nil }

func sanitize(s string) string {
	var b strings.Builder
	for _, r := range strings.ToLower(s) {
		switch {
		case r >= 'a' && r <= 'z', r >= '0' && r <= '9':
			b.WriteRune(r)
		case r > 127:
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
		// older stephens (name.score.yaml) is not a game.
		if !e.IsDir() && strings.HasSuffix(e.Name(), ".yaml") && !strings.HasSuffix(e.Name(), ".score.yaml") {
			out = append(out, filepath.Join(store.GamesDir(), e.Name()))
		}
	}
	return out, nil
}
