package score

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/walk"
)

// askField asks one field of player i with the rules' bounds and checks;
// a refused value is named by whose it is ("Ana: 26 is off the influence
// track"), which a flag needs. fix is "" on the first pass, else the review
// round's ID prefix.
func askField(t *walk.T, s *Sheet, i int, key, fix string) error {
	p := &s.Players[i]
	switch {
	case key == "name":
		return askName(t, s, i, fix)
	case strings.HasPrefix(key, "contracts."):
		return askRow(t, p, i, strings.TrimPrefix(key, "contracts."), fix)
	case key == "abilities":
		return askAbilities(t, p, i, fix)
	}
	ptr := countPtr(p, key)
	q := &walk.Question{ID: playerID(i, key), Kind: walk.Number, Flag: FieldFlag(key), Key: p.Name,
		Min: 0, Max: MaxCount, Default: strconv.Itoa(*ptr), Topic: fieldTopic(key),
		Prompt: walk.M("score.ask."+strings.ReplaceAll(key, ".", "_"), "Name", p.Name),
		Check:  countCheck(func(n int) error { return CheckCount(p.Name, n) })}
	switch key {
	case "track":
		return askTrack(t, p, q, fix)
	case "forest", "dune":
		q.Max = slices.Max(SectorValues())
		q.Check = countCheck(func(n int) error { return CheckSector(p.Name, key, n) })
	case "coins":
		pays(q, p, "2c", len(s.Players) > 1, fix)
	case "influence":
		pays(q, p, "2d", len(s.Players) > 1, fix)
		q.Max = MaxInfluence()
		if p.InfluenceMax > 0 { // the game's gates allow less (rules-facts §4.1)
			q.Max = min(q.Max, p.InfluenceMax)
		}
		q.Check = countCheck(func(n int) error { x := *p; x.Influence = n; return CheckPlayerInfluence(p.Name, x) })
	case "masters.stephens", "masters.lower", "masters.upper":
		q.Max = MaxMasters() - p.Masters.Total() + *ptr // what the other rows leave
		q.Check = countCheck(func(n int) error {
			if err := CheckCount(p.Name, n); err != nil {
				return err
			}
			return CheckMasters(p.Name, rowsWith(p.Masters, key, n))
		})
	case "apprentices":
		q.Max = p.Masters.Total() // one apprentice under each master
		q.Check = countCheck(func(n int) error { return CheckApprentices(p.Name, n, p.Masters.Total()) })
	case "accessories.basketware", "accessories.crates", "accessories.chandeliers":
		acc := strings.TrimPrefix(key, "accessories.")
		q.Prompt = walk.M("score.ask.accessory", "Name", p.Name, "Accessory", companion.Term("term.accessory."+acc))
	}
	fixing(q, fix)
	n, err := t.Number(q)
	if err != nil {
		return err
	}
	*ptr = n
	return nil
}

// askTrack asks the VP on the scoring track: never below what the game saw
// the player gain there (TrackMin); past the track's last space (55) the
// table is asked to confirm, as no edition says what happens there
// (rules-facts §5.3, §9). Without a table the number stands.
func askTrack(t *walk.T, p *Player, q *walk.Question, fix string) error {
	q.Min = p.TrackMin
	q.Prompt = q.Prompt.With("Min", p.TrackMin)
	q.Check = countCheck(func(n int) error { x := *p; x.Track = n; return CheckPlayerTrack(p.Name, x) })
	if p.Track < p.TrackMin { // never offer what would be refused
		q.Default = ""
	}
	fixing(q, fix)
	id := q.ID
	for again := 1; ; again++ {
		n, err := t.Number(q)
		if err != nil {
			return err
		}
		if n <= TrackLast() {
			p.Track = n
			return nil
		}
		keep, err := t.Yes(&walk.Question{ID: q.ID + ".past", Kind: walk.YesNo, Optional: true, Attended: true,
			Default: walk.Yes, Suggest: walk.No, Topic: "scoring-track",
			Prompt: walk.M("score.ask.track_past", "Name", p.Name, "Value", n, "Last", TrackLast())})
		if err != nil {
			return err
		}
		if keep {
			p.Track = n
			return nil
		}
		t.Withdraw(q.ID, q.ID+".past") // a recap shows only the number kept
		q.ID = id + ".again." + strconv.Itoa(again)
	}
}

