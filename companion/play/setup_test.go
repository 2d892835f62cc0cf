package play

import (
	"fmt"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// setupAnswers names the players in seat order.
func setupAnswers(names ...string) map[string]string {
	given := map[string]string{}
	for i, n := range names {
		given[fmt.Sprintf("setup.name.%d", i+1)] = n
	}
	return given
}

func runSetup(t *testing.T, seed uint64, tr *automa.Transcription, given map[string]string) (run, *Setup) {
	t.Helper()
	su := &Setup{Seed: seed, Transcription: tr}
	r := drive(t, su.Script, given)
	if su.Table != nil {
		r.Table = su.Table
	}
	return r, su
}

// Setup with 2, 3 and 4 players (rules-facts §2.1, §2.2): who is asked
// what, the seeded draws, and the checklist with this table's numbers: 4
// cubes in each furnace, the army on 55, 21 disks, 2 influence with gates
// at 5/10/15/20, 14 abilities, 4 coins and 1 accessory, and the starting
// cards that go back to the box (4 minus one per player).
func TestSetupMultiplayer_2_1_and_2_2(t *testing.T) {
	for _, names := range [][]string{{"Ana", "Bo"}, {"Ana", "Bo", "Cy"}, {"Ângela", "Maria", "André", "Pedro"}} {
		t.Run(fmt.Sprint(len(names)), func(t *testing.T) {
			r, su := runSetup(t, 7, nil, setupAnswers(names...))
			r.done(t)
			n := len(names)
			// Questions: the seed and whether the game teaches (the command
			// line's, kept with the rest), a name and a colour per seat, the
			// "anyone else?" seat after the last (never a fifth), the two
			// checklist blocks, then each starting master's disk in the
			// order the draws were listed (turn order, from the starting
			// player).
			want := []string{"setup.seed", "setup.teach"}
			for i := 1; i <= n; i++ {
				want = append(want, fmt.Sprintf("setup.name.%d", i), fmt.Sprintf("setup.colour.%d", i))
			}
			if n < game.MaxPlayers() {
				want = append(want, fmt.Sprintf("setup.name.%d", n+1))
			}
			want = append(want, "setup.general", "setup.players")
			for _, seat := range su.Table.State.Order {
				want = append(want, "start-disk."+names[seat])
			}
			if su.Table.State.Order[0] == 0 && n > 2 {
				t.Errorf("seed 7 starts with the first seat: the order is not shown to differ")
			}
			sameStrings(t, "questions", r.ids(), want)

			st := su.Settings
			if st.Mode != game.Multiplayer || len(st.Players) != n || st.Seed != 7 || st.Solo != nil {
				t.Fatalf("settings %+v", st)
			}
			// Colours: each seat offered the colours still free, the first
			// free one by default.
			for i := 1; i <= n; i++ {
				q := r.question(t, fmt.Sprintf("setup.colour.%d", i))
				if len(q.Options) != len(game.PlayerColours)-(i-1) || q.Default != q.Options[0].Value || !q.Optional {
					t.Errorf("colour %d: %v default %q", i, values(q, true), q.Default)
				}
				if st.Players[i-1].Colour != game.PlayerColours[i-1] {
					t.Errorf("seat %d colour %q", i, st.Players[i-1].Colour)
				}
			}
			// The draws: the start board, then one starting profession per
			// player, never more than two of a side.
			ev := su.Table.Events
			if len(ev) != 1+n || ev[0].Kind != game.KindStartPlayer {
				t.Fatalf("events %+v", ev)
			}
			sides := map[companion.Side]int{}
			for _, e := range ev[1:] {
				if e.Kind != game.KindStartingProfession {
					t.Fatalf("event %+v", e)
				}
				sides[e.Side]++
			}
			if sides[companion.Left] > 2 || sides[companion.Right] > 2 {
				t.Errorf("starting sides %v", sides)
			}
			if !reflect.DeepEqual(ev, game.SetupDraws(st)) {
				t.Errorf("the draws are not the seed's")
			}
			// The checklist, with this table's numbers.
			f := r.mustSay(t, "game.setup.g_furnaces")
			if f.Args["Cubes"] != 4 || f.Args["Total"] != 16 {
				t.Errorf("furnaces %v", f.Args)
			}
			if m := r.mustSay(t, "game.setup.g_army"); m.Args["Space"] != 55 {
				t.Errorf("army %v", m.Args)
			}
			if m := r.mustSay(t, "game.setup.p_colour"); m.Args["Disks"] != 21 {
				t.Errorf("disks %v", m.Args)
			}
			if m := r.mustSay(t, "game.setup.p_influence"); m.Args["Influence"] != 2 {
				t.Errorf("influence %v", m.Args)
			}
			if m := r.mustSay(t, "game.setup.p_abilities"); m.Args["Count"] != 14 {
				t.Errorf("abilities %v", m.Args)
			}
			if m := r.mustSay(t, "game.setup.p_accessory"); m.Args["Accessories"] != 1 {
				t.Errorf("accessory %v", m.Args)
			}
			if m := r.mustSay(t, "game.setup.p_coins"); m.Args["Coins"] != 4 {
				t.Errorf("supply %v", m.Args)
			}
			m, ok := r.said("game.setup.p_unused")
			switch {
			case n == 4 && ok:
				t.Errorf("4 players use every starting card, yet %v go back", m.Args)
			case n < 4 && (!ok || m.Args["Count"] != 4-n):
				t.Errorf("unused starting cards %v, want %d", m.Args, 4-n)
			}
			if _, ok := r.said("solo.setup.title"); ok {
				t.Error("a multiplayer setup has the Automa's")
			}
			// Nobody named a disk: every starting master is pending.
			if got := su.Table.State.PendingStartDisks(); len(got) != n {
				t.Errorf("pending start disks %v", got)
			}
			r.mustSay(t, "game.new.start_disks_later")
			first := r.mustSay(t, "game.new.first_turn")
			if first.Args["Name"] != st.Players[ev[0].Seat].Name {
				t.Errorf("first turn %v, start board at seat %d", first.Args, ev[0].Seat)
			}
			speakable(t, r)
		})
	}
}

// The seed makes the draws: the same seed, the same table; other seeds
// give other start players (rules-facts §2.1 step 10).
func TestSetupDrawsFollowTheSeed(t *testing.T) {
	names := setupAnswers("Ana", "Bo", "Cy")
	a, _ := runSetup(t, 3, nil, names)
	b, _ := runSetup(t, 3, nil, names)
	if !reflect.DeepEqual(a.done(t).Table.Events, b.done(t).Table.Events) {
		t.Fatal("one seed, two tables")
	}
	starts := map[int]bool{}
	for seed := uint64(1); seed <= 12; seed++ {
		r, _ := runSetup(t, seed, nil, names)
		starts[r.done(t).Table.Events[0].Seat] = true
	}
	if len(starts) < 2 {
		t.Errorf("12 seeds, start seats %v", starts)
	}
}

// The starting master's disk (rules-facts §2.2 i, §4): only disks whose
// prerequisites are met are offered (2b-2e need 2a, 5b needs 5a), "later"
// leaves it open, and a disk named is recorded at once.
func TestSetupStartDisks_2_2_i(t *testing.T) {
	given := setupAnswers("Ana", "Bo")
	given["start-disk.Ana"] = "5a"
	r, su := runSetup(t, 7, nil, given)
	r.done(t)
	q := r.question(t, "start-disk.Ana")
	want := []string{"2a", "3a", "3b", "4a", "4b", "4c", "4d", "5a", "gate-5", "gate-10", "gate-15", "gate-20", Later}
	sameStrings(t, "start disks", values(q, false), want)
	if q.Default != Later || !q.Optional || q.Flag != "start-disks" || q.Key != "Ana" {
		t.Errorf("start disk question %+v", q)
	}
	last := su.Table.Events[len(su.Table.Events)-1]
	if last.Kind != game.KindStartingDisk || last.Disk != "5a" || last.Seat != 0 {
		t.Errorf("last event %+v", last)
	}
	s := su.Table.State
	if !s.Players[0].Has("5a") || s.Players[0].StartDiskPending || !s.Players[1].StartDiskPending {
		t.Errorf("players %+v", s.Players)
	}

	// A disk whose prerequisite is missing is refused with the rule.
	given["start-disk.Bo"] = "5b"
	r, _ = runSetup(t, 7, nil, given)
	p := r.refused(t, "problem.ability_prerequisite")
	if p.Args["Ability"] != "5b" || p.Args["Needs"] != "5a" {
		t.Errorf("problem %v", p)
	}
	given["start-disk.Bo"] = "7z"
	r, _ = runSetup(t, 7, nil, given)
	r.refused(t, "game.problem.bad_disk")
}

// Names and colours are checked as they are given: not empty, not twice,
// no separators, nothing a terminal takes as a command (companion.CheckName);
// a colour once, and one of the four.
func TestSetupRefusesBadNamesAndColours(t *testing.T) {
	cases := []struct {
		given   map[string]string
		problem string
	}{
		{map[string]string{"setup.name.1": ""}, "text.problem.name_empty"},
		{map[string]string{"setup.name.1": "Ana", "setup.name.2": "ana"}, "game.problem.same_name"},
		{map[string]string{"setup.name.1": "A,B"}, "text.problem.name_separator"},
		{map[string]string{"setup.name.1": "Ana\x1b[31m"}, "text.problem.control"},
		{map[string]string{"setup.name.1": "Ana\u202eoB"}, "text.problem.direction"},
		{map[string]string{"setup.name.1": "An\u200ba"}, "text.problem.invisible"},
		{map[string]string{"setup.name.1": "Ana\xff"}, "text.problem.broken"},
		{map[string]string{"setup.name.1": strings.Repeat("A", 41)}, "text.problem.name_long"},
		// The same name in another Unicode form, or with another space, is
		// the same name (issue 13 item 5).
		{map[string]string{"setup.name.1": "Jos\u00e9", "setup.name.2": "JOSE\u0301"}, "game.problem.same_name"},
		{map[string]string{"setup.name.1": "Ana Maria", "setup.name.2": "ana\u00a0 maria"}, "game.problem.same_name"},
		{map[string]string{"setup.name.1": "Ana", "setup.colour.1": "teal", "setup.name.2": "Bo", "setup.colour.2": "teal"}, "game.problem.same_colour"},
		{map[string]string{"setup.name.1": "Ana", "setup.colour.1": "purple"}, "game.problem.bad_colour"},
	}
	for _, c := range cases {
		r, su := runSetup(t, 1, nil, c.given)
		r.refused(t, c.problem)
		if su.Table != nil {
			t.Errorf("%v: a refused setup set a table", c.given)
		}
	}
	// A fifth player is never asked for: the box has 4 boards (§1).
	r, _ := runSetup(t, 1, nil, setupAnswers("A", "B", "C", "D"))
	if slices.Contains(r.done(t).ids(), "setup.name.5") {
		t.Error("asked for a fifth player")
	}
}

// Solo setup with the physical deck (rules-facts §2.3, §8.2, §8.3): 3 cubes
// a furnace, the Automa's starting profession opposite the player's, 10
// disks on the worker supply card and 11 spare, 7+7+7 cubes in the bag,
// the difficulty's final reset space, and at most 3 workers ahead of the
// Automa (4 while it has 1).
func TestSetupSoloPhysicalDeck_8_2(t *testing.T) {
	given := setupAnswers("Eva")
	given["setup.difficulty"] = "hard"
	r, su := runSetup(t, 9, nil, given)
	r.done(t)
	sameStrings(t, "questions", r.ids(), []string{"setup.seed", "setup.teach", "setup.name.1", "setup.colour.1", "setup.name.2",
		"setup.difficulty", "setup.opponent", "setup.deck", "setup.automa-colour", "setup.general", "setup.players", "setup.solo", "start-disk.Eva"})
	// The Automa plays a colour nobody uses (§8.2 step 3): never Eva's.
	cq := r.question(t, "setup.automa-colour")
	eva := su.Table.State.Settings.Players[0].Colour
	if slices.Contains(values(cq, false), eva) || len(cq.Options) != 3 || su.Table.State.Settings.Solo.Colour != cq.Default {
		t.Errorf("Automa colour question %+v (Eva %s), chosen %q", cq, eva, su.Table.State.Settings.Solo.Colour)
	}
	r.mustSay(t, "values.setup.automa_colour")
	if _, err := cq.Accept(eva); problemID(err) != "values.problem.automa_your_colour" {
		t.Errorf("the Automa in Eva's colour: %v", err)
	}
	dq := r.question(t, "setup.difficulty")
	sameStrings(t, "difficulties", values(dq, false), []string{"easy", "normal", "hard"})
	if dq.Default != "normal" {
		t.Errorf("difficulty default %q", dq.Default)
	}
	for i, space := range []int{20, 25, 30} {
		if got := dq.Options[i].Label.Args["Space"]; got != space {
			t.Errorf("%s: final reset at %v, want %d", dq.Options[i].Value, got, space)
		}
	}
	kq := r.question(t, "setup.deck")
	sameStrings(t, "decks without a transcription", values(kq, false), []string{game.DeckPhysical})
	so := su.Settings.Solo
	if su.Settings.Mode != game.Solo || so.Difficulty != "hard" || so.FinalResetAt != 30 || so.Deck != game.DeckPhysical || so.Automa != nil || len(so.Opponent) != 0 {
		t.Fatalf("solo settings %+v", so)
	}
	ev := su.Table.Events
	if len(ev) != 3 || ev[2].Kind != game.KindAutomaStart || ev[2].Side != ev[1].Side.Opposite() {
		t.Fatalf("solo draws %+v", ev)
	}
	if m := r.mustSay(t, "game.setup.g_furnaces"); m.Args["Cubes"] != 3 || m.Args["Total"] != 12 {
		t.Errorf("furnaces %v", m.Args)
	}
	if m := r.mustSay(t, "solo.setup.worker_card"); m.Args["Disks"] != 10 || m.Args["Spare"] != 11 {
		t.Errorf("worker card %v", m.Args)
	}
	if m := r.mustSay(t, "solo.setup.bag"); m.Args["Orange"] != 7 || m.Args["Pink"] != 7 || m.Args["Black"] != 7 {
		t.Errorf("bag %v", m.Args)
	}
	if m := r.mustSay(t, "solo.setup.difficulty"); m.Args["Space"] != 30 {
		t.Errorf("difficulty %v", m.Args)
	}
	if m := r.mustSay(t, "solo.setup.you_first"); m.Args["Max"] != 4 {
		t.Errorf("worker limit %v", m.Args)
	}
	if m := r.mustSay(t, "game.setup.p_unused"); m.Args["Count"] != 2 {
		t.Errorf("unused cards %v (4 less the player's and the Automa's)", m.Args)
	}
	r.mustSay(t, "solo.setup.deck_physical_step")
	r.mustSay(t, "solo.setup.automa_start")
	// The digital deck needs a transcription.
	given["setup.deck"] = game.DeckDigital
	r, _ = runSetup(t, 9, nil, given)
	r.refused(t, "solo.problem.no_transcription")
	speakable(t, r)
}

// Solo setup with the player's transcribed deck: offered first and by
// default, and copied into the game so it replays the same (§8.2).
func TestSetupSoloDigitalDeck_8_2(t *testing.T) {
	tr := testDeck(t)
	r, su := runSetup(t, 9, tr, setupAnswers("Eva"))
	r.done(t)
	kq := r.question(t, "setup.deck")
	sameStrings(t, "decks", values(kq, false), []string{game.DeckDigital, game.DeckPhysical})
	if kq.Default != game.DeckDigital {
		t.Errorf("deck default %q", kq.Default)
	}
	so := su.Settings.Solo
	if so.Deck != game.DeckDigital || so.Automa != tr || so.Difficulty != "normal" || so.FinalResetAt != 25 {
		t.Fatalf("solo settings %+v", so)
	}
	r.mustSay(t, "solo.setup.deck_digital_step")
	// The physical deck stays possible with a transcription.
	given := setupAnswers("Eva")
	given["setup.deck"] = "physical"
	r, su = runSetup(t, 9, tr, given)
	if r.done(t); su.Settings.Solo.Automa != nil {
		t.Error("the physical deck kept the transcription")
	}
}

// The opponent variant (rules-facts §8.9): effects in the rulebook's order,
// O4 asks which ability it blocks, the target VP by difficulty (130 on
// normal), and O6 moves the final reset to space 25 whatever the
// difficulty.
func TestSetupSoloOpponent_8_9(t *testing.T) {
	given := setupAnswers("Eva")
	given["setup.opponent"] = "O6, o4"
	given["setup.difficulty"] = "easy"
	r, su := runSetup(t, 9, nil, given)
	if su.Table != nil {
		t.Error("the setup went on without the blocked ability")
	}
	oq := r.question(t, "setup.opponent")
	sameStrings(t, "effects", values(oq, false), []string{"O1", "O2", "O3", "O4", "O5", "O6"})
	if oq.Kind != walk.List || !oq.Optional {
		t.Errorf("opponent question %+v", oq)
	}
	// Blocked is asked because of O4, and it has no default.
	bq := r.Open
	if bq == nil || bq.ID != "setup.blocked" || len(bq.Options) != 14 || bq.Default != "" {
		t.Fatalf("open %+v", bq)
	}
	given["setup.blocked"] = "3A"
	r, su = runSetup(t, 9, nil, given)
	r.done(t)
	so := su.Settings.Solo
	if !reflect.DeepEqual(so.Opponent, []string{"O4", "O6"}) || so.Blocked != "3a" || so.FinalResetAt != 25 {
		t.Fatalf("solo settings %+v", so)
	}
	if m := r.mustSay(t, "solo.setup.target"); m.Args["Target"] != 100 {
		t.Errorf("easy target %v, want 100", m.Args)
	}
	r.mustSay(t, "solo.note.o6_difficulty")
	if m := r.mustSay(t, "solo.setup.opponent_blocked"); m.Args["Ability"] == nil {
		t.Errorf("blocked line %v", m.Args)
	}
	// The blocked ability is never offered as a disk.
	if slices.Contains(values(r.question(t, "start-disk.Eva"), true), "3a") {
		t.Error("3a offered though O4 blocks it")
	}
	if _, said := r.said("game.setup.p_gates_o5"); said {
		t.Error("gates stacked without O5")
	}
	// O5 stacks the four gate disks on 10 (§8.9): the player setup says so
	// instead of one disk on each gate.
	given["setup.opponent"] = "O5"
	r, _ = runSetup(t, 9, nil, given)
	if m := r.done(t).mustSay(t, "game.setup.p_gates_o5"); m.Args["Space"] != 10 {
		t.Errorf("O5 line %v", m.Args)
	}
	if _, said := r.said("game.setup.p_gates"); said {
		t.Error("one disk on each gate under O5")
	}
	given["setup.opponent"] = "O7"
	r, _ = runSetup(t, 9, nil, given)
	if r.Err == nil {
		t.Error("O7 accepted")
	}
	// "none" is no effect at all.
	given["setup.opponent"] = "none"
	delete(given, "setup.blocked")
	r, su = runSetup(t, 9, nil, given)
	if r.done(t); len(su.Settings.Solo.Opponent) != 0 {
		t.Errorf("none gave %v", su.Settings.Solo.Opponent)
	}
	speakable(t, r)
}

// The seed and whether the game teaches are the setup's first answers:
// Setup.Seed and Setup.Teach (the command line) are their defaults, and
// the answers, not the fields, make the game, so a setup resumed from its
// kept answers makes the same draws and teaches as it began (issue 22
// with issue 18's drafts). The seed is said, as it repeats the draws.
func TestSetupGivenAnswers(t *testing.T) {
	welcome := func(r run) bool {
		_, ok := r.said("teach.welcome")
		return ok
	}
	for _, c := range []struct {
		field  bool
		answer string
		want   bool
	}{{false, "", false}, {true, "", true}, {false, walk.Yes, true}, {true, walk.No, false}} {
		given := setupAnswers("Ana", "Bo")
		if c.answer != "" {
			given[TeachQuestionID] = c.answer
		}
		su := &Setup{Seed: 7, Teach: c.field}
		r := drive(t, su.Script, given)
		r.done(t)
		if su.Settings.Teach != c.want || welcome(r) != c.want {
			t.Errorf("Setup.Teach %v, answer %q: teaches %v, welcome said %v; want %v", c.field, c.answer, su.Settings.Teach, welcome(r), c.want)
		}
	}
	given := setupAnswers("Ana", "Bo")
	given["setup.seed"] = " 11 "
	su := &Setup{Seed: 7}
	r := drive(t, su.Script, given).done(t)
	if su.Settings.Seed != 11 {
		t.Errorf("the seed answered 11 made the draws of seed %d", su.Settings.Seed)
	}
	if m := r.mustSay(t, "game.new.seed"); m.Args["Seed"] != "11" {
		t.Errorf("said the seed %v", m.Args)
	}
	given["setup.seed"] = "-1"
	if r := drive(t, (&Setup{Seed: 7}).Script, given); problemID(r.Err) != "game.problem.bad_seed" {
		t.Errorf("seed -1: %v", r.Err)
	}
}

// The player setup is the German book's steps a to i, one line each, in
// its order (rules-facts §2.2; German play test 8): the influence marker,
// the gates, the abilities, the accessory, the coins, the scoring, forest
// and dune tracks, the starting profession. The disks and marker of the
// player's colour come before, unlettered, as in the book.
func TestPlayerSetupIsLetteredAtoI(t *testing.T) {
	r, _ := runSetup(t, 7, nil, setupAnswers("Ana", "Bo", "Cy"))
	var lettered []string
	for _, l := range r.Lines {
		if l.Style == walk.Lettered {
			lettered = append(lettered, l.Msg.ID)
		}
	}
	want := []string{"game.setup.p_influence", "game.setup.p_gates", "game.setup.p_abilities", "game.setup.p_accessory",
		"game.setup.p_coins", "game.setup.p_track", "game.setup.p_forest", "game.setup.p_dune", "game.setup.p_starting"}
	sameStrings(t, "lettered steps", lettered, want)
	if m, _ := r.said("game.setup.p_colour"); m.ID == "" {
		t.Error("the colour's disks are not said")
	}
}

// '?' at a seat's name shows who starts and that turns go clockwise, with
// the German book's page, not the whole individual setup a-i (play test
// de3 #18; rules-facts §3, DE S. 5 step i).
func TestSeatQuestionShowsTheTurnOrder_de3_18(t *testing.T) {
	r, _ := runSetup(t, 7, nil, setupAnswers("Ana", "Bo"))
	for _, id := range []string{"setup.name.1", "setup.name.2", "setup.name.3"} {
		if q := r.question(t, id); q.Topic != "turn-order" {
			t.Errorf("%s: '?' shows %q, want turn-order", id, q.Topic)
		}
	}
	b, err := rules.Default()
	if err != nil {
		t.Fatal(err)
	}
	for lang, clockwise := range map[string]string{"en": "clockwise", "de": "Uhrzeigersinn", "pt": "ponteiros do relógio"} {
		tp := b.Topic(lang, "turn-order")
		if tp == nil || !strings.Contains(tp.Body, clockwise) || strings.Contains(tp.Body, "21") || !slices.Equal(tp.Pages.For("de"), []int{5}) {
			t.Errorf("%s: turn-order topic %+v", lang, tp)
		}
	}
}
