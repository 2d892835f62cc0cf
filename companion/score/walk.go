package score

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Fields are a player's fields on the sheet, in the order they are asked
// and shown; the keys are the sheet file's (dotted for nested ones).
var Fields = []string{
	"name", "track", "forest", "dune",
	"masters.stephens", "masters.lower", "masters.upper", "apprentices",
	"contracts.crown", "contracts.colonies", "contracts.uk", "abilities",
	"cubes", "coins", "influence",
	"accessories.basketware", "accessories.crates", "accessories.chandeliers",
}

// VPAbilities are the abilities the sheet asks about: group 2, the only
// ones that score (rules-facts §7). Others already on a pre-filled sheet
// are kept as they are.
var VPAbilities = []string{"2a", "2b", "2c", "2d", "2e"}

// Walk is the final score sheet as a walkthrough (rules-facts §7, §8.8,
// §8.9): the players, in a solo game the difficulty and the opponent card,
// each player's counts field by field (contracts row by row and card by
// card; cubes only with 2b and accessories only with 2e, where they
// count), then a review where any value can be corrected before the sheet
// is confirmed.
type Walk struct {
	// Start is the sheet to begin from: nil, or pre-filled by a running
	// game. It is not changed.
	Start *Sheet
	// Known are the fields the start sheet knows for every player, as
	// sheet keys ("masters" covers its three rows); they are not asked.
	// Names are known whenever Start has players.
	Known []string
	// Sheet is the confirmed sheet, once the script has finished.
	Sheet *Sheet
}

// Script is the walkthrough for the engine.
func (w *Walk) Script(t *walk.T) error {
	s := cloneSheet(w.Start)
	if len(s.Players) == 0 {
		if err := askPlayers(t, s); err != nil {
			return err
		}
	}
	if len(s.Players) == 1 && !w.known("difficulty") {
		if err := askSolo(t, s, ""); err != nil {
			return err
		}
	}
	for i := range s.Players {
		t.Say(walk.Say, walk.M("score.ask.player", "Name", s.Players[i].Name))
		for _, key := range Fields {
			if key == "name" || w.known(key) || !needed(s.Players[i], key) {
				continue
			}
			if err := askField(t, s, i, key, ""); err != nil {
				return err
			}
		}
	}
	if err := review(t, s, w.fixed()); err != nil {
		return err
	}
	w.Sheet = s
	return nil
}

// fixed are the fields the game fixes, which the review does not offer to
// correct (a correction could only be refused when the sheet is saved):
// the names of a game's players and what Known lists ("solo" for the
// difficulty and the opponent card).
func (w *Walk) fixed() []string {
	var out []string
	if w.Start != nil && len(w.Start.Players) > 0 {
		out = append(out, "name")
	}
	for _, k := range w.Known {
		if k == "difficulty" {
			k = "solo"
		}
		out = append(out, k)
	}
	return out
}

func (w *Walk) known(key string) bool {
	for _, k := range w.Known {
		if k == key || strings.HasPrefix(key, k+".") {
			return true
		}
	}
	return false
}

// needed: cubes count only with 2b and accessories only with 2e, so they
// are asked only then (the review can still set them).
func needed(p Player, key string) bool {
	switch {
	case key == "cubes":
		return p.Has("2b")
	case strings.HasPrefix(key, "accessories."):
		return p.Has("2e")
	}
	return true
}

func cloneSheet(s *Sheet) *Sheet {
	c := &Sheet{}
	if s == nil {
		return c
	}
	*c = *s
	c.Players = make([]Player, len(s.Players))
	for i, p := range s.Players {
		p.Abilities = slices.Clone(p.Abilities)
		p.Contracts.Crown = slices.Clone(p.Contracts.Crown)
		p.Contracts.Colonies = slices.Clone(p.Contracts.Colonies)
		p.Contracts.UK = slices.Clone(p.Contracts.UK)
		c.Players[i] = p
	}
	return c
}

// askPlayers asks how many play and their names.
func askPlayers(t *walk.T, s *Sheet) error {
	n, err := t.Number(&walk.Question{ID: "score.players", Kind: walk.Number, Flag: "players", CountOf: "names",
		Min: 1, Max: MaxPlayers, Default: "2", Prompt: walk.M("score.ask.players", "Max", MaxPlayers), Topic: "final-scoring"})
	if err != nil {
		return err
	}
	s.Players = make([]Player, n)
	for i := range s.Players {
		if err := askName(t, s, i, ""); err != nil {
			return err
		}
	}
	return nil
}

