package main

import (
	"errors"
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/score"
)

// scoreFields are the sheet's per-player fields in the order the table
// counts them; the keys are the sheet file's (dotted for nested fields).
var scoreFields = []string{
	"name", "track", "forest", "dune",
	"masters.stephens", "masters.lower", "masters.upper", "apprentices",
	"contracts.crown", "contracts.colonies", "contracts.uk", "abilities",
	"cubes", "coins", "influence",
	"accessories.basketware", "accessories.crates", "accessories.chandeliers",
}

// vpAbilities are the abilities the walkthrough asks about: group 2, the
// only ones that score (rules-facts §7). Others already on a pre-filled
// sheet are kept as they are.
var vpAbilities = []string{"2a", "2b", "2c", "2d", "2e"}

// askScoreSheet walks the table through the sheet on a terminal. It starts
// from start (which may be empty, or pre-filled by a running game) and asks
// only the fields not listed in known (sheet keys such as "masters",
// "apprentices", "abilities"; "masters" covers its three rows). Names are
// asked only when start has no players. A review table follows, where any
// value can be corrected before confirming. start is not changed.
func askScoreSheet(a *app, start *score.Sheet, known ...string) (*score.Sheet, error) {
	s := cloneSheet(start)
	isKnown := func(key string) bool {
		for _, k := range known {
			if k == key || strings.HasPrefix(key, k+".") {
				return true
			}
		}
		return false
	}
	if len(s.Players) == 0 {
		n, err := a.askCount(a.p.T("score.ask.players", "Max", score.MaxPlayers), 2, 1, score.MaxPlayers, nil)
		if err != nil {
			return nil, err
		}
		s.Players = make([]score.Player, n)
		for i := range s.Players {
			if err := askScoreField(a, s, i, "name"); err != nil {
				return nil, err
			}
		}
	}
	if len(s.Players) == 1 && !isKnown("difficulty") {
		if err := askSoloFields(a, s); err != nil {
			return nil, err
		}
	}
	for i := range s.Players {
		fmt.Fprintln(a.io.Out, a.p.T("score.ask.player", "Name", s.Players[i].Name))
		for _, key := range scoreFields {
			if key == "name" || isKnown(key) || !scoreFieldNeeded(s.Players[i], key) {
				continue
			}
			if err := askScoreField(a, s, i, key); err != nil {
				return nil, err
			}
		}
	}
	return reviewScoreSheet(a, s)
}

// scoreFieldNeeded: cubes count only with 2b and accessories only with 2e,
// so they are asked only then (the review can still set them).
func scoreFieldNeeded(p score.Player, key string) bool {
	switch {
	case key == "cubes":
		return p.Has("2b")
	case strings.HasPrefix(key, "accessories."):
		return p.Has("2e")
	}
	return true
}

func cloneSheet(s *score.Sheet) *score.Sheet {
	c := &score.Sheet{}
	if s == nil {
		return c
	}
	*c = *s
	c.Players = make([]score.Player, len(s.Players))
	for i, p := range s.Players {
		p.Abilities = append([]string(nil), p.Abilities...)
		p.Contracts.Crown = append([]int(nil), p.Contracts.Crown...)
		p.Contracts.Colonies = append([]int(nil), p.Contracts.Colonies...)
		p.Contracts.UK = append([]int(nil), p.Contracts.UK...)
		c.Players[i] = p
	}
	return c
}

// problemText is a core problem in the user's language, for prompts.
func (a *app) problemText(err error) error {
	var p *companion.Problem
	if errors.As(err, &p) {
		return errors.New(a.p.Map(p.ID, p.Args))
	}
	return err
}

// askCount asks a whole number in lo..hi (hi < lo: no upper bound) that
// check accepts (check may be nil). The current value is the default: Enter
// on an empty answer keeps it, whichever line ending the terminal sends.
func (a *app) askCount(label string, cur, lo, hi int, check func(int) error) (int, error) {
	parse := func(in string) (int, error) {
		if strings.TrimSpace(in) == "" {
			return cur, nil
		}
		n, err := a.parseIntIn(in, lo, hi)
		if err == nil && check != nil {
			err = a.problemText(check(n))
		}
		return n, err
	}
	in, err := a.prompter().Number(label, strconv.Itoa(cur), func(s string) error { _, err := parse(s); return err })
	if err != nil {
		return 0, err
	}
	return parse(in)
}

