package tally

import (
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Form is a score sheet of a few values per player as a walkthrough, for a
// game whose sheet is that simple (Sintra, Oh My Goods!): how many play
// and their names, the sheet-wide choices (Sintra's board side), each
// player's fields, then a review where any value can be corrected before
// the sheet is confirmed. Every question has its flag (Flags). The game
// says which fields there are and checks the whole sheet; the form keeps
// the answers as text and the game reads them (Filled).
type Form struct {
	// Game prefixes the question IDs ("sintra.p1.track").
	Game string
	// Min and Max bound the number of players.
	Min, Max int
	// Topic is the rule topic of the players' questions.
	Topic string
	// Choices are asked once for the sheet, before the players.
	Choices []Choice
	// Fields gives a player's fields in the order asked, given the
	// sheet-wide choices made; given nil, every field any choice asks.
	Fields func(choices map[string]string) []Field
	// Check finds the first problem of a filled sheet (nil: none); a
	// problem names the field by its sheet path (players[2].broken).
	Check func(f *Filled) error

	// Filled is the confirmed sheet, once the script has finished.
	Filled *Filled
}

// Choice is a sheet-wide choice: one of its options.
type Choice struct {
	Key     string // sheet key and flag: "side"
	Prompt  Msg
	Label   Msg // in the review
	Options []walk.Option
	Default string
	Topic   string
}

// Field is one value of a player's column.
type Field struct {
	// Key is the sheet key ("panes_left"); the flag that answers it, as
	// NAME:VALUE, is Flag, else the key with hyphens ("--panes-left
	// Amanda:7").
	Key  string
	Flag string
	// Kind is walk.Number (within Min..Max) or walk.Text (Check reads it).
	Kind     walk.Kind
	Min, Max int
	// Prompt asks it; .Name is the player's name.
	Prompt Msg
	// Label names it in the review and in a problem.
	Label Msg
	// Value shows an answer in the review; nil: as it is.
	Value func(v string) Msg
	Topic string
	// Default is the answer offered first ("0").
	Default string
	// Check, when set, checks an answer for this player and puts it in its
	// usual spelling; values are the player's answers so far.
	Check func(values map[string]string, v string) (string, error)
	// FlagCheck, when set, checks a flag's value for itself, before any
	// question (a Text field's Check with no other answers, else).
	FlagCheck func(v string) error
}

// flag is the flag that answers the field: Flag, else the key with
// hyphens (panes_left: --panes-left).
func (fd Field) flag() string {
	if fd.Flag != "" {
		return fd.Flag
	}
	return strings.ReplaceAll(fd.Key, "_", "-")
}

// Filled is a sheet as the form answered it: the choices and each
// player's name and values, as text.
type Filled struct {
	Choices map[string]string
	Players []FilledPlayer
}

// FilledPlayer is one player's column.
type FilledPlayer struct {
	Name   string
	Values map[string]string
}

// Int reads a player's whole-number value (0 when not answered).
func (p FilledPlayer) Int(key string) int {
	n, _ := strconv.Atoi(p.Values[key])
	return n
}

// Review answers.
const (
	Confirm = "confirm"
	Correct = "correct"
)

// Script is the walkthrough for the engine.
func (f *Form) Script(t *walk.T) error {
	s := &Filled{Choices: map[string]string{}}
	for _, c := range f.Choices {
		if err := f.askChoice(t, s, c, ""); err != nil {
			return err
		}
	}
	n, err := t.Number(&walk.Question{ID: f.Game + ".players", Kind: walk.Number, Flag: "players", CountOf: "names",
		Min: f.Min, Max: f.Max, Default: strconv.Itoa(f.Min), Topic: f.Topic,
		Prompt: walk.M("tally.ask.players", "Min", f.Min, "Max", f.Max)})
	if err != nil {
		return err
	}
	s.Players = make([]FilledPlayer, n)
	for i := range s.Players {
		s.Players[i].Values = map[string]string{}
		if err := f.askName(t, s, i, ""); err != nil {
			return err
		}
	}
	if err := f.fill(t, s, ""); err != nil {
		return err
	}
	if err := f.review(t, s); err != nil {
		return err
	}
	f.Filled = s
	return nil
}

// fill asks each player the fields the sheet-wide choices make open and
// not yet answered: every one at first; after a correction, those a
// changed choice opened (Sintra's other board side), so the review never
// shows a value nobody gave. Answers of fields a choice closed are kept
// (the side changed back finds them); the game reads only the open ones.
func (f *Form) fill(t *walk.T, s *Filled, fix string) error {
	for i := range s.Players {
		said := false
		for _, fd := range f.Fields(s.Choices) {
			if _, ok := s.Players[i].Values[fd.Key]; ok {
				continue
			}
			if !said {
				t.Say(walk.Say, walk.M("tally.ask.player", "Name", s.Players[i].Name))
				said = true
			}
			if err := f.askField(t, s, i, fd, fix); err != nil {
				return err
			}
		}
	}
	return nil
}

func (f *Form) askChoice(t *walk.T, s *Filled, c Choice, fix string) error {
	q := &walk.Question{ID: f.Game + "." + c.Key, Kind: walk.Choice, Flag: c.Key, Prompt: c.Prompt,
		Options: c.Options, Default: c.Default, Topic: c.Topic}
	if v := s.Choices[c.Key]; v != "" {
		q.Default = v
	}
	fixing(q, f.Game, fix)
	v, err := t.Choose(q)
	if err != nil {
		return err
	}
	s.Choices[c.Key] = v
	return nil
}

// askName asks player i's name: a name (companion.CheckName), not another
// player's.
func (f *Form) askName(t *walk.T, s *Filled, i int, fix string) error {
	var others []string
	for j, o := range s.Players {
		if j != i && o.Name != "" {
			others = append(others, o.Name)
		}
	}
	q := &walk.Question{ID: f.Game + ".name." + strconv.Itoa(i+1), Kind: walk.Text, Flag: "names", Default: s.Players[i].Name,
		Prompt: walk.M("tally.ask.name", "N", i+1), Topic: f.Topic,
		Check: func(v string) (string, error) { return CheckName(v, others) }}
	fixing(q, f.Game, fix)
	name, err := t.Ask(q)
	if err != nil {
		return err
	}
	s.Players[i].Name = name
	return nil
}

// CheckName accepts a player's name that clashes with none of the others
// (companion.CheckNameAmong: the same name in any case or spelling of an
// accent, or a look-alike, is refused).
func CheckName(v string, others []string) (string, error) {
	return companion.CheckNameAmong(v, others, "tally.problem.name_twice")
}

// askField asks one value of player i; a refused value is named by whose
// it is, which a flag needs.
func (f *Form) askField(t *walk.T, s *Filled, i int, fd Field, fix string) error {
	p := &s.Players[i]
	def := fd.Default
	if v, ok := p.Values[fd.Key]; ok {
		def = v
	}
	q := &walk.Question{ID: f.Game + ".p" + strconv.Itoa(i+1) + "." + fd.Key, Kind: fd.Kind, Flag: fd.flag(), Key: p.Name,
		Min: fd.Min, Max: fd.Max, Default: def, Topic: fd.Topic, Prompt: fd.Prompt.With("Name", p.Name)}
	if fd.Check != nil {
		q.Check = func(v string) (string, error) {
			c, err := fd.Check(p.Values, v)
			if err != nil {
				return "", named(err, p.Name)
			}
			return c, nil
		}
	}
	fixing(q, f.Game, fix)
	v, err := t.Ask(q)
	if err != nil {
		return err
	}
	p.Values[fd.Key] = v
	return nil
}

// named puts whose value a problem is about into it, unless it names a
// field already.
func named(err error, name string) error {
	if err == nil {
		return nil
	}
	if p, ok := err.(*companion.Problem); ok {
		if f, has := p.Args["Field"]; !has || f == "" {
			c := companion.NewProblem(p.ID).About(p.Topic)
			for k, v := range p.Args {
				c.Args[k] = v
			}
			c.Args["Field"] = name
			return c
		}
	}
	return err
}

// fixing turns a question into its correction from the review: a new ID
// for the round, asked only at a prompt (a flag already gave its value).
func fixing(q *walk.Question, game, fix string) {
	if fix == "" {
		return
	}
	q.ID = fix + strings.TrimPrefix(q.ID, game+".")
	q.Flag, q.Key, q.CountOf = "", "", ""
	q.Attended = true
}

// review shows the sheet and lets the table correct any value until it is
// confirmed; a sheet with a problem cannot be confirmed. With nobody at a
// prompt the sheet is confirmed as it is, or refused with its problem.
func (f *Form) review(t *walk.T, s *Filled) error {
	for round := 1; ; round++ {
		t.Say(walk.Heading, walk.M("tally.review.title"))
		for _, c := range f.Choices { // one answer for the whole table: one line
			t.Say(walk.Say, walk.M("tally.review.item", "Label", c.Label, "Value", choiceLabel(c, s.Choices[c.Key])))
		}
		t.Grid(f.grid(s))
		problem := f.Check(s)
		if problem != nil {
			t.Say(walk.Say, walk.M("tally.review.fix_first", "Message", f.reviewProblem(s, problem)))
		}
		q := &walk.Question{ID: f.Game + ".review." + strconv.Itoa(round), Kind: walk.Choice, Attended: true, Default: Confirm,
			Prompt: walk.M("tally.review.next"), Topic: f.Topic, Options: []walk.Option{
				{Value: Confirm, Label: walk.M("tally.review.confirm"), Hidden: problem != nil},
				{Value: Correct, Label: walk.M("tally.review.correct")},
			}}
		v, err := t.Choose(q)
		if err != nil {
			return err
		}
		if v == Confirm {
			return problem
		}
		if err := f.correct(t, s, f.Game+".fix."+strconv.Itoa(round)+"."); err != nil {
			return err
		}
	}
}

// correct asks what is wrong, a sheet-wide choice (one answer for the
// whole table) or one of a player's values, and asks that one again; what
// a changed choice opens is asked next (fill).
func (f *Form) correct(t *walk.T, s *Filled, fix string) error {
	var whole []walk.Option // the sheet-wide choices, then the players
	for _, c := range f.Choices {
		whole = append(whole, walk.Option{Value: "choice." + c.Key,
			Label: walk.M("tally.review.item", "Label", c.Label, "Value", choiceLabel(c, s.Choices[c.Key]))})
	}
	for j, p := range s.Players {
		whole = append(whole, walk.Option{Value: strconv.Itoa(j + 1), Label: Text(p.Name)})
	}
	what := whole[0].Value
	if len(whole) > 1 {
		prompt := walk.M("tally.review.whose")
		if len(f.Choices) > 0 {
			prompt = walk.M("tally.review.what")
		}
		v, err := t.Choose(&walk.Question{ID: fix + "whose", Kind: walk.Choice, Attended: true, Default: whole[0].Value,
			Prompt: prompt, Topic: f.Topic, Options: whole})
		if err != nil {
			return err
		}
		what = v
	}
	for _, c := range f.Choices {
		if what == "choice."+c.Key {
			if err := f.askChoice(t, s, c, fix); err != nil {
				return err
			}
			return f.fill(t, s, fix+"new.")
		}
	}
	n, _ := strconv.Atoi(what)
	i := max(n-1, 0)
	p := s.Players[i]
	q := &walk.Question{ID: fix + "which", Kind: walk.Choice, Attended: true, Default: "name",
		Prompt: walk.M("tally.review.which", "Name", p.Name), Topic: f.Topic,
		Options: []walk.Option{{Value: "name", Label: walk.M("tally.review.item", "Label", walk.M("tally.review.name"), "Value", Text(p.Name))}}}
	fields := f.Fields(s.Choices)
	for _, fd := range fields {
		q.Options = append(q.Options, walk.Option{Value: fd.Key,
			Label: walk.M("tally.review.item", "Label", fd.Label, "Value", fieldValue(fd, p.Values[fd.Key]))})
	}
	key, err := t.Choose(q)
	if err != nil {
		return err
	}
	if key == "name" {
		return f.askName(t, s, i, fix)
	}
	for _, fd := range fields {
		if fd.Key == key {
			return f.askField(t, s, i, fd, fix)
		}
	}
	return nil
}

// grid is the sheet as a table: a row per field and a column per player.
// The choices, one answer for the whole table, are a line above it (as a
// row they repeated the side in every column and wrapped it).
func (f *Form) grid(s *Filled) [][]Msg {
	header := []Msg{{}}
	for _, p := range s.Players {
		header = append(header, Text(p.Name))
	}
	rows := [][]Msg{header}
	for _, fd := range f.Fields(s.Choices) {
		r := []Msg{fd.Label}
		for _, p := range s.Players {
			r = append(r, fieldValue(fd, p.Values[fd.Key]))
		}
		rows = append(rows, r)
	}
	return rows
}

func choiceLabel(c Choice, v string) Msg {
	for _, o := range c.Options {
		if o.Value == v {
			return o.Label
		}
	}
	return Text(v)
}

func fieldValue(fd Field, v string) Msg {
	if v == "" { // not answered: never a message ID on the screen
		return walk.M("tally.review.blank")
	}
	if fd.Value != nil {
		return fd.Value(v)
	}
	return Text(v)
}

// Text is a message that says a value as it is (a name, a number).
func Text(v any) Msg { return walk.M("tally.text", "Text", v) }

// Flags answer the form from the command line: --players or --names, each
// choice, and each field as NAME:VALUE, once per player.
func (f *Form) Flags(help func(key string) Msg) walk.Flags {
	fs := walk.Flags{
		{Name: "players", Value: "N", Help: walk.M("tally.flag.players", "Min", f.Min, "Max", f.Max), Check: walk.WholeIn(f.Min, f.Max)},
		{Name: "names", Mode: walk.CommaValues, Value: "NAME,NAME", Help: walk.M("tally.flag.names"),
			Check: func(v string) error { _, err := CheckName(v, nil); return err }},
	}
	for _, c := range f.Choices {
		values := make([]string, len(c.Options))
		for i, o := range c.Options {
			values[i] = o.Value
		}
		fs = append(fs, walk.Flag{Name: c.Key, Value: strings.ToUpper(c.Key), Help: help(c.Key), Check: walk.OneOf(values...)})
	}
	for _, fd := range f.Fields(nil) { // nil: every field any choice asks
		if flag := fd.flag(); !fs.Has(flag) {
			fs = append(fs, walk.Flag{Name: flag, Mode: walk.KeyedValues, Value: "NAME:VALUE", Help: help(fd.Key), Check: fd.checkFlag})
		}
	}
	return fs
}

// checkFlag accepts NAME:VALUE with a name and a value the field takes
// for itself: a whole number within its bounds, a text its check reads.
func (fd Field) checkFlag(v string) error {
	name, value, ok := strings.Cut(v, ":")
	if !ok || strings.TrimSpace(name) == "" {
		return companion.NewProblem("tally.problem.flag_keyed", "Value", v)
	}
	switch {
	case fd.FlagCheck != nil:
		return named(fd.FlagCheck(value), strings.TrimSpace(name))
	case fd.Kind == walk.Number:
		_, err := walk.ParseWhole(value, fd.Min, fd.Max)
		return named(err, strings.TrimSpace(name))
	case fd.Check != nil:
		_, err := fd.Check(map[string]string{}, value)
		return named(err, strings.TrimSpace(name))
	}
	return nil
}
