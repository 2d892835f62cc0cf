package score

import (
	"errors"
	"math/rand"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

// maria is the rulebook's worked example (rules-facts §7.1): 111 VP.
func maria() Player {
	return Player{
		Name: "Maria", Track: 38, Forest: 7, Dune: 0,
		Masters:     Masters{Stephens: 2, Lower: 4, Upper: 2},
		Apprentices: 4,
		Contracts:   Contracts{Crown: []int{2}, Colonies: []int{1}, UK: []int{1}},
		Abilities:   []string{"2a", "2b", "2c", "2d", "2e"},
		Cubes:       14, Coins: 11, Influence: 9,
		Accessories: Accessories{Basketware: 1, Crates: 1, Chandeliers: 1},
	}
}

func TestMariaWorkedExample(t *testing.T) { // rules-facts §7.1
	res, err := Score(&Sheet{Players: []Player{maria()}})
	if err != nil {
		t.Fatal(err)
	}
	p := res.Players[0]
	b := p.Breakdown
	got := []int{b.Track, b.Forest, b.Dune, b.Masters, b.MastersStephens, b.MastersLower, b.MastersUpper,
		b.Apprentices, b.Contracts, b.Abilities, b.Ability2b, b.Ability2c, b.Ability2d, b.Ability2e, p.Total}
	want := []int{38, 7, 0, 24, 2, 12, 10, 4, 12, 26, 7, 5, 9, 5, 111}
	if !reflect.DeepEqual(got, want) {
		t.Fatalf("breakdown %v, want %v", got, want)
	}
	if len(b.Columns) != 1 || b.Columns[0] != (Column{Cards: 3, Cubes: 4, Points: 12}) {
		t.Errorf("columns %+v, want one column 3 cards × 4 cubes", b.Columns)
	}
	// One player is a solo game: a result, no winner (rules-facts §8.8).
	if p.Place != 1 || !reflect.DeepEqual(res.Winners, []string{}) || res.Tiebreak != "" {
		t.Errorf("place %d winners %v tiebreak %q; a solo game has no winner", p.Place, res.Winners, res.Tiebreak)
	}
	if res.Solo != nil || res.Opponent != nil {
		t.Errorf("no solo fields given, got %+v %+v", res.Solo, res.Opponent)
	}
}

// Each category on its own (rules-facts §7), starting from an empty player.
func TestCategories(t *testing.T) {
	cases := []struct {
		name  string
		edit  func(*Player)
		field func(Breakdown) int
		want  int
	}{
		{"track", func(p *Player) { p.Track = 42 }, func(b Breakdown) int { return b.Track }, 42},
		{"forest 7", func(p *Player) { p.Forest = 7 }, func(b Breakdown) int { return b.Forest }, 7},
		{"forest 15", func(p *Player) { p.Forest = 15 }, func(b Breakdown) int { return b.Forest }, 15},
		{"dune 15", func(p *Player) { p.Dune = 15 }, func(b Breakdown) int { return b.Dune }, 15},
		{"masters stephens ×1", func(p *Player) { p.Masters.Stephens = 3 }, func(b Breakdown) int { return b.Masters }, 3},
		{"masters lower ×3", func(p *Player) { p.Masters.Lower = 3 }, func(b Breakdown) int { return b.Masters }, 9},
		{"masters upper ×5", func(p *Player) { p.Masters.Upper = 3 }, func(b Breakdown) int { return b.Masters }, 15},
		{"apprentices ×1", func(p *Player) { p.Masters.Lower = 5; p.Apprentices = 5 }, func(b Breakdown) int { return b.Apprentices }, 5},
		{"one contract", func(p *Player) { p.Contracts.Crown = []int{3} }, func(b Breakdown) int { return b.Contracts }, 3},
		{"contract with no cubes", func(p *Player) { p.Contracts.UK = []int{0, 0} }, func(b Breakdown) int { return b.Contracts }, 0},
		// Two columns: [2,1] over crown/colonies and [3] alone: 2×3 + 1×3.
		{"columns", func(p *Player) { p.Contracts.Crown = []int{2, 3}; p.Contracts.Colonies = []int{1} },
			func(b Breakdown) int { return b.Contracts }, 2*3 + 1*3},
		// Ragged rows: col1 = 3 cards (1+2+3), col2 = 2 cards (4+5), col3 = 1 card (6).
		{"ragged columns", func(p *Player) {
			p.Contracts = Contracts{Crown: []int{1, 4, 6}, Colonies: []int{2, 5}, UK: []int{3}}
		}, func(b Breakdown) int { return b.Contracts }, 3*6 + 2*9 + 1*6},
		{"2b cubes/2 rounds down", func(p *Player) { p.Abilities = []string{"2a", "2b"}; p.Cubes = 7 }, func(b Breakdown) int { return b.Abilities }, 3},
		{"2b locked", func(p *Player) { p.Abilities = []string{"2a"}; p.Cubes = 7 }, func(b Breakdown) int { return b.Abilities }, 0},
		{"2c coins/2", func(p *Player) { p.Abilities = []string{"2a", "2c"}; p.Coins = 11 }, func(b Breakdown) int { return b.Abilities }, 5},
		{"2c locked", func(p *Player) { p.Coins = 11 }, func(b Breakdown) int { return b.Abilities }, 0},
		{"2d influence", func(p *Player) { p.Abilities = []string{"2a", "2d"}; p.Influence = 25 }, func(b Breakdown) int { return b.Abilities }, 25},
		{"2e sets", func(p *Player) {
			p.Abilities = []string{"2a", "2e"}
			p.Accessories = Accessories{Basketware: 3, Crates: 2, Chandeliers: 4}
		}, func(b Breakdown) int { return b.Abilities }, 10},
		{"2e incomplete set", func(p *Player) {
			p.Abilities = []string{"2a", "2e"}
			p.Accessories = Accessories{Basketware: 3, Crates: 0, Chandeliers: 4}
		}, func(b Breakdown) int { return b.Abilities }, 0},
		{"2a alone scores nothing at the end", func(p *Player) { p.Abilities = []string{"2a", "5a", "5b"}; p.Cubes = 9 }, func(b Breakdown) int { return b.Abilities }, 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := Player{Name: "A"}
			c.edit(&p)
			res, err := Score(&Sheet{Players: []Player{p}})
			if err != nil {
				t.Fatal(err)
			}
			b := res.Players[0].Breakdown
			if got := c.field(b); got != c.want {
				t.Errorf("got %d, want %d", got, c.want)
			}
			if b.Masters == 0 && res.Players[0].Total != c.want {
				t.Errorf("total %d, want %d (only this category scored)", res.Players[0].Total, c.want)
			}
		})
	}
}