// countPtr returns the int field of p named by key, or nil.
func countPtr(p *score.Player, key string) *int {
	switch key {
	case "track":
		return &p.Track
	case "forest":
		return &p.Forest
	case "dune":
		return &p.Dune
	case "masters.stephens":
		return &p.Masters.Stephens
	case "masters.lower":
		return &p.Masters.Lower
	case "masters.upper":
		return &p.Masters.Upper
	case "apprentices":
		return &p.Apprentices
	case "cubes":
		return &p.Cubes
	case "coins":
		return &p.Coins
	case "influence":
		return &p.Influence
	case "accessories.basketware":
		return &p.Accessories.Basketware
	case "accessories.crates":
		return &p.Accessories.Crates
	case "accessories.chandeliers":
		return &p.Accessories.Chandeliers
	}
	return nil
}

// askScoreField asks one field of player i, with the sheet's own rules.
func askScoreField(a *app, s *score.Sheet, i int, key string) error {
	return askScoreFieldAgain(a, s, i, key, false)
}

// askScoreFieldAgain is askScoreField; correcting says the value is asked
// again from the review screen.
func askScoreFieldAgain(a *app, s *score.Sheet, i int, key string, correcting bool) error {
	p := &s.Players[i]
	name := p.Name
	switch {
	case key == "name":
		var others []string
		for j, o := range s.Players {
			if j != i && o.Name != "" {
				others = append(others, o.Name)
			}
		}
		keep := func(in string) string { // an empty answer keeps the name
			if strings.TrimSpace(in) == "" {
				return p.Name
			}
			return strings.TrimSpace(in)
		}
		v, err := a.askText(a.p.T("score.ask.name", "N", i+1), p.Name, func(in string) error {
			return a.problemText(score.CheckName("", keep(in), others))
		})
		if err != nil {
			return err
		}
		p.Name = keep(v)
		return nil
	case strings.HasPrefix(key, "contracts."):
		return askContractRow(a, p, strings.TrimPrefix(key, "contracts."), key == "contracts.crown" || correcting)
	case key == "abilities":
		return askAbilities(a, p)
	}
	ptr := countPtr(p, key)
	var check func(int) error
	label := a.p.T("score.ask."+strings.ReplaceAll(key, ".", "_"), "Name", name)
	switch key {
	case "forest", "dune":
		check = func(n int) error { return score.CheckSector("", key, n) }
	case "influence":
		check = func(n int) error { q := *p; q.Influence = n; return score.CheckPlayerInfluence("", q) }
	case "masters.stephens", "masters.lower", "masters.upper":
		check = func(n int) error {
			m := p.Masters
			switch key {
			case "masters.stephens":
				m.Stephens = n
			case "masters.lower":
				m.Lower = n
			case "masters.upper":
				m.Upper = n
			}
			return score.CheckMasters("", m)
		}
	case "apprentices":
		check = func(n int) error { return score.CheckApprentices("", n, p.Masters.Total()) }
	case "accessories.basketware", "accessories.crates", "accessories.chandeliers":
		acc := strings.TrimPrefix(key, "accessories.")
		label = a.p.T("score.ask.accessory", "Name", name, "Accessory", companion.Term("term.accessory."+acc))
		check = func(n int) error { return score.CheckCount("", n) }
	default:
		check = func(n int) error { return score.CheckCount("", n) }
	}
	v, err := a.askCount(label, *ptr, 0, -1, check)
	if err != nil {
		return err
	}
	*ptr = v
	return nil
}

// askContractRow asks one row card by card, first placed first; an empty
// answer ends the row. The row is asked afresh.
func askContractRow(a *app, p *score.Player, row string, intro bool) error {
	if intro {
		fmt.Fprintln(a.io.Out, scoreWrap(a.p.T("score.ask.contracts_intro"), a.io.Width))
	}
	var cards []int
	rowName := a.p.T("score.row." + row)
	for k := 1; ; k++ {
		total := len(cards)
		for _, r := range score.RowNames {
			if r != row {
				total += len(*p.Contracts.Row(r))
			}
		}
		if total >= score.MaxContracts {
			break
		}
		parse := func(in string) (int, bool, error) {
			in = strings.TrimSpace(in)
			if in == "" {
				return 0, true, nil
			}
			n, err := strconv.Atoi(in)
			if err != nil || n < 0 || n > score.MaxCount {
				return 0, false, errors.New(a.p.T("score.ask.contract_bad", "Value", in))
			}
			return n, false, nil
		}
		in, err := a.askText(a.p.T("score.ask.contract", "Name", p.Name, "Row", rowName, "N", k), "",
			func(s string) error { _, _, err := parse(s); return err })
		if err != nil {
			return err
		}
		n, done, err := parse(in)
		if err != nil {
			return err
		}
		if done {
			break
		}
		cards = append(cards, n)
	}
	*p.Contracts.Row(row) = cards
	return nil
}

