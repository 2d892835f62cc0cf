// Package data holds the printed game facts the rulebooks state. The
// source is facts.yaml; `go generate ./data` turns it into Go
// (facts_gen.go), so no command parses YAML to know them, and a test fails
// when the generated file is stale. Rules about these numbers live in
// package companion.
package data

//go:generate go run -tags regen ./internal/gen

import (
	"bytes"
	_ "embed"
	"fmt"
	"reflect"
	"strings"
	"sync"

	"gopkg.in/yaml.v3"
)

// FactsYAML is facts.yaml, the source of the generated facts.
//
//go:embed facts.yaml
var FactsYAML []byte

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
	ScoringTrack struct {
		Last int `yaml:"last"`
	} `yaml:"scoring_track"`
	LastTurns struct {
		ExtraTurns int `yaml:"extra_turns"`
	} `yaml:"last_turns"`
	FurnaceCubes struct {
		Multiplayer int `yaml:"multiplayer"`
		Solo        int `yaml:"solo"`
	} `yaml:"furnace_cubes"`
	CubesPerColour int `yaml:"cubes_per_colour"`
	Display        struct {
		ProfessionsPerSide int `yaml:"professions_per_side"`
		CostMin            int `yaml:"cost_min"`
		CostMax            int `yaml:"cost_max"`
	} `yaml:"display"`
	Furnaces map[string]struct {
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

// Load returns the facts (built once from the generated values).
func Load() *Facts {
	once.Do(func() { facts = generatedFacts() })
	return facts
}

// Parse reads facts in the format of facts.yaml, refusing unknown fields.
func Parse(src []byte) (*Facts, error) {
	var f Facts
	return &f, parseInto("data/facts.yaml", src, &f)
}

// ParseSintra reads sintra.yaml's format, refusing unknown fields.
func ParseSintra(src []byte) (*Sintra, error) {
	var f Sintra
	return &f, parseInto("data/sintra.yaml", src, &f)
}

// ParseOMG reads omg.yaml's format, refusing unknown fields.
func ParseOMG(src []byte) (*OMG, error) {
	var f OMG
	return &f, parseInto("data/omg.yaml", src, &f)
}

func parseInto(name string, src []byte, out any) error {
	dec := yaml.NewDecoder(bytes.NewReader(src))
	dec.KnownFields(true)
	if err := dec.Decode(out); err != nil {
		return fmt.Errorf("%s: %w", name, err)
	}
	return nil
}

// Generated is one generated file: its name and its Go source, not yet
// gofmt-formatted (go/format stays out of the program).
type Generated struct {
	File   string
	Source []byte
}

// GenerateAll returns the Go source of every generated file of the
// package: facts_gen.go, sintra_gen.go and omg_gen.go.
func GenerateAll() ([]Generated, error) {
	f, err := Parse(FactsYAML)
	if err != nil {
		return nil, err
	}
	s, err := ParseSintra(SintraYAML)
	if err != nil {
		return nil, err
	}
	o, err := ParseOMG(OMGYAML)
	if err != nil {
		return nil, err
	}
	return []Generated{
		{"facts_gen.go", source(*f, "Facts", "generatedFacts", "facts.yaml")},
		{"sintra_gen.go", source(*s, "Sintra", "generatedSintra", "sintra.yaml")},
		{"omg_gen.go", source(*o, "OMG", "generatedOMG", "omg.yaml")},
	}, nil
}

// GenerateSource returns the Go source of facts_gen.go for facts.yaml.
func GenerateSource(src []byte) ([]byte, error) {
	f, err := Parse(src)
	if err != nil {
		return nil, err
	}
	return source(*f, "Facts", "generatedFacts", "facts.yaml"), nil
}

// source writes the function fn returning value v of type name.
func source(v any, name, fn, yamlFile string) []byte {
	lit := strings.ReplaceAll(fmt.Sprintf("%#v", v), reflect.TypeOf(v).String(), name)
	lit = strings.ReplaceAll(lit, "data.", "") // named types of this package
	var b bytes.Buffer
	b.WriteString("// Code generated by go generate ./data; DO NOT EDIT.\n\n")
	b.WriteString("//go:build !regen\n\npackage data\n\n")
	b.WriteString("// " + fn + " returns the values of " + yamlFile + "; it builds the maps\n")
	b.WriteString("// when called, not when the program starts.\n")
	b.WriteString("func " + fn + "() *" + name + " {\n\treturn &" + lit + "\n}\n")
	return b.Bytes()
}