func tied(name string, vp, influence, coins int) Player {
	return Player{Name: name, Track: vp, Influence: influence, Coins: coins}
}

// Tie-breaks (rules-facts §7 "Ties"): influence, then coins, then shared.
func TestTiebreaks(t *testing.T) {
	cases := []struct {
		name     string
		players  []Player
		winners  []string
		tiebreak string
		places   []int
	}{
		{"clear winner", []Player{tied("A", 50, 0, 0), tied("B", 60, 0, 0), tied("C", 40, 9, 9)}, []string{"B"}, TiebreakNone, []int{2, 1, 3}},
		{"influence decides", []Player{tied("A", 60, 3, 9), tied("B", 60, 4, 0), tied("C", 59, 25, 25)}, []string{"B"}, TiebreakInfluence, []int{2, 1, 3}},
		{"coins decide", []Player{tied("A", 60, 4, 9), tied("B", 60, 4, 8), tied("C", 60, 3, 20)}, []string{"A"}, TiebreakCoins, []int{1, 2, 3}},
		{"shared victory", []Player{tied("A", 60, 4, 8), tied("B", 60, 4, 8), tied("C", 10, 0, 0)}, []string{"A", "B"}, TiebreakShared, []int{1, 1, 3}},
		{"shared by four", []Player{tied("A", 5, 1, 1), tied("B", 5, 1, 1), tied("C", 5, 1, 1), tied("D", 5, 1, 1)}, []string{"A", "B", "C", "D"}, TiebreakShared, []int{1, 1, 1, 1}},
		{"lower places use the same order", []Player{tied("A", 90, 0, 0), tied("B", 50, 2, 0), tied("C", 50, 2, 0), tied("D", 50, 1, 0)}, []string{"A"}, TiebreakNone, []int{1, 2, 2, 4}},
		// With 2d influence left scores too, and still breaks the tie
		// afterwards: 50+5 = 49+6 = 55, then 6 influence beats 5.
		{"influence after 2d", []Player{
			{Name: "A", Track: 50, Abilities: []string{"2a", "2d"}, Influence: 5, Coins: 9},
			{Name: "B", Track: 49, Influence: 6, Abilities: []string{"2a", "2d"}},
		}, []string{"B"}, TiebreakInfluence, []int{2, 1}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			res, err := Score(&Sheet{Players: c.players})
			if err != nil {
				t.Fatal(err)
			}
			if !reflect.DeepEqual(res.Winners, c.winners) || res.Tiebreak != c.tiebreak {
				t.Errorf("winners %v by %s, want %v by %s", res.Winners, res.Tiebreak, c.winners, c.tiebreak)
			}
			for i, p := range res.Players {
				if p.Place != c.places[i] {
					t.Errorf("%s place %d, want %d", p.Name, p.Place, c.places[i])
				}
			}
		})
	}
}

