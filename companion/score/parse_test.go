package score

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion/userfile"
)

const mariaYAML = `difficulty: normal
players:
  - name: Maria
    track: 38
    forest: 7
    dune: 0
    masters: {stephens: 2, lower: 4, upper: 2}
    apprentices: 4
    contracts:
      crown: [2]
      colonies: [1]
      uk: [1]
    abilities: [2a, 2b, 2c, 2d, 2e]
    cubes: 14
    coins: 11
    influence: 9
    accessories: {basketware: 1, crates: 1, chandeliers: 1}
`

func TestParseMaria(t *testing.T) { // rules-facts §7.1 from the sheet file
	s, err := Parse([]byte(mariaYAML))
	if err != nil {
		t.Fatal(err)
	}
	want := &Sheet{Difficulty: "normal", Players: []Player{maria()}}
	if !reflect.DeepEqual(s, want) {
		t.Fatalf("parsed %+v\nwant   %+v", s, want)
	}
	res, err := Score(s)
	if err != nil {
		t.Fatal(err)
	}
	if res.Players[0].Total != 111 || res.Solo.Rank != "apprentice" {
		t.Errorf("total %d rank %s, want 111 apprentice (≤ 120 on normal)", res.Players[0].Total, res.Solo.Rank)
	}
}

func TestParseOmittedAreZero(t *testing.T) {
	s, err := Parse([]byte("players:\n  - name: Ana\n    track: 0\n  - name: Bo\n    track: 4\n    contracts: {uk: [3]}\n"))
	if err != nil {
		t.Fatal(err)
	}
	if len(s.Players) != 2 || s.Players[0].Track != 0 || s.Players[0].Coins != 0 || s.Players[0].Abilities != nil || s.Players[1].Contracts.UK[0] != 3 {
		t.Errorf("got %+v", s)
	}
}

// The round trip the CLI relies on: a saved sheet parses back the same.
func TestParseRoundTrip(t *testing.T) {
	in := &Sheet{Opponent: "hard", Players: []Player{maria()}}
	out, err := Parse(Marshal(in))
	if err != nil {
		t.Fatalf("%v\n%s", err, Marshal(in))
	}
	if !reflect.DeepEqual(in, out) {
		t.Errorf("round trip: %+v\n%s", out, Marshal(in))
	}
}

func TestParseProblems(t *testing.T) {
	cases := []struct {
		name, src, id, field string
		line                 int
	}{
		{"syntax", "players:\n  - name: Ana\n    track: 1\n    coins: \"2\n", "file.problem.yaml", "", 4},
		{"tab indent", "players:\n\t- name: Ana\n", "file.problem.yaml", "", 2},
		{"empty", "", "score.problem.empty", "", 0},
		{"top-level list", "- 1\n- 2\n", "file.problem.want_fields", "", 1},
		{"forest 8", "players:\n  - name: A\n    track: 0\n  - name: B\n    track: 0\n    forest: 8\n", "score.problem.not_forest", "players[2].forest", 6},
		{"not a number", "players:\n  - name: A\n    track: lots\n", "file.problem.want_number", "players[1].track", 3},
		{"a float", "players:\n  - name: A\n    track: 0\n    coins: 2.5\n", "file.problem.want_number", "players[1].coins", 4},
		{"quoted number", "players:\n  - name: A\n    track: 0\n    coins: \"2\"\n", "file.problem.want_number", "players[1].coins", 4},
		{"unknown field", "players:\n  - name: A\n    track: 0\n    forrest: 7\n", "file.problem.unknown_field", "players[1]", 4},
		{"unknown top field", "player:\n  - name: A\n", "file.problem.unknown_field", "", 1},
		{"field twice", "players:\n  - name: A\n    track: 0\n    coins: 1\n    coins: 2\n", "file.problem.twice", "players[1].coins", 5},
		{"players not a list", "players: Ana\n", "file.problem.want_list", "players", 1},
		{"contracts row not a list", "players:\n  - name: A\n    track: 0\n    contracts: {crown: 3}\n", "file.problem.want_list", "players[1].contracts.crown", 4},
		{"name a list", "players:\n  - name: [A]\n    track: 0\n", "file.problem.want_text", "players[1].name", 2},
		{"negative card", "players:\n  - name: A\n    track: 0\n    contracts:\n      uk: [1, -2]\n", "score.problem.negative", "players[1].contracts.uk[2]", 5},
		{"unknown ability", "players:\n  - name: A\n    track: 0\n    abilities: [2a, 9z]\n", "score.problem.unknown_ability", "players[1].abilities", 4},
		{"prerequisite", "players:\n  - name: A\n    track: 0\n    abilities: [2c]\n", "score.problem.ability_prerequisite", "players[1].abilities", 4},
		{"influence 30", "players:\n  - name: A\n    track: 0\n    influence: 30\n", "score.problem.influence", "players[1].influence", 4},
		{"19 masters", "players:\n  - name: A\n    track: 0\n    masters: {upper: 19}\n", "score.problem.too_many_masters", "players[1].masters", 4},
		{"huge", "players:\n  - name: A\n    track: 99999999999999999999999\n", "file.problem.number_range", "players[1].track", 3},
		{"five players", "players: [{name: A, track: 0}, {name: B, track: 0}, {name: C, track: 0}, {name: D, track: 0}, {name: E, track: 0}]\n", "score.problem.too_many_players", "players", 1},
		{"duplicate names", "players:\n  - name: Ana\n    track: 0\n  - name: ana\n    track: 0\n", "score.problem.name_twice", "players[2].name", 4},
		// every player has a VP disk on the scoring track (§7): a column
		// without it is refused, never scored as 0 (issue 29 item 7)
		{"no track", "players:\n  - name: A\n    track: 3\n  - name: B\n    coins: 4\n", "file.problem.missing", "players[2].track", 4},
		{"no name", "players:\n  - track: 3\n", "score.problem.name_empty", "players[1].name", 2},
		{"solo field with two", "difficulty: hard\nplayers: [{name: A, track: 0}, {name: B, track: 0}]\n", "score.problem.solo_only", "difficulty", 1},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := Parse([]byte(c.src))
			var fe *userfile.Error
			if !errors.As(err, &fe) || len(fe.Issues) == 0 {
				t.Fatalf("want a *userfile.Error, got %v", err)
			}
			is := fe.Issues[0]
			if is.Problem.ID != c.id || is.Field != c.field || is.Line != c.line {
				t.Errorf("got %s field %q line %v, want %s %q %d", is.Problem.ID, is.Field, is.Line, c.id, c.field, c.line)
			}
		})
	}
}

