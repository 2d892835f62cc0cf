// Package data holds the printed game facts the rulebooks state, as YAML,
// loaded once. Rules about these numbers live in package companion.
package data

import (
	_ "embed"
	"fmt"
	"sync"

	"gopkg.in/yaml.v3"
)

//go:embed facts.yaml
var factsYAML []byte

// Facts mirrors facts.yaml.
type Facts struct {
	Army struct {
		Start int `yaml:"start"`
		Step  int `yaml:"step"`
	} `yaml:"army"`
	Players struct {
		Solo int `yaml:"solo"`
		Min  int `yaml:"min"`
		Max  int `yaml:"max"`
	} `yaml:"players"`
	StartingProfessions struct {
		Left      int `yaml:"left"`
		Right     int `yaml:"right"`
		PerPlayer int `yaml:"per_player"`
	} `yaml:"starting_professions"`
	ResetTrigger struct {
		EmptyFurnaces int `yaml:"empty_furnaces"`
	} `yaml:"reset_trigger"`
	LastTurns struct {
		ExtraTurns int `yaml:"extra_turns"`
	} `yaml:"last_turns"`
	FurnaceCubes struct {
		Multiplayer int `yaml:"multiplayer"`
		Solo        int `yaml:"solo"`
	} `yaml:"furnace_cubes"`
	CubesPerColour int `yaml:"cubes_per_colour"`
	Furnaces       map[string]struct {
		Colour string `yaml:"colour"`
		Action string `yaml:"action"`
	} `yaml:"furnaces"`
	PlayerStart struct {
		Coins       int `yaml:"coins"`
		Influence   int `yaml:"influence"`
		Accessories int `yaml:"accessories"`
		Disks       int `yaml:"disks"`
		Workers     int `yaml:"workers"`
	} `yaml:"player_start"`
	Influence struct {
		Start int   `yaml:"start"`
		Max   int   `yaml:"max"`
		Gates []int `yaml:"gates"`
	} `yaml:"influence"`
	Scoring struct {
		Masters      map[string]int `yaml:"masters"`
		Apprentice   int            `yaml:"apprentice"`
		SectorValues []int          `yaml:"sector_values"`
		AccessorySet int            `yaml:"accessory_set"`
		// PerVP is how many cubes (2b), coins (2c) or influence (2d) one VP takes.
		PerVP map[string]int `yaml:"per_vp"`
	} `yaml:"scoring"`
	// Pages are the rulebook pages each edition cites, by rule topic.
	Pages map[string]struct {
		EN []int `yaml:"en"`
		DE []int `yaml:"de"`
		PT []int `yaml:"pt"`
	} `yaml:"pages"`
	Abilities []struct {
		ID       string   `yaml:"id"`
		Group    int      `yaml:"group"`
		Requires []string `yaml:"requires"`
	} `yaml:"abilities"`
	AbilitySectors []struct {
		ID        string   `yaml:"id"`
		Abilities []string `yaml:"abilities"`
	} `yaml:"ability_sectors"`
	SmallFactoryTake struct {
		Base              int            `yaml:"base"`
		Abilities         map[string]int `yaml:"abilities"`
		FurnaceEffectFrom int            `yaml:"furnace_effect_from"`
	} `yaml:"small_factory_take"`
	Bonuses []struct {
		ID      string         `yaml:"id"`
		Deliver map[string]int `yaml:"deliver"`
		Reward  string         `yaml:"reward"`
		Amount  int            `yaml:"amount"`
	} `yaml:"bonuses"`
	ProvenBonuses map[string][]string `yaml:"proven_bonuses"`
	Solo          struct {
		FinalResetAt map[string]int            `yaml:"final_reset_at"`
		WorkerLead   int                       `yaml:"worker_lead"`
		AutomaDisks  int                       `yaml:"automa_disks"`
		Bag          map[string]int            `yaml:"bag"`
		DeckSize     int                       `yaml:"deck_size"`
		Ranks        map[string]map[string]int `yaml:"ranks"`
		Opponent     struct {
			Targets        map[string]int `yaml:"targets"`
			FinalResetAt   int            `yaml:"final_reset_at"`
			TrackDrop      int            `yaml:"track_drop"`
			GatesStackedOn int            `yaml:"gates_stacked_on"`
		} `yaml:"opponent"`
	} `yaml:"solo"`
}

var (
	once  sync.Once
	facts *Facts
)

// Load returns the facts, parsed once. The file is embedded and checked by
// the tests, so a parse failure is a build defect and panics.
func Load() *Facts {
	once.Do(func() {
		var f Facts
		if err := yaml.Unmarshal(factsYAML, &f); err != nil {
			panic(fmt.Sprintf("data/facts.yaml: %v", err))
		}
		facts = &f
	})
	return facts
}