// Solo ranks at each boundary (rules-facts §8.8).
func TestSoloRanks(t *testing.T) {
	cases := []struct {
		difficulty string
		total      int
		rank       string
	}{
		{"easy", 0, "apprentice"}, {"easy", 140, "apprentice"}, {"easy", 141, "artisan"},
		{"easy", 179, "artisan"}, {"easy", 180, "glassblower"},
		{"normal", 120, "apprentice"}, {"normal", 121, "artisan"}, {"normal", 159, "artisan"},
		{"normal", 160, "glassblower"},
		{"hard", 100, "apprentice"}, {"hard", 101, "artisan"}, {"hard", 139, "artisan"},
		{"hard", 140, "glassblower"}, {"hard", 400, "glassblower"},
	}
	for _, c := range cases {
		res, err := Score(&Sheet{Difficulty: c.difficulty, Players: []Player{{Name: "Solo", Track: c.total}}})
		if err != nil {
			t.Fatal(err)
		}
		if res.Solo == nil || res.Solo.Rank != c.rank || res.Solo.Difficulty != c.difficulty {
			t.Errorf("%s %d: %+v, want %s", c.difficulty, c.total, res.Solo, c.rank)
		}
	}
}

// Opponent targets 100 / 130 / 160: reaching the target beats it (§8.9).
func TestOpponentTargets(t *testing.T) {
	for _, c := range []struct {
		difficulty string
		target     int
	}{{"easy", 100}, {"normal", 130}, {"hard", 160}} {
		for _, total := range []int{c.target - 1, c.target, c.target + 1} {
			res, err := Score(&Sheet{Opponent: c.difficulty, Players: []Player{{Name: "Solo", Track: total}}})
			if err != nil {
				t.Fatal(err)
			}
			o := res.Opponent
			if o == nil || o.Target != c.target || o.Beaten != (total >= c.target) {
				t.Errorf("%s at %d: %+v", c.difficulty, total, o)
			}
			if res.Solo != nil {
				t.Errorf("no solo difficulty given, got %+v", res.Solo)
			}
		}
	}
}

