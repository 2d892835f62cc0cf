package play

import (
	"slices"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
)

// Group 4's order is printed on the player board (rules-facts §4.2,
// rulebook p. 13): the first disk taken from a sector whose order the game
// does not know brings the question, once a game; the answer is recorded,
// and a pick the order rules out is refused (or picked anew at a prompt).
func TestTurnAsksTheNearestSpace_4_2_p13(t *testing.T) {
	s := table4(t) // Ângela's turn
	base := map[string]string{"turn.action": ActCreate, "turn.create": "left:furnace", "turn.disk": "4b"}
	given := func(kv ...string) map[string]string {
		m := map[string]string{}
		for k, v := range base {
			m[k] = v
		}
		for i := 0; i+1 < len(kv); i += 2 {
			m[kv[i]] = kv[i+1]
		}
		return m
	}
	r := turn(t, s, base)
	if r.Open == nil || r.Open.ID != "turn.disk.nearest" || r.Open.Flag != "nearest-icon" {
		t.Fatalf("open %+v", r.Open)
	}
	sameStrings(t, "upper sector", values(r.Open, false), []string{"4a", "4b"})
	if r.Open.Prompt.Args["Sector"] != companion.Term("game.sector.upper") {
		t.Errorf("prompt %v", r.Open.Prompt)
	}

	// 4b is nearest: recorded, then the disk.
	r = turn(t, s, given("turn.disk.nearest", "4b")).done(t)
	if k := r.kinds(); !slices.Equal(k, []game.Kind{game.KindNearestIcon, game.KindCreate}) || r.Table.Events[0].Disk != "4b" {
		t.Fatalf("events %+v", r.Table.Events)
	}
	r.mustSay(t, "game.log.nearest")
	speakable(t, r)
	// Asked once a game: the next player's 4a is refused outright, 4c asks
	// about the lower sector only.
	next := r.Table.State
	dq := turn(t, next, map[string]string{"turn.action": ActCreate, "turn.create": "right:furnace"}).Open
	if dq == nil || dq.ID != "turn.disk" || slices.Contains(values(dq, false), "4a") || !slices.Contains(values(dq, false), "4b") {
		t.Fatalf("Maria's disks after 4b nearest: %+v", dq)
	}
	turn(t, next, map[string]string{"turn.action": ActCreate, "turn.create": "right:furnace", "turn.disk": "4a"}).refused(t, "game.problem.nearest_first")
	if o := turn(t, next, map[string]string{"turn.action": ActCreate, "turn.create": "right:furnace", "turn.disk": "4c"}).Open; o == nil || o.ID != "turn.disk.nearest" {
		t.Fatalf("4c: open %+v", o)
	}

	// --nearest-icon 4a,4c names both sectors: the upper question takes 4a,
	// which rules 4b out. With nobody to pick anew the refusal stands; at a
	// prompt the disk is picked again among what the order allows.
	r = turn(t, s, given("turn.disk.nearest", "4a,4c"))
	p := r.refused(t, "game.problem.nearest_first")
	if p.Args["Disk"] != "4b" || p.Args["Needs"] != "4a" {
		t.Errorf("problem %v", p)
	}
	r = turn(t, s, given("turn.disk.nearest", "4a", "turn.disk.again", "4a")).done(t)
	again := r.question(t, "turn.disk.again")
	if slices.Contains(values(again, false), "4b") || !slices.Contains(values(again, false), "4a") || again.Flag != "" {
		t.Errorf("asked again: %+v", again)
	}
	r.mustSay(t, "game.problem.nearest_first")
	if e := r.Table.Events; len(e) != 2 || e[0].Disk != "4a" || e[1].Disk != "4a" {
		t.Errorf("events %+v", e)
	}
	turn(t, s, given("turn.disk.nearest", "4a", "turn.disk.again", "4b")).refused(t, "game.problem.nearest_first")
	// An answer naming no space of the sector.
	turn(t, s, given("turn.disk.nearest", "4c")).refused(t, "game.problem.nearest_which")
	for _, bad := range []string{"2a", "4a,4b", "4a,x"} {
		if err := checkNearestFlag(bad); err == nil {
			t.Errorf("--nearest-icon %s accepted", bad)
		}
	}
	if err := checkNearestFlag("4B, 4d"); err != nil {
		t.Errorf("--nearest-icon 4B, 4d: %v", err)
	}
}

// The starting master's disk and bonus B4's worker ask the same question.
func TestStartDiskAndBonusWorkerAskTheNearestSpace_4_2(t *testing.T) {
	// With seed 7 Bo starts: his starting master's disk is asked first
	// (the draws' order).
	given := setupAnswers("Ana", "Bo")
	given["start-disk.Bo"] = "4d"
	r, _ := runSetup(t, 7, nil, given)
	if r.Open == nil || r.Open.ID != "start-disk.Bo.nearest" {
		t.Fatalf("open %+v", r.Open)
	}
	given["start-disk.Bo.nearest"] = "4d"
	given["start-disk.Ana"] = "4c"
	r, _ = runSetup(t, 7, nil, given)
	r.refused(t, "game.problem.nearest_first")
	given["start-disk.Ana"] = "4a"
	given["start-disk.Ana.nearest"] = "4a"
	r, su := runSetup(t, 7, nil, given)
	r.done(t)
	if got := su.Table.State.Summarize().NearestIcon; !slices.Equal(got, []string{"4a", "4d"}) {
		t.Errorf("nearest %v", got)
	}

	s := at45(t)
	resetTo(t, s, game.StepSupply)
	set := "Maria:upper-left:orange,pink,black:B4"
	g := map[string]string{"reset.supply.1": set, "reset.supply.1.worker": "reinforce:left:furnace:Ângela:4b", "reset.supply.2": "done"}
	run := func() run {
		return walkGame(t, s, Known{}, supplyStep, g)
	}
	if o := run().Open; o == nil || o.ID != "reset.supply.1.worker.nearest" {
		t.Fatalf("open %+v", o)
	}
	g["reset.supply.1.worker.nearest"] = "4a"
	run().refused(t, "game.problem.nearest_first")
	g["reset.supply.1.worker.again"] = "reinforce:left:furnace:1:4a"
	b := run().done(t)
	if k := b.kinds(); !slices.Equal(k, []game.Kind{game.KindSupply, game.KindNearestIcon, game.KindReinforce, game.KindResetStep}) {
		t.Errorf("events %v", k)
	}
}
