package components

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// problemAt checks that err is a file error whose first issue is on line
// with a Problem of id.
func problemAt(t *testing.T, err error, line int, id string) {
	t.Helper()
	var fe *userfile.Error
	if !errors.As(err, &fe) || len(fe.Issues) == 0 {
		t.Fatalf("err = %v, want line %d %s", err, line, id)
	}
	if is := fe.Issues[0]; is.Line != line || is.Problem.ID != id {
		t.Fatalf("err = line %d %s (%v), want line %d %s", is.Line, is.Problem.ID, err, line, id)
	}
}

func TestParseRefills(t *testing.T) {
	r, err := ParseRefills([]byte("# mine\nspaces:\n  50: {4: 4, 3: 3, 2: 2}\n  45:\n    4: 3\n  40: {}\n  35:\n  30: {2: ~}\n"))
	if err != nil {
		t.Fatal(err)
	}
	want := map[int]map[int]int{50: {4: 4, 3: 3, 2: 2}, 45: {4: 3}}
	for s, m := range want {
		if !reflect.DeepEqual(r.Stop(s), m) {
			t.Errorf("stop %d = %v, want %v", s, r.Stop(s), m)
		}
	}
	if r.Count() != 4 {
		t.Errorf("Count = %d", r.Count())
	}
	for _, empty := range []string{"", "\n", "# nothing yet\n", "spaces:\n", "spaces: {}\n", "---\n"} {
		r, err := ParseRefills([]byte(empty))
		if err != nil || r.Count() != 0 {
			t.Errorf("%q: %v, %d values", empty, err, r.Count())
		}
	}
}

// Every way a refill file can be wrong names its line.
func TestParseRefillsErrors(t *testing.T) {
	cases := []struct {
		name, text string
		line       int
		id         string
	}{
		{"yaml syntax", "spaces:\n  45: {4: 3}\n  40: x: y\n", 3, "file.problem.yaml"},
		{"tab indent", "spaces:\n\t45: {4: 3}\n", 2, "file.problem.yaml"},
		{"top level list", "- 45\n", 1, "file.problem.want_fields"},
		{"unknown key", "spaces: {}\nbonus: 1\n", 2, "file.problem.unknown_field"},
		{"spaces not a map", "spaces: [45]\n", 1, "file.problem.want_map"},
		{"not a stop", "spaces:\n  50: {4: 4}\n  44: {4: 3}\n", 3, "problem.refill_space"},
		{"start space", "spaces:\n  55: {4: 3}\n", 2, "problem.refill_space"},
		{"space words", "spaces:\n  fifty: {4: 3}\n", 2, "problem.refill_space"},
		{"space twice", "spaces:\n  45: {4: 3}\n  45: {3: 2}\n", 3, "file.problem.twice"},
		{"entry a number", "spaces:\n  45: 3\n", 2, "file.problem.want_map"},
		{"five players", "spaces:\n  45:\n    5: 3\n", 3, "problem.refill_players"},
		{"solo", "spaces:\n  45: {1: 3}\n", 2, "problem.refill_players"},
		{"players twice", "spaces:\n  45:\n    4: 3\n    4: 2\n", 4, "file.problem.twice"},
		{"cubes too many", "spaces:\n  45:\n    4: 21\n", 3, "problem.refill_cubes"},
		{"cubes negative", "spaces:\n  45: {4: -1}\n", 2, "problem.refill_cubes"},
		{"cubes words", "spaces:\n  45:\n    4: three\n", 3, "problem.refill_cubes"},
		{"cubes float", "spaces:\n  45:\n    4: 2.5\n", 3, "problem.refill_cubes"},
		{"two documents", "spaces: {}\n---\nspaces: {}\n", 2, "file.problem.documents"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseRefills([]byte(c.text))
			problemAt(t, err, c.line, c.id)
		})
	}
}

func TestRefillsRoundTrip(t *testing.T) {
	var r Refills
	for _, v := range [][3]int{{50, 4, 4}, {50, 2, 2}, {45, 4, 3}, {0, 3, 0}} {
		if err := r.Set(v[0], v[1], v[2]); err != nil {
			t.Fatal(err)
		}
	}
	text := string(MarshalRefills(&r))
	want := "spaces:\n  50: {4: 4, 2: 2}\n  45: {4: 3}\n  0: {3: 0}\n"
	if len(text) < len(want) || text[len(text)-len(want):] != want {
		t.Fatalf("MarshalRefills:\n%s", text)
	}
	back, err := ParseRefills([]byte(text))
	if err != nil || !reflect.DeepEqual(back.Spaces, r.Spaces) {
		t.Fatalf("round trip: %v, %v", back, err)
	}
	empty, err := ParseRefills(MarshalRefills(&Refills{}))
	if err != nil || empty.Count() != 0 {
		t.Fatalf("empty round trip: %v %v", empty, err)
	}
}