// askAbilities picks the VP abilities in a loop with "done", offering only
// what the prerequisites allow (2a before 2b–2e). Abilities of other groups
// already on the sheet are kept.
func askAbilities(a *app, p *score.Player) error {
	var keep []string
	for _, id := range p.Abilities {
		if !contains(vpAbilities, id) {
			keep = append(keep, id)
		}
	}
	items := make([]string, len(vpAbilities))
	for i, id := range vpAbilities {
		items[i] = a.p.T("score.ask.ability_" + id)
	}
	picked, err := a.askPick(a.p.T("score.ask.abilities", "Name", p.Name), items, func(picked []int) []int {
		have := map[companion.Ability]bool{}
		for _, i := range picked {
			have[companion.Ability(vpAbilities[i])] = true
		}
		var offer []int
		for i, id := range vpAbilities {
			if !have[companion.Ability(id)] && len(companion.MissingPrerequisites(companion.Ability(id), have)) == 0 {
				offer = append(offer, i)
			}
		}
		return offer
	})
	if err != nil {
		return err
	}
	ids := make([]string, 0, len(picked)+len(keep))
	for _, id := range vpAbilities { // board order, whatever the picking order
		for _, i := range picked {
			if vpAbilities[i] == id {
				ids = append(ids, id)
			}
		}
	}
	p.Abilities = append(ids, keep...)
	return nil
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// askSoloFields asks the solo difficulty and the opponent variant.
func askSoloFields(a *app, s *score.Sheet) error {
	items := []string{}
	for _, d := range score.Difficulties {
		items = append(items, a.p.T("term.difficulty."+d))
	}
	items = append(items, a.p.T("score.ask.difficulty_none"))
	cur := 1
	for i, d := range score.Difficulties {
		if s.Difficulty == d {
			cur = i
		}
	}
	k, err := a.askChoice(a.p.T("score.ask.difficulty"), items, cur)
	if err != nil {
		return err
	}
	s.Difficulty = ""
	if k < len(score.Difficulties) {
		s.Difficulty = score.Difficulties[k]
	}
	items = []string{a.p.T("score.ask.opponent_none")}
	cur = 0
	for i, d := range score.Difficulties {
		items = append(items, a.p.T("term.opponent_difficulty."+d))
		if s.Opponent == d {
			cur = i + 1
		}
	}
	if k, err = a.askChoice(a.p.T("score.ask.opponent"), items, cur); err != nil {
		return err
	}
	s.Opponent = ""
	if k > 0 {
		s.Opponent = score.Difficulties[k-1]
	}
	return nil
}

// fieldValue shows a player's field in the review table.
func fieldValue(a *app, p score.Player, key string) string {
	switch {
	case key == "name":
		return p.Name
	case key == "abilities":
		if len(p.Abilities) == 0 {
			return a.p.T("score.field.none")
		}
		return strings.Join(p.Abilities, " ")
	case strings.HasPrefix(key, "contracts."):
		row := *p.Contracts.Row(strings.TrimPrefix(key, "contracts."))
		if len(row) == 0 {
			return a.p.T("score.field.none")
		}
		parts := make([]string, len(row))
		for i, n := range row {
			parts[i] = strconv.Itoa(n)
		}
		return strings.Join(parts, " ")
	}
	return strconv.Itoa(*countPtr(&p, key))
}

func fieldLabel(a *app, key string) string {
	return a.p.T("score.field." + strings.TrimPrefix(strings.ReplaceAll(key, ".", "_"), "accessories_"))
}

// reviewScoreSheet shows the sheet as a table and lets the table correct
// any value until it is confirmed; a sheet with a problem cannot be
// confirmed.
func reviewScoreSheet(a *app, s *score.Sheet) (*score.Sheet, error) {
	for {
		fmt.Fprintln(a.io.Out)
		fmt.Fprintln(a.io.Out, a.p.T("score.review.title"))
		header := []string{""}
		for _, p := range s.Players {
			header = append(header, p.Name)
		}
		var rows [][]string
		if len(s.Players) == 1 {
			rows = append(rows, []string{fieldLabel(a, "difficulty"), soloValue(a, "difficulty", s.Difficulty)})
			rows = append(rows, []string{fieldLabel(a, "opponent"), soloValue(a, "opponent", s.Opponent)})
		}
		for _, key := range scoreFields[1:] {
			r := []string{fieldLabel(a, key)}
			for _, p := range s.Players {
				r = append(r, fieldValue(a, p, key))
			}
			rows = append(rows, r)
		}
		if err := writeTable(a, header, rows, nil); err != nil {
			return nil, err
		}
		problems := score.Validate(s)
		items := []string{a.p.T("score.review.confirm"), a.p.T("score.review.correct")}
		if len(problems) > 0 {
			fmt.Fprintln(a.io.Out, scoreWrap(a.p.T("score.review.fix_first", "Message", reviewProblem(a, s, problems[0])), a.io.Width))
			items = items[1:]
		}
		k, err := a.askChoice(a.p.T("score.review.next"), items, 0)
		if err != nil {
			return nil, err
		}
		if len(problems) == 0 && k == 0 {
			return s, nil
		}
		if err := correctScoreField(a, s); err != nil {
			return nil, err
		}
	}
}

func soloValue(a *app, key, v string) string {
	if v == "" {
		return a.p.T("score.field.none")
	}
	if key == "opponent" {
		return a.p.T("term.opponent_difficulty." + v)
	}
	return a.p.T("term.difficulty." + v)
}

// correctScoreField asks whose value and which, then asks that field again.
func correctScoreField(a *app, s *score.Sheet) error {
	i := 0
	if len(s.Players) > 1 {
		names := make([]string, len(s.Players))
		for j, p := range s.Players {
			names[j] = p.Name
		}
		var err error
		if i, err = a.askChoice(a.p.T("score.review.whose"), names, 0); err != nil {
			return err
		}
	}
	var keys, labels []string
	if len(s.Players) == 1 {
		keys = append(keys, "solo")
		labels = append(labels, a.p.T("score.review.solo_fields"))
	}
	for _, key := range scoreFields {
		keys = append(keys, key)
		labels = append(labels, fieldLabel(a, key)+": "+fieldValue(a, s.Players[i], key))
	}
	k, err := a.askChoice(a.p.T("score.review.which", "Name", s.Players[i].Name), labels, 0)
	if err != nil {
		return err
	}
	if keys[k] == "solo" {
		return askSoloFields(a, s)
	}
	return askScoreFieldAgain(a, s, i, keys[k], true)
}

// scoreWrap breaks prose into lines of at most width runes, between words.
func scoreWrap(s string, width int) string {
	if width < 20 {
		width = 80
	}
	var b strings.Builder
	n := 0
	for i, w := range strings.Fields(s) {
		l := len([]rune(w))
		if i > 0 && n+1+l > width {
			b.WriteByte('\n')
			n = 0
		} else if i > 0 {
			b.WriteByte(' ')
			n++
		}
		b.WriteString(w)
		n += l
	}
	return b.String()
}

var reFieldPath = regexp.MustCompile(`^players\[(\d+)\]\.([a-z.]+?)(\[\d+\])?$`)

// reviewProblem names the field as the review table does ("Rita,
// Apprentices") instead of the file path (players[1].apprentices).
func reviewProblem(a *app, s *score.Sheet, p *companion.Problem) string {
	args := map[string]any{}
	for k, v := range p.Args {
		args[k] = v
	}
	if f, ok := args["Field"].(string); ok {
		if m := reFieldPath.FindStringSubmatch(f); m != nil {
			i, _ := strconv.Atoi(m[1])
			label := ""
			switch key := m[2]; {
			case contains(scoreFields, key):
				label = fieldLabel(a, key)
			case key == "masters" || key == "contracts":
				label = a.p.T("score.table." + key)
			}
			if label != "" && i >= 1 && i <= len(s.Players) {
				args["Field"] = s.Players[i-1].Name + ", " + label
			}
		}
	}
	return a.p.Map(p.ID, args)
}