func TestValidation(t *testing.T) {
	ok := func() *Sheet { return &Sheet{Players: []Player{maria(), {Name: "Ana"}}} }
	cases := []struct {
		name  string
		edit  func(*Sheet)
		id    string
		field string
	}{
		{"forest 8", func(s *Sheet) { s.Players[1].Forest = 8 }, "score.problem.not_forest", "players[2].forest"},
		{"dune 3", func(s *Sheet) { s.Players[0].Dune = 3 }, "score.problem.not_dune", "players[1].dune"},
		{"negative track", func(s *Sheet) { s.Players[0].Track = -1 }, "score.problem.negative", "players[1].track"},
		{"negative coins", func(s *Sheet) { s.Players[1].Coins = -2 }, "score.problem.negative", "players[2].coins"},
		{"negative cubes on a card", func(s *Sheet) { s.Players[0].Contracts.UK = []int{1, -1} }, "score.problem.negative", "players[1].contracts.uk[2]"},
		{"negative accessory", func(s *Sheet) { s.Players[0].Accessories.Crates = -1 }, "score.problem.negative", "players[1].accessories.crates"},
		{"influence 26", func(s *Sheet) { s.Players[0].Influence = 26 }, "score.problem.influence", "players[1].influence"},
		{"influence -1", func(s *Sheet) { s.Players[0].Influence = -1 }, "score.problem.influence", "players[1].influence"},
		{"19 masters", func(s *Sheet) { s.Players[1].Masters = Masters{Stephens: 10, Lower: 5, Upper: 4} }, "score.problem.too_many_masters", "players[2].masters"},
		{"more apprentices than masters", func(s *Sheet) { s.Players[0].Apprentices = 9 }, "score.problem.apprentices_over", "players[1].apprentices"},
		{"unknown ability", func(s *Sheet) { s.Players[0].Abilities = []string{"2a", "6a"} }, "score.problem.unknown_ability", "players[1].abilities"},
		{"ability twice", func(s *Sheet) { s.Players[0].Abilities = []string{"2a", "2a"} }, "score.problem.ability_twice", "players[1].abilities"},
		{"2b without 2a", func(s *Sheet) { s.Players[1].Abilities = []string{"2b"} }, "score.problem.ability_prerequisite", "players[2].abilities"},
		{"5c without 5b", func(s *Sheet) { s.Players[1].Abilities = []string{"5a", "5c"} }, "score.problem.ability_prerequisite", "players[2].abilities"},
		{"empty name", func(s *Sheet) { s.Players[1].Name = "  " }, "score.problem.name_empty", "players[2].name"},
		{"duplicate name", func(s *Sheet) { s.Players[1].Name = "maria" }, "score.problem.name_twice", "players[2].name"},
		{"no players", func(s *Sheet) { s.Players = nil }, "score.problem.no_players", "players"},
		{"five players", func(s *Sheet) {
			s.Players = []Player{{Name: "A"}, {Name: "B"}, {Name: "C"}, {Name: "D"}, {Name: "E"}}
		}, "score.problem.too_many_players", "players"},
		{"solo difficulty with two players", func(s *Sheet) { s.Difficulty = "easy" }, "score.problem.solo_only", "difficulty"},
		{"opponent with two players", func(s *Sheet) { s.Opponent = "hard" }, "score.problem.solo_only", "opponent"},
		{"bad difficulty", func(s *Sheet) { s.Players = s.Players[:1]; s.Difficulty = "brutal" }, "score.problem.difficulty", "difficulty"},
		{"40 contracts", func(s *Sheet) { s.Players[0].Contracts.Crown = make([]int, 40) }, "score.problem.too_many_contracts", "players[1].contracts"},
		{"huge count", func(s *Sheet) { s.Players[0].Track = MaxCount + 1 }, "score.problem.too_large", "players[1].track"},
	}
	if ps := Validate(ok()); len(ps) != 0 {
		t.Fatalf("the base sheet is valid, got %v", ps)
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := ok()
			c.edit(s)
			_, err := Score(s)
			var p *companion.Problem
			if !errors.As(err, &p) {
				t.Fatalf("want a problem, got %v", err)
			}
			if p.ID != c.id || p.Args["Field"] != c.field {
				t.Errorf("got %s at %v, want %s at %s", p.ID, p.Args["Field"], c.id, c.field)
			}
		})
	}
}

// randomPlayer draws a valid player.
func randomPlayer(r *rand.Rand, name string) Player {
	sv := SectorValues()
	p := Player{
		Name: name, Track: r.Intn(80), Forest: sv[r.Intn(3)], Dune: sv[r.Intn(3)],
		Masters: Masters{Stephens: r.Intn(5), Lower: r.Intn(5), Upper: r.Intn(5)},
		Cubes:   r.Intn(20), Coins: r.Intn(20), Influence: r.Intn(26),
		Accessories: Accessories{Basketware: r.Intn(4), Crates: r.Intn(4), Chandeliers: r.Intn(4)},
	}
	p.Apprentices = r.Intn(p.Masters.Total() + 1)
	for _, row := range []*[]int{&p.Contracts.Crown, &p.Contracts.Colonies, &p.Contracts.UK} {
		for k := r.Intn(5); k > 0; k-- {
			*row = append(*row, r.Intn(5))
		}
	}
	if r.Intn(3) > 0 {
		p.Abilities = []string{"2a"}
		for _, a := range []string{"2b", "2c", "2d", "2e", "5a"} {
			if r.Intn(2) == 0 {
				p.Abilities = append(p.Abilities, a)
			}
		}
	}
	return p
}

