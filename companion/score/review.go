package score

import (
	"regexp"
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// Answers of the review question.
const (
	Confirm = "confirm"
	Correct = "correct"
)

// review shows the sheet and lets the table correct any value until it is
// confirmed; a sheet with a problem cannot be confirmed. With nobody at a
// prompt the sheet is confirmed as it is (or refused with its problem).
func review(t *walk.T, s *Sheet, fixed []string) error {
	for round := 1; ; round++ {
		t.Say(walk.Heading, walk.M("score.review.title"))
		t.Grid(reviewGrid(s))
		problems := Validate(s)
		if len(problems) > 0 {
			t.Say(walk.Say, walk.M("score.review.fix_first", "Message", ReviewProblem(s, problems[0])))
		}
		q := &walk.Question{ID: "score.review." + strconv.Itoa(round), Kind: walk.Choice, Attended: true, Default: Confirm,
			Prompt: walk.M("score.review.next"), Topic: "final-scoring", Options: []walk.Option{
				{Value: Confirm, Label: walk.M("score.review.confirm"), Hidden: len(problems) > 0},
				{Value: Correct, Label: walk.M("score.review.correct")},
			}}
		v, err := t.Choose(q)
		if err != nil {
			return err
		}
		if v == Confirm {
			if len(problems) > 0 {
				return problems[0]
			}
			return nil
		}
		if err := correct(t, s, fixed, "score.fix."+strconv.Itoa(round)+"."); err != nil {
			return err
		}
	}
}

// correct asks whose value and which, then asks that field again. The
// fields the game fixes (fixed: sheet keys, "masters" for its rows, "solo"
// for the difficulty and opponent) are not offered; a line says which and
// why (play test pt2 #1: correcting them only failed at the save).
func correct(t *walk.T, s *Sheet, fixed []string, fix string) error {
	if len(Validate(s)) > 0 {
		fixed = nil // a broken sheet offers every field: its problem may be in any
	}
	isFixed := func(key string) bool {
		k, _, _ := strings.Cut(key, ".")
		return slices.Contains(fixed, k)
	}
	i := 0
	if len(s.Players) > 1 {
		q := &walk.Question{ID: fix + "whose", Kind: walk.Choice, Attended: true, Default: "1",
			Prompt: walk.M("score.review.whose"), Topic: "final-scoring"}
		for j, p := range s.Players {
			q.Options = append(q.Options, walk.Option{Value: strconv.Itoa(j + 1), Label: text(p.Name)})
		}
		n, err := t.Number(q)
		if err != nil {
			return err
		}
		i = n - 1
	}
	q := &walk.Question{ID: fix + "which", Kind: walk.Choice, Attended: true,
		Prompt: walk.M("score.review.which", "Name", s.Players[i].Name), Topic: "final-scoring"}
	var notOffered []any
	named := map[string]bool{}
	if len(s.Players) == 1 {
		if isFixed("solo") {
			notOffered = append(notOffered, walk.M("score.review.solo_fields"))
		} else {
			q.Options = append(q.Options, walk.Option{Value: "solo", Label: walk.M("score.review.solo_fields")})
		}
	}
	for _, key := range Fields {
		if k, _, _ := strings.Cut(key, "."); isFixed(key) {
			label := fieldLabel(key)
			if k != key { // a group is named once ("Masters")
				label = walk.M("score.table." + k)
			}
			if !named[k] {
				named[k] = true
				notOffered = append(notOffered, label)
			}
			continue
		}
		q.Options = append(q.Options, walk.Option{Value: key,
			Label: walk.M("score.review.item", "Label", fieldLabel(key), "Value", fieldValue(s.Players[i], key))})
	}
	if len(notOffered) > 0 {
		t.Say(walk.Item, walk.M("score.review.fixed", "Fields", locales.List{Items: notOffered}))
	}
	q.Default = q.Options[0].Value
	key, err := t.Choose(q)
	if err != nil {
		return err
	}
	if key == "solo" {
		return askSolo(t, s, fix)
	}
	return askField(t, s, i, key, fix)
}

// reviewGrid is the sheet as a table: a row per field, a column per player.
func reviewGrid(s *Sheet) [][]walk.Msg {
	header := []walk.Msg{{}}
	for _, p := range s.Players {
		header = append(header, text(p.Name))
	}
	rows := [][]walk.Msg{header}
	if len(s.Players) == 1 {
		rows = append(rows,
			[]walk.Msg{fieldLabel("difficulty"), soloValue("term.difficulty.", s.Difficulty)},
			[]walk.Msg{fieldLabel("opponent"), soloValue("term.opponent_difficulty.", s.Opponent)})
	}
	for _, key := range Fields[1:] {
		r := []walk.Msg{fieldLabel(key)}
		for _, p := range s.Players {
			r = append(r, fieldValue(p, key))
		}
		rows = append(rows, r)
	}
	return rows
}

// text is a Msg that says a value as it is (a name, a number).
func text(v any) walk.Msg { return walk.M("score.text", "Text", v) }

func soloValue(prefix, v string) walk.Msg {
	if v == "" {
		return walk.M("score.field.none")
	}
	return walk.M(prefix + v)
}

func fieldLabel(key string) walk.Msg {
	return walk.M("score.field." + strings.TrimPrefix(strings.ReplaceAll(key, ".", "_"), "accessories_"))
}

// fieldValue shows a player's field in the review.
func fieldValue(p Player, key string) walk.Msg {
	switch {
	case key == "name":
		return text(p.Name)
	case key == "abilities":
		if len(p.Abilities) == 0 {
			return walk.M("score.field.none")
		}
		return text(strings.Join(p.Abilities, " "))
	case strings.HasPrefix(key, "contracts."):
		row := *p.Contracts.Row(strings.TrimPrefix(key, "contracts."))
		if len(row) == 0 {
			return walk.M("score.field.none")
		}
		parts := make([]string, len(row))
		for i, n := range row {
			parts[i] = strconv.Itoa(n)
		}
		return text(strings.Join(parts, " "))
	}
	return text(*countPtr(&p, key))
}

// ReviewProblem names the field as the review does ("Rita, Apprentices")
// instead of by its path in the file (players[1].apprentices).
func ReviewProblem(s *Sheet, p *companion.Problem) walk.Msg {
	args := map[string]any{}
	for k, v := range p.Args {
		args[k] = v
	}
	if f, ok := args["Field"].(string); ok {
		reFieldPath := regexp.MustCompile(`^players\[(\d+)\]\.([a-z.]+?)(\[\d+\])?$`) // here, not at every start-up
		if m := reFieldPath.FindStringSubmatch(f); m != nil {
			i, _ := strconv.Atoi(m[1])
			label, _ := fieldWords(m[2])
			if label.ID != "" && i >= 1 && i <= len(s.Players) {
				args["Field"] = walk.M("score.review.field_of", "Name", s.Players[i-1].Name, "Field", label)
			}
		}
	}
	return walk.Msg{ID: p.ID, Args: args}
}

// NameField is p with its Field, a path of sheet s (players[2].abilities),
// said by the player's name and in words ("Bo, Abilities [abilities]",
// tally.PathLabel): a sheet checked against its game names the player,
// not only a path (issue 29). Machines still read the path: the label's
// Value (userfile.MachineOf). p itself when the path names no player.
func NameField(s *Sheet, p *companion.Problem) *companion.Problem {
	path, ok := p.Args["Field"].(string)
	if !ok {
		return p
	}
	label := tally.PathLabel(tally.NamesOf(s.Players, func(p Player) string { return p.Name }), path, fieldWords)
	if label.ID == "" {
		return p
	}
	label.Args["Value"] = path
	out := *p
	out.Args = make(map[string]any, len(p.Args))
	for k, v := range p.Args {
		out.Args[k] = v
	}
	out.Args["Field"] = label
	return &out
}

// fieldWords names a sheet key in words, as the review does: "forest" is
// the Forest track, "contracts.crown[2]" the Crown's contracts; false for a
// key the review has no words for.
func fieldWords(key string) (walk.Msg, bool) {
	if i := strings.Index(key, "["); i >= 0 {
		key = key[:i]
	}
	switch {
	case isField(key):
		return fieldLabel(key), true
	case key == "masters" || key == "contracts":
		return walk.M("score.table." + key), true
	}
	return walk.Msg{}, false
}

func isField(key string) bool {
	for _, f := range Fields {
		if f == key {
			return true
		}
	}
	return false
}