// askName asks player i's name: not empty, not another player's.
func askName(t *walk.T, s *Sheet, i int, fix string) error {
	var others []string
	for j, o := range s.Players {
		if j != i && o.Name != "" {
			others = append(others, o.Name)
		}
	}
	q := &walk.Question{ID: "score.name." + strconv.Itoa(i+1), Kind: walk.Text, Flag: "names", Default: s.Players[i].Name,
		Prompt: walk.M("score.ask.name", "N", i+1), Topic: "final-scoring",
		Check: func(v string) (string, error) {
			if err := CheckName("", v, others); err != nil {
				return "", err
			}
			return companion.CheckName(v)
		}}
	fixing(q, fix)
	name, err := t.Ask(q)
	if err != nil {
		return err
	}
	s.Players[i].Name = name
	return nil
}

// askSolo asks the solo difficulty played and the opponent card's
// difficulty, each with "none" (rules-facts §8.8, §8.9).
func askSolo(t *walk.T, s *Sheet, fix string) error {
	dq := &walk.Question{ID: "score.difficulty", Kind: walk.Choice, Flag: "difficulty", Default: "normal",
		Prompt: walk.M("score.ask.difficulty"), Topic: "solo-ranks"}
	if s.Difficulty != "" {
		dq.Default = s.Difficulty
	}
	for _, d := range Difficulties {
		dq.Options = append(dq.Options, walk.Option{Value: d, Label: walk.M("term.difficulty." + d)})
	}
	dq.Options = append(dq.Options, walk.Option{Value: none, Label: walk.M("score.ask.difficulty_none")})
	oq := &walk.Question{ID: "score.opponent", Kind: walk.Choice, Flag: "opponent", Default: none,
		Prompt: walk.M("score.ask.opponent"), Topic: "opponent-variant",
		Options: []walk.Option{{Value: none, Label: walk.M("score.ask.opponent_none")}}}
	if s.Opponent != "" {
		oq.Default = s.Opponent
	}
	for _, d := range Difficulties {
		oq.Options = append(oq.Options, walk.Option{Value: d, Label: walk.M("term.opponent_difficulty." + d)})
	}
	fixing(dq, fix)
	fixing(oq, fix)
	d, err := t.Choose(dq)
	if err != nil {
		return err
	}
	o, err := t.Choose(oq)
	if err != nil {
		return err
	}
	s.Difficulty, s.Opponent = unlessNone(d), unlessNone(o)
	return nil
}

func unlessNone(v string) string {
	if v == none {
		return ""
	}
	return v
}

// none is the answer for "no solo difficulty" and "no opponent card".
const none = "none"

// fixing turns a question into its correction from the review screen: a
// new ID for the round, asked only at a prompt (not from a flag, which
// already gave its value).
func fixing(q *walk.Question, fix string) {
	if fix == "" {
		return
	}
	q.ID = fix + strings.TrimPrefix(q.ID, "score.")
	q.Flag, q.Key, q.CountOf = "", "", ""
	q.Attended = true
}

// FieldFlag is the flag that answers a field ("masters.lower" →
// "masters-lower", "contracts.crown" → "crown").
func FieldFlag(key string) string {
	if key == "name" {
		return "names"
	}
	key = strings.TrimPrefix(strings.TrimPrefix(key, "contracts."), "accessories.")
	return strings.ReplaceAll(key, ".", "-")
}

// fieldTopics are the rule topics the fields come from.
var fieldTopics = map[string]string{
	"track": "scoring-track", "forest": "forest-track", "dune": "dune-track",
	"masters": "final-scoring", "apprentices": "master-apprentice", "contracts": "contract-placement",
	"abilities": "abilities-victory-points", "cubes": "ability-2b", "coins": "tie-breakers",
	"influence": "tie-breakers", "accessories": "ability-2e",
}

func fieldTopic(key string) string {
	k, _, _ := strings.Cut(key, ".")
	return fieldTopics[k]
}

// countCheck turns a rule check on a number into a question's Check.
func countCheck(check func(n int) error) func(string) (string, error) {
	return func(v string) (string, error) {
		n, err := strconv.Atoi(v)
		if err != nil {
			return "", companion.NewProblem("prompt.invalid_number", "Value", v)
		}
		return v, check(n)
	}
}