// pays words the coins or influence question by what the number does for
// the player: with the ability (2c, 2d) it scores, and with others at the
// table it breaks a tie (rules-facts §7); a solo game has no tie (§8.8).
// The rule behind it is the one '?' shows. When the number does nothing
// it is not asked on the first pass (fix ""): its flag or the sheet's value
// still stands, and the review can still correct it.
func pays(q *walk.Question, p *Player, ability string, tie bool, fix string) {
	has := p.Has(ability)
	q.Prompt = q.Prompt.With("Ability", has).With("Tie", tie)
	switch {
	case has:
		q.Topic = "ability-" + ability
	case !tie:
		q.Topic = "final-scoring"
		q.FlagOnly = fix == ""
	}
}

// rowsWith is m with one row set to n.
func rowsWith(m Masters, key string, n int) Masters {
	switch key {
	case "masters.stephens":
		m.Stephens = n
	case "masters.lower":
		m.Lower = n
	case "masters.upper":
		m.Upper = n
	}
	return m
}

// playerID is a question's ID for player i's field: "score.p1.track".
func playerID(i int, key string) string { return "score.p" + strconv.Itoa(i+1) + "." + key }

// countPtr returns the int field of p named by key, or nil.
func countPtr(p *Player, key string) *int {
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

// askRow asks one contract row card by card, first placed first; an empty
// answer ends the row (rules-facts §7 6: the columns count from the first
// card of each row). The cards a sheet already holds are offered, each
// kept with Enter; a correction from the review asks the row afresh.
func askRow(t *walk.T, p *Player, i int, row, fix string) error {
	var had []int
	if fix == "" {
		had = *p.Contracts.Row(row)
	}
	if row == RowNames[0] || fix != "" {
		t.Say(walk.Say, walk.M("score.ask.contracts_intro"))
	}
	others := 0
	for _, r := range RowNames {
		if r != row {
			others += len(*p.Contracts.Row(r))
		}
	}
	var cards []int
	for k := 1; others+len(cards) < MaxContracts; k++ {
		q := &walk.Question{ID: playerID(i, "contracts."+row+"."+strconv.Itoa(k)), Kind: walk.Text, Flag: FieldFlag(row),
			Key: p.Name, Topic: "contract-placement", Check: checkCard, Accepts: walk.M("score.ask.contract_accepted"),
			Prompt: walk.M("score.ask.contract", "Name", p.Name, "Row", walk.M("score.row."+row), "N", k)}
		if k <= len(had) {
			q.Default = strconv.Itoa(had[k-1])
		}
		fixing(q, fix)
		v, err := t.Ask(q)
		if err != nil {
			return err
		}
		if v == "" {
			break
		}
		n, _ := strconv.Atoi(v)
		cards = append(cards, n)
	}
	*p.Contracts.Row(row) = cards
	return nil
}

// checkCard accepts the cubes shown on a contract card, or nothing to end
// the row.
func checkCard(v string) (string, error) {
	v = strings.TrimSpace(v)
	if v == "" {
		return "", nil
	}
	n, err := strconv.Atoi(v)
	if err != nil || n < 0 || n > MaxCount {
		return "", companion.NewProblem("score.ask.contract_bad", "Value", v)
	}
	return strconv.Itoa(n), nil
}

// askAbilities asks which VP abilities were unlocked, offering only what
// the prerequisites allow (2a before 2b-2e, rules-facts §4.2). Abilities
// of other groups already on the sheet are kept.
func askAbilities(t *walk.T, p *Player, i int, fix string) error {
	q := &walk.Question{ID: playerID(i, "abilities"), Kind: walk.List, Flag: "abilities", Key: p.Name,
		Prompt: walk.M("score.ask.abilities", "Name", p.Name), Topic: "abilities-victory-points",
		Check: func(v string) (string, error) {
			return v, companion.CheckAbilities(walk.Split(v))
		}}
	for _, id := range VPAbilities {
		q.Options = append(q.Options, walk.Option{Value: id, Label: walk.M("score.ask.ability_" + id)})
	}
	fixing(q, fix)
	picked, err := t.Pick(q)
	if err != nil {
		return err
	}
	var ids []string
	for _, id := range VPAbilities { // board order, whatever the picking order
		if slices.Contains(picked, id) {
			ids = append(ids, id)
		}
	}
	for _, id := range p.Abilities {
		if !slices.Contains(VPAbilities, id) {
			ids = append(ids, id)
		}
	}
	if ids == nil {
		ids = []string{}
	}
	p.Abilities = ids
	return nil
}