// rules-facts §5.2 step 2: a space shows numbers for 4/3/2 players.
func TestParseStop(t *testing.T) {
	ok := map[string]map[int]int{
		"3/2/2":       {4: 3, 3: 2, 2: 2},
		" 3 / 2 / 1 ": {4: 3, 3: 2, 2: 1},
		"3/?/?":       {4: 3},
		"?/?/1":       {2: 1},
		"2":           {4: 2, 3: 2, 2: 2},
		"?":           {},
		"?/?/?":       {},
		"3/-/-":       {4: 3},
		"-/2/-":       {3: 2},
		"-":           {},
		"-/?/-":       {},
		"0/0/20":      {4: 0, 3: 0, 2: 20},
	}
	for in, want := range ok {
		got, err := ParseStop(in)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Errorf("ParseStop(%q) = %v, %v; want %v", in, got, err, want)
		}
		if err == nil {
			again, _ := ParseStop(FormatStop(got))
			if !reflect.DeepEqual(again, got) {
				t.Errorf("FormatStop(%v) = %q does not read back", got, FormatStop(got))
			}
		}
	}
	bad := map[string]string{
		"":        "components.problem.stop_values",
		"3/2":     "components.problem.stop_values",
		"3/2/2/1": "components.problem.stop_values",
		"three":   "components.problem.stop_values",
		"3,2,2":   "components.problem.stop_values",
		"+3":      "components.problem.stop_values",
		"3//2":    "components.problem.stop_values",
		"21":      "problem.refill_cubes",
		"3/-1/2":  "problem.refill_cubes",
	}
	for in, id := range bad {
		var p *companion.Problem
		if _, err := ParseStop(in); !errors.As(err, &p) || p.ID != id {
			t.Errorf("ParseStop(%q) = %v, want %s", in, err, id)
		}
	}
	// Unknown is written "-" wherever it is shown, as the guided
	// transcription asks for it ("?" there shows the rule: pt1 F19).
	if got, none := FormatStop(map[int]int{4: 3}), FormatStop(nil); got != "3/-/-" || none != "-" {
		t.Errorf("FormatStop = %q and %q, want 3/-/- and -", got, none)
	}
}

func TestParseRefillSet(t *testing.T) {
	var r Refills
	for _, spec := range []string{"45:4=3", "45:3=2", "40=2/2/1", "35=1", "50:2=2"} {
		s, err := ParseRefillSet(spec)
		if err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
		if err := r.Apply(s); err != nil {
			t.Fatalf("%s: %v", spec, err)
		}
	}
	if got := FormatStop(r.Stop(45)); got != "3/2/-" {
		t.Errorf("45 = %s", got)
	}
	if got := FormatStop(r.Stop(35)); got != "1/1/1" {
		t.Errorf("35 = %s", got)
	}
	for _, spec := range []string{"45:3=?", "40=-", "50=?/-/?", "35:2=-"} {
		s, _ := ParseRefillSet(spec)
		if err := r.Apply(s); err != nil {
			t.Fatal(err)
		}
	}
	if FormatStop(r.Stop(45)) != "3/-/-" || FormatStop(r.Stop(35)) != "1/1/-" || len(r.Stop(40)) != 0 || len(r.Stop(50)) != 0 {
		t.Errorf("after forgetting: %v", r.Spaces)
	}
	if _, present := r.Spaces[40]; present {
		t.Error("an emptied stop stays in the map")
	}
	bad := map[string]string{
		"45":      "components.problem.refill_set",
		"45:4":    "components.problem.refill_set",
		"x:4=3":   "components.problem.refill_set",
		"45:x=3":  "components.problem.refill_set",
		"45:4=x":  "components.problem.refill_set",
		"44:4=3":  "problem.refill_space",
		"44=3":    "problem.refill_space",
		"45:5=3":  "problem.refill_players",
		"45:4=21": "problem.refill_cubes",
		"45=3/2":  "components.problem.stop_values",
	}
	for in, id := range bad {
		var p *companion.Problem
		if _, err := ParseRefillSet(in); !errors.As(err, &p) || p.ID != id {
			t.Errorf("ParseRefillSet(%q) = %v, want %s", in, err, id)
		}
	}
}

func TestParseBonuses(t *testing.T) {
	b, err := ParseBonuses([]byte("factories:\n  lower-left: [B7, B5]\n  upper-right:\n    - B2\n  upper-left: []\n  lower-right:\n"))
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(b.At(companion.LowerLeft), []string{"B7", "B5"}) || !reflect.DeepEqual(b.At(companion.UpperRight), []string{"B2"}) {
		t.Fatalf("parsed %v", b.Factories)
	}
	if len(b.At(companion.UpperLeft)) != 0 || len(b.At(companion.LowerRight)) != 0 {
		t.Fatalf("empty factories: %v", b.Factories)
	}
	text := MarshalBonuses(b)
	back, err := ParseBonuses(text)
	if err != nil || !reflect.DeepEqual(back.At(companion.LowerLeft), []string{"B5", "B7"}) {
		t.Fatalf("round trip %q: %v %v", text, back, err)
	}
	if e, err := ParseBonuses(MarshalBonuses(&Bonuses{})); err != nil || len(e.Factories) != 0 {
		t.Fatalf("empty round trip: %v %v", e, err)
	}
	// The same bonus on two factories is read as the player wrote it (no
	// edition says a bonus is printed once, rules-facts §6); twice on one
	// factory is still a slip.
	two, err := ParseBonuses([]byte("factories:\n  lower-left: [B5]\n  lower-right:\n    - B5\n"))
	if err != nil || !reflect.DeepEqual(two.At(companion.LowerRight), []string{"B5"}) || !reflect.DeepEqual(two.At(companion.LowerLeft), []string{"B5"}) {
		t.Fatalf("B5 on two factories: %v %v", two, err)
	}
}

