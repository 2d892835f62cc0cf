package play

import (
	"errors"
	"os"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// The tests drive each walkthrough answer by answer, with no front end:
// what they check is what the core asked (IDs, options, bounds), what it
// recorded (events and the state they lead to), what it said (message IDs
// and values) and what it refused (problem IDs).

// run is one walkthrough driven to its end or to its first open question.
type run struct {
	// Asked are the questions in the order they were first asked.
	Asked []*walk.Question
	// Open is the question nobody answered (nil when the script finished).
	Open  *walk.Question
	Lines []walk.Line
	// Err is a refused answer or a problem of the script.
	Err   error
	Table *Table
}

// drive answers a script as a command without a terminal does: the given
// answers by question ID; an Ack goes on; an Optional or FlagOnly question
// without an answer takes its Default. It stops at a question none of
// these answers.
func drive(t *testing.T, script walk.Script, given map[string]string) run {
	t.Helper()
	var r run
	a := &walk.Answers{}
	seen := map[string]bool{}
	for range 500 {
		q, lines, err := walk.Step(script, a)
		r.Lines = lines
		if err != nil || q == nil {
			r.Err = err
			return r
		}
		if !seen[q.ID] {
			seen[q.ID] = true
			r.Asked = append(r.Asked, q)
			checkTopic(t, q)
		}
		raw, ok := given[q.ID]
		switch {
		case ok:
		case q.Kind == walk.Ack:
		case q.Optional || q.FlagOnly:
			raw = q.Default
		default:
			r.Open = q
			return r
		}
		v, err := q.Accept(raw)
		if err != nil {
			r.Err = err
			return r
		}
		a.Set(q.ID, v)
	}
	t.Fatal("the walkthrough never ended")
	return r
}

// walkGame drives a walkthrough of the running game over s (s itself is
// not changed) and returns the run with its working table.
func walkGame(t *testing.T, s *game.State, known Known, fn func(*Table, *walk.T) error, given map[string]string) run {
	t.Helper()
	w := NewWalk(s, known, fn)
	r := drive(t, w.Script, given)
	r.Table = w.Table()
	return r
}

// done fails unless the walkthrough finished without a problem.
func (r run) done(t *testing.T) run {
	t.Helper()
	if r.Err != nil {
		t.Fatalf("refused: %v", r.Err)
	}
	if r.Open != nil {
		t.Fatalf("left open: %s (%s)", r.Open.ID, r.Open.Flag)
	}
	return r
}

// question returns the question asked with an ID.
func (r run) question(t *testing.T, id string) *walk.Question {
	t.Helper()
	for _, q := range r.Asked {
		if q.ID == id {
			return q
		}
	}
	t.Fatalf("%s was not asked; asked: %v", id, r.ids())
	return nil
}

// ids lists the IDs of the questions asked, in order.
func (r run) ids() []string {
	var out []string
	for _, q := range r.Asked {
		out = append(out, q.ID)
	}
	return out
}

// said reports whether a line with the message ID was said, and the first.
func (r run) said(id string) (walk.Msg, bool) {
	for _, l := range r.Lines {
		if l.Msg.ID == id {
			return l.Msg, true
		}
	}
	return walk.Msg{}, false
}

// saidLine is said with the line itself (its style, whether a recap).
func (r run) saidLine(id string) (walk.Line, bool) {
	for _, l := range r.Lines {
		if l.Msg.ID == id {
			return l, true
		}
	}
	return walk.Line{}, false
}

// mustSay returns the first line with the message ID.
func (r run) mustSay(t *testing.T, id string) walk.Msg {
	t.Helper()
	m, ok := r.said(id)
	if !ok {
		var got []string
		for _, l := range r.Lines {
			got = append(got, l.Msg.ID)
		}
		t.Fatalf("%s not said; said %v", id, got)
	}
	return m
}

// events are the kinds of the events recorded.
func (r run) kinds() []game.Kind {
	var out []game.Kind
	for _, e := range r.Table.Events {
		out = append(out, e.Kind)
	}
	return out
}

// problemID is the ID of a *companion.Problem error, "" for anything else.
func problemID(err error) string {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p.ID
	}
	return ""
}

// refused fails unless the run stopped on the problem id.
func (r run) refused(t *testing.T, id string) *companion.Problem {
	t.Helper()
	var p *companion.Problem
	if !errors.As(r.Err, &p) || p.ID != id {
		t.Fatalf("err %v, want problem %s", r.Err, id)
	}
	return p
}

// values lists a question's option values (hidden ones too when all).
func values(q *walk.Question, all bool) []string {
	var out []string
	for _, o := range q.Options {
		if all || !o.Hidden && o.Unavailable.ID == "" {
			out = append(out, o.Value)
		}
	}
	return out
}

func sameStrings(t *testing.T, what string, got, want []string) {
	t.Helper()
	if !slices.Equal(got, want) {
		t.Errorf("%s = %v, want %v", what, got, want)
	}
}

// mustApply replays events over a game, failing on a refused one.
func mustApply(t *testing.T, s *game.State, events ...game.Event) *game.State {
	t.Helper()
	for _, e := range events {
		if err := s.Apply(e); err != nil {
			t.Fatalf("%+v: %v", e, err)
		}
	}
	return s
}

// settings are a table's settings: the players in seat order, their
// colours and the seed.
func settings(t *testing.T, names, colours []string, seed uint64) game.Settings {
	t.Helper()
	st, err := game.NewSettings(names, colours, seed)
	if err != nil {
		t.Fatal(err)
	}
	return st
}