func FuzzParse(f *testing.F) {
	f.Add([]byte(mariaYAML))
	f.Add([]byte("players: [{name: A}, {name: B, forest: 15, contracts: {uk: [1,2]}}]\n"))
	f.Add([]byte("opponent: easy\nplayers:\n  - &a {name: A}\n  - *a\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		s, err := Parse(src)
		if err != nil {
			var fe *userfile.Error
			if !errors.As(err, &fe) || len(fe.Issues) == 0 {
				t.Fatalf("error without issues: %v", err)
			}
			return
		}
		// Whatever parses scores without error, and totals add up.
		res, err := Score(s)
		if err != nil {
			t.Fatalf("parsed sheet does not score: %v", err)
		}
		for _, p := range res.Players {
			if p.Total != p.Breakdown.Sum() || p.Place < 1 || p.Place > len(res.Players) {
				t.Fatalf("bad result %+v", p)
			}
		}
		if solo := len(res.Players) == 1; solo != (len(res.Winners) == 0) {
			t.Fatalf("winners %v of %d players: a solo game has none, any other at least one", res.Winners, len(res.Players))
		}
		// And a saved copy reads back the same.
		again, err := Parse(Marshal(s))
		if err != nil || !reflect.DeepEqual(normal(again), normal(s)) {
			t.Fatalf("round trip: %v\n%+v\n%+v", err, again, s)
		}
	})
}

// normal makes empty lists nil, as the file does not tell them apart.
func normal(s *Sheet) *Sheet {
	c := *s
	c.Players = append([]Player(nil), s.Players...)
	for i := range c.Players {
		p := &c.Players[i]
		for _, r := range []*[]int{&p.Contracts.Crown, &p.Contracts.Colonies, &p.Contracts.UK} {
			if len(*r) == 0 {
				*r = nil
			}
		}
		if len(p.Abilities) == 0 {
			p.Abilities = nil
		}
	}
	return &c
}

// A sheet cut right after a group's name ("contracts:" and nothing under
// it) is refused naming its line, never scored as zero (issue 19); a
// group written {} or left out is zero.
func TestParseCutShort(t *testing.T) {
	cut := "players:\n  - name: Maria\n    track: 38\n    contracts:\n"
	_, err := Parse([]byte(cut))
	var fe *userfile.Error
	if !errors.As(err, &fe) || fe.First().Line != 4 || fe.First().Problem.ID != "score.problem.group_empty" {
		t.Fatalf("cut: %v", err)
	}
	for _, whole := range []string{"players:\n  - name: Maria\n    track: 38\n    contracts: {}\n", "players:\n  - name: Maria\n    track: 38\n"} {
		if _, err := Parse([]byte(whole)); err != nil {
			t.Errorf("%q: %v", whole, err)
		}
	}
	look := "players:\n  - name: Maria\n    track: 1\n  - name: \u041caria\n    track: 1\n"
	if _, err := Parse([]byte(look)); !errors.As(err, &fe) || fe.First().Line != 4 || fe.First().Problem.ID != "text.problem.name_look_alike" {
		t.Errorf("a look-alike column: %v", err)
	}
}