// Properties: the total is the sum of the breakdown, and reordering the
// players changes no player's result.
func TestProperties(t *testing.T) {
	r := rand.New(rand.NewSource(7))
	for round := 0; round < 500; round++ {
		n := 1 + r.Intn(4)
		s := &Sheet{}
		for i := 0; i < n; i++ {
			s.Players = append(s.Players, randomPlayer(r, string(rune('A'+i))))
		}
		// Make ties likely now and then.
		if n > 1 && r.Intn(3) == 0 {
			s.Players[1].Track, s.Players[1].Forest, s.Players[1].Dune = s.Players[0].Track, s.Players[0].Forest, s.Players[0].Dune
			s.Players[1].Masters, s.Players[1].Apprentices, s.Players[1].Contracts = s.Players[0].Masters, s.Players[0].Apprentices, s.Players[0].Contracts
			s.Players[1].Abilities, s.Players[1].Cubes, s.Players[1].Accessories = s.Players[0].Abilities, s.Players[0].Cubes, s.Players[0].Accessories
			if r.Intn(2) == 0 {
				s.Players[1].Influence, s.Players[1].Coins = s.Players[0].Influence, s.Players[0].Coins
			}
		}
		res, err := Score(s)
		if err != nil {
			t.Fatal(err)
		}
		byName := map[string]PlayerResult{}
		for _, p := range res.Players {
			b := p.Breakdown
			if p.Total != b.Sum() || b.Masters != b.MastersStephens+b.MastersLower+b.MastersUpper ||
				b.Abilities != b.Ability2b+b.Ability2c+b.Ability2d+b.Ability2e {
				t.Fatalf("%s: total %d, breakdown %+v", p.Name, p.Total, b)
			}
			byName[p.Name] = p
		}
		shuffled := &Sheet{Players: append([]Player(nil), s.Players...)}
		r.Shuffle(len(shuffled.Players), func(i, j int) {
			shuffled.Players[i], shuffled.Players[j] = shuffled.Players[j], shuffled.Players[i]
		})
		res2, err := Score(shuffled)
		if err != nil {
			t.Fatal(err)
		}
		if res2.Tiebreak != res.Tiebreak || len(res2.Winners) != len(res.Winners) {
			t.Fatalf("reordering changed the outcome: %v/%s vs %v/%s", res.Winners, res.Tiebreak, res2.Winners, res2.Tiebreak)
		}
		for _, p := range res2.Players {
			if !reflect.DeepEqual(p, byName[p.Name]) {
				t.Fatalf("reordering changed %s: %+v vs %+v", p.Name, p, byName[p.Name])
			}
		}
	}
}

func BenchmarkScore(b *testing.B) {
	r := rand.New(rand.NewSource(1))
	s := &Sheet{}
	for i := 0; i < 4; i++ {
		s.Players = append(s.Players, randomPlayer(r, string(rune('A'+i))))
	}
	for b.Loop() {
		if _, err := Score(s); err != nil {
			b.Fatal(err)
		}
	}
}

// The refusal of more apprentices than masters (rules-facts §3.6) agrees
// with its counts in every language: one master, two, none (the
// Portuguese "só 1 mestres" was ungrammatical).
func TestApprenticesRefusalPlurals(t *testing.T) {
	for _, c := range []struct {
		lang       string
		v, masters int
		want       string
	}{
		{"pt", 2, 1, "2 aprendizes, mas só 1 mestre (cabe um aprendiz por baixo de cada mestre)"},
		{"pt", 3, 2, "3 aprendizes, mas só 2 mestres (cabe um aprendiz por baixo de cada mestre)"},
		{"pt", 1, 0, "1 aprendiz, mas nenhum mestre (cabe um aprendiz por baixo de cada mestre)"},
		{"en", 2, 1, "2 apprentices but only 1 master: one apprentice fits under each master"},
		{"en", 1, 0, "1 apprentice but no master: one apprentice fits under each master"},
		{"de", 2, 1, "2 Lehrlinge, aber nur 1 Meister: Unter jeden Meister passt nur ein Lehrling"},
		{"de", 1, 0, "1 Lehrling, aber kein Meister: Unter jeden Meister passt nur ein Lehrling"},
	} {
		err := CheckApprentices("", c.v, c.masters)
		var p *companion.Problem
		if !errors.As(err, &p) {
			t.Fatalf("%d > %d accepted: %v", c.v, c.masters, err)
		}
		if got := locales.New(c.lang).Render(locales.Msg{ID: p.ID, Args: p.Args}); got != c.want {
			t.Errorf("%s %d/%d: %q, want %q", c.lang, c.v, c.masters, got, c.want)
		}
	}
}