// seated is a new game of these settings, set up with the events given.
func seated(t *testing.T, st game.Settings, setup ...game.Event) *game.State {
	t.Helper()
	s, err := game.New(st)
	if err != nil {
		t.Fatal(err)
	}
	return mustApply(t, s, setup...)
}

// table4 is a 4-player game as in the rulebook's examples (rules-facts
// §10): Ângela, Maria, André and Pedro in seat order, Ângela with the start
// board; starting professions on both upper furnaces (Ângela and André
// left, Maria and Pedro right) and their disks named.
func table4(t *testing.T) *game.State {
	t.Helper()
	return seated(t, settings(t, []string{"Ângela", "Maria", "André", "Pedro"}, []string{"teal", "yellow", "gray", "red"}, 11),
		game.Event{Kind: game.KindStartPlayer, Seat: 0},
		game.Event{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		game.Event{Kind: game.KindStartingProfession, Seat: 1, Side: companion.Right},
		game.Event{Kind: game.KindStartingProfession, Seat: 2, Side: companion.Left},
		game.Event{Kind: game.KindStartingProfession, Seat: 3, Side: companion.Right},
		game.Event{Kind: game.KindStartingDisk, Seat: 0, Disk: "2a"},
		game.Event{Kind: game.KindStartingDisk, Seat: 1, Disk: "5a"},
		game.Event{Kind: game.KindStartingDisk, Seat: 2, Disk: "gate-5"},
		game.Event{Kind: game.KindStartingDisk, Seat: 3, Disk: "3b"},
	)
}

// table2 is a 2-player game: Ana starts (left), Bo (right).
func table2(t *testing.T) *game.State {
	t.Helper()
	return seated(t, settings(t, []string{"Ana", "Bo"}, nil, 5),
		game.Event{Kind: game.KindStartPlayer, Seat: 0},
		game.Event{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		game.Event{Kind: game.KindStartingProfession, Seat: 1, Side: companion.Right},
		game.Event{Kind: game.KindStartingDisk, Seat: 0, Disk: "5a"},
		game.Event{Kind: game.KindStartingDisk, Seat: 1, Disk: "2a"},
	)
}

// testDeck is the made-up test deck of package automa (its header says
// so): never the printed cards (rules-facts §13).
func testDeck(t *testing.T) *automa.Transcription {
	t.Helper()
	buf, err := os.ReadFile("../automa/testdata/test-deck.yaml")
	if err != nil {
		t.Fatal(err)
	}
	tr, err := automa.Parse(buf)
	if err != nil {
		t.Fatal(err)
	}
	return tr
}

// solo is a solo game of Eva (left) against the Automa (right), with the
// physical deck or the transcribed test deck, normal difficulty.
func solo(t *testing.T, deck string, seed uint64) *game.State {
	t.Helper()
	st := settings(t, []string{"Eva"}, []string{"teal"}, seed)
	st.Solo.Difficulty, st.Solo.Deck = "normal", deck
	if deck == game.DeckDigital {
		st.Solo.Automa = testDeck(t)
	}
	if err := st.Solo.CheckSolo(); err != nil {
		t.Fatal(err)
	}
	return seated(t, st,
		game.Event{Kind: game.KindStartPlayer, Seat: 0},
		game.Event{Kind: game.KindStartingProfession, Seat: 0, Side: companion.Left},
		game.Event{Kind: game.KindAutomaStart, Seat: game.Automa, Side: companion.Right},
		game.Event{Kind: game.KindStartingDisk, Seat: 0, Disk: "2a"},
	)
}

// glass is a turn taking glass from a furnace.
func glass(seat int, at companion.Position) game.Event {
	return game.Event{Kind: game.KindFurnace, Seat: seat, At: at}
}

// emptyTwo takes glass, in turn order, until the lower furnaces are empty
// and a reset phase starts (rules-facts §5.1).
func emptyTwo(t *testing.T, s *game.State) *game.State {
	t.Helper()
	for s.Reset == nil {
		at := companion.LowerLeft
		if s.Furnaces[at] == 0 {
			at = companion.LowerRight
		}
		if s.Next() == game.Automa {
			t.Fatal("emptyTwo is for multiplayer games")
		}
		mustApply(t, s, glass(s.Next(), at))
	}
	return s
}

// speakable renders every line, prompt and option label of a run in the
// three languages: none may be a missing message or miss a value.
func speakable(t *testing.T, r run) {
	t.Helper()
	var msgs []walk.Msg
	for _, l := range r.Lines {
		msgs = append(msgs, l.Msg)
	}
	for _, q := range r.Asked {
		if q.Prompt.ID != "" {
			msgs = append(msgs, q.Prompt)
		}
		for _, o := range q.Options {
			if o.Label.ID != "" {
				msgs = append(msgs, o.Label)
			}
		}
	}
	for _, lang := range locales.Supported {
		p := locales.New(lang)
		for _, m := range msgs {
			if !p.Has(m.ID) {
				t.Errorf("%s: no message %s", lang, m.ID)
				continue
			}
			if s := p.Render(m); strings.Contains(s, "<no value>") || strings.Contains(s, "[game.") || strings.Contains(s, "[solo.") || strings.Contains(s, "[term.") {
				t.Errorf("%s: %s renders %q", lang, m.ID, s)
			}
		}
	}
}