func TestParseBonusesErrors(t *testing.T) {
	cases := []struct {
		name, text string
		line       int
		id         string
	}{
		{"yaml syntax", "factories:\n  lower-left: [B5]\n  upper-left: [B1]: x\n", 3, "file.problem.yaml"},
		{"unknown key", "factory:\n  lower-left: [B5]\n", 1, "file.problem.unknown_field"},
		{"bad position", "factories:\n  lower-left: [B5]\n  middle: [B1]\n", 3, "problem.bad_position"},
		{"factory twice", "factories:\n  lower-left: [B5]\n  lower-left: [B7]\n", 3, "file.problem.twice"},
		{"not a list", "factories:\n  lower-left: B5\n", 2, "file.problem.want_list"},
		{"unknown bonus", "factories:\n  lower-left:\n    - B5\n    - B9\n", 4, "problem.unknown_bonus"},
		{"lower case", "factories:\n  lower-left: [b5]\n", 2, "problem.unknown_bonus"},
		{"repeated", "factories:\n  lower-left: [B5, B5]\n", 2, "components.problem.bonus_repeated"},
		{"nested list", "factories:\n  lower-left: [[B5]]\n", 2, "problem.unknown_bonus"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := ParseBonuses([]byte(c.text))
			problemAt(t, err, c.line, c.id)
		})
	}
}

func TestParseBonusSet(t *testing.T) {
	s, err := ParseBonusSet(" Lower-Left = b7, B5 ")
	if err != nil || s.Factory != companion.LowerLeft || !reflect.DeepEqual(s.IDs, []string{"B7", "B5"}) {
		t.Fatalf("%v %v", s, err)
	}
	if s, err := ParseBonusSet("upper-left=?"); err != nil || len(s.IDs) != 0 {
		t.Fatalf("forget: %v %v", s, err)
	}
	bad := map[string]string{
		"lower-left":        "components.problem.bonus_set",
		"lower-left=":       "components.problem.bonus_set",
		"middle=B1":         "problem.bad_position",
		"lower-left=B9":     "problem.unknown_bonus",
		"lower-left=B5,,B7": "problem.unknown_bonus",
		"lower-left=B5,b5":  "components.problem.bonus_repeated",
	}
	for in, id := range bad {
		var p *companion.Problem
		if _, err := ParseBonusSet(in); !errors.As(err, &p) || p.ID != id {
			t.Errorf("ParseBonusSet(%q) = %v, want %s", in, err, id)
		}
	}
}

func TestSetFactory(t *testing.T) {
	var b Bonuses
	if err := b.SetFactory(companion.LowerLeft, []string{"B7", "B5"}); err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(b.At(companion.LowerLeft), []string{"B5", "B7"}) {
		t.Fatalf("sorted: %v", b.At(companion.LowerLeft))
	}
	// A bonus on another factory too is the player's board: no edition
	// says whether a bonus is printed once (rules-facts §6), so it is kept.
	if err := b.SetFactory(companion.LowerRight, []string{"B5"}); err != nil {
		t.Fatalf("B5 refused on a second factory: %v", err)
	}
	if !reflect.DeepEqual(b.At(companion.LowerRight), []string{"B5"}) || !reflect.DeepEqual(b.At(companion.LowerLeft), []string{"B5", "B7"}) {
		t.Fatalf("kept %v", b.Factories)
	}
	if err := b.SetFactory(companion.LowerLeft, nil); err != nil || len(b.Factories) != 1 {
		t.Fatalf("clear: %v %v", err, b.Factories)
	}
	if err := b.SetFactory("middle", []string{"B1"}); err == nil {
		t.Fatal("bad position accepted")
	}
	if err := b.SetFactory(companion.UpperLeft, []string{"B1", "B1"}); err == nil {
		t.Fatal("repeated bonus accepted")
	}
}

// rules-facts §6 (Ângela's example): B5 is on lower-left, B2 on upper-right;
// whether either is printed on another factory as well, no edition says.
func TestProvenHelpers(t *testing.T) {
	if !IsProven(companion.LowerLeft, "B5") || !IsProven(companion.UpperRight, "B2") || IsProven(companion.LowerLeft, "B2") || IsProven(companion.UpperLeft, "B5") {
		t.Fatal("IsProven")
	}
	if s, p, c := RulebookRefill(); s != 45 || p != 4 || c != 3 {
		t.Fatal("RulebookRefill")
	}
	if err := CheckRefill(RulebookRefill()); err != nil {
		t.Fatal(err)
	}
}
