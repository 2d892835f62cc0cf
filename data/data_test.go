package data

import (
	"bytes"
	"testing"

	"gopkg.in/yaml.v3"
)

// The numbers below are the rulebook's (rules-facts.md §2, §4, §7, §8).
func TestFactsMatchRulebook(t *testing.T) {
	f := Load()
	checks := []struct {
		name      string
		got, want int
	}{
		{"army start (§2.1 step 9)", f.Army.Start, 55},
		{"army step (§5.2 step 1)", f.Army.Step, 5},
		{"furnace cubes (§2.1 step 6)", f.FurnaceCubes.Multiplayer, 4},
		{"solo furnace cubes (§2.3)", f.FurnaceCubes.Solo, 3},
		{"start coins (§2.2 e)", f.PlayerStart.Coins, 4},
		{"start influence (§2.2 a)", f.Influence.Start, 2},
		{"influence max (§4.1)", f.Influence.Max, 25},
		{"worker disks (§2.2)", f.PlayerStart.Workers, 18},
		{"abilities (§4.2)", len(f.Abilities), 14},
		{"bonuses (§6)", len(f.Bonuses), 8},
		{"master upper (§7 4c)", f.Scoring.Masters["upper"], 5},
		{"master lower (§7 4b)", f.Scoring.Masters["lower"], 3},
		{"master stephens (§7 4a)", f.Scoring.Masters["stephens"], 1},
		{"cubes per VP with 2b (§7 7a)", f.Scoring.PerVP["2b"], 2},
		{"coins per VP with 2c (§7 7b)", f.Scoring.PerVP["2c"], 2},
		{"influence per VP with 2d (§7 7c)", f.Scoring.PerVP["2d"], 1},
		{"VP per accessory set with 2e (§7 7d)", f.Scoring.AccessorySet, 5},
		{"solo easy (§8.3)", f.Solo.FinalResetAt["easy"], 20},
		{"solo normal (§8.3)", f.Solo.FinalResetAt["normal"], 25},
		{"solo hard (§8.3)", f.Solo.FinalResetAt["hard"], 30},
		{"rank normal apprentice (§8.8)", f.Solo.Ranks["normal"]["apprentice"], 120},
		{"rank hard artisan (§8.8)", f.Solo.Ranks["hard"]["artisan"], 139},
		{"opponent normal (§8.9)", f.Solo.Opponent.Targets["normal"], 130},
		{"bag orange (§8.2)", f.Solo.Bag["orange"], 7},
		{"automa disks (§8.2)", f.Solo.AutomaDisks, 10},
		{"profession display per side (§2.1 steps 2-3)", f.Display.ProfessionsPerSide, 3},
		{"cheapest display cost (§3.2, E1)", f.Display.CostMin, 1},
		{"dearest display cost (§3.3, O2)", f.Display.CostMax, 5},
		{"solo players (§8)", f.Players.Solo, 1},
		{"fewest players (§5.2 step 2: refills for 4/3/2)", f.Players.Min, 2},
		{"most players (§1: 4 player boards)", f.Players.Max, 4},
		{"left starting professions (§1, §2.2 i)", f.StartingProfessions.Left, 2},
		{"right starting professions (§1, §2.2 i)", f.StartingProfessions.Right, 2},
		{"starting professions per player (§2.2 i)", f.StartingProfessions.PerPlayer, 1},
		{"empty furnaces for a reset (§5.1)", f.ResetTrigger.EmptyFurnaces, 2},
		{"extra turns after the end triggers (§5.3)", f.LastTurns.ExtraTurns, 1},
	}
	for _, c := range checks {
		if c.got != c.want {
			t.Errorf("%s = %d, want %d", c.name, c.got, c.want)
		}
	}
	if got := f.Influence.Gates; len(got) != 4 || got[0] != 5 || got[3] != 20 {
		t.Errorf("gates = %v, want [5 10 15 20]", got)
	}
	if got := f.Scoring.SectorValues; len(got) != 3 || got[1] != 7 || got[2] != 15 {
		t.Errorf("sector values = %v, want [0 7 15]", got)
	}
}

// Every key of facts.yaml is one Facts knows: a misspelt key would load as
// a zero and silently change a rule.
func TestFactsHaveNoUnknownKeys(t *testing.T) {
	dec := yaml.NewDecoder(bytes.NewReader(FactsYAML))
	dec.KnownFields(true)
	var f Facts
	if err := dec.Decode(&f); err != nil {
		t.Fatal(err)
	}
}

// The counts agree with each other: the starting cards serve the largest
// table (rules-facts §1, §2.2 i), and the 21 disks of a colour are the 18
// workers plus one each on the scoring, forest and dune tracks (§2.2).
func TestFactsAgree(t *testing.T) {
	f := Load()
	sp := f.StartingProfessions
	if sp.Left+sp.Right != f.Players.Max*sp.PerPlayer {
		t.Errorf("%d+%d starting cards for %d players", sp.Left, sp.Right, f.Players.Max)
	}
	if got := len(f.Abilities) + len(f.Influence.Gates); got != f.PlayerStart.Workers {
		t.Errorf("%d abilities and gates, %d workers", got, f.PlayerStart.Workers)
	}
	if f.PlayerStart.Disks != f.PlayerStart.Workers+3 {
		t.Errorf("%d disks, %d workers", f.PlayerStart.Disks, f.PlayerStart.Workers)
	}
	if f.ResetTrigger.EmptyFurnaces > len(f.Furnaces) {
		t.Errorf("%d empty furnaces of %d", f.ResetTrigger.EmptyFurnaces, len(f.Furnaces))
	}
}

// Group 4 is two sectors of two abilities (rules-facts §4.2): the sectors
// hold 4a-4d once each, and those abilities have no fixed prerequisite
// (the order inside a sector is printed on the board).
func TestAbilitySectors(t *testing.T) {
	f := Load()
	seen := map[string]int{}
	for _, sec := range f.AbilitySectors {
		if len(sec.Abilities) != 2 {
			t.Errorf("sector %s holds %v", sec.ID, sec.Abilities)
		}
		for _, a := range sec.Abilities {
			seen[a]++
		}
	}
	for _, a := range f.Abilities {
		if (a.Group == 4) != (seen[a.ID] == 1) {
			t.Errorf("ability %s (group %d) is in %d sectors", a.ID, a.Group, seen[a.ID])
		}
		if a.Group == 4 && len(a.Requires) > 0 {
			t.Errorf("ability %s has a fixed prerequisite %v", a.ID, a.Requires)
		}
	}
	if len(f.AbilitySectors) != 2 || f.AbilitySectors[0].ID != "upper" {
		t.Errorf("sectors %+v", f.AbilitySectors)
	}
}
