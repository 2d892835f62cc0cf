package data

import (
	_ "embed"
	"sync"
)

// The other games the companion scores on the same engine: each has its
// own YAML and its own generated values, built the first time that game's
// command asks for them (a Stephens command never builds them).

// SintraYAML is sintra.yaml, the source of the generated Sintra facts.
//
//go:embed sintra.yaml
var SintraYAML []byte

// OMGYAML is omg.yaml, the source of the generated Oh My Goods! facts.
//
//go:embed omg.yaml
var OMGYAML []byte

// PlayerRange is the table sizes a game seats.
type PlayerRange struct {
	Min int `yaml:"min"`
	Max int `yaml:"max"`
}

// Sintra mirrors sintra.yaml: Azul: Stained Glass of Sintra.
type Sintra struct {
	Players    PlayerRange `yaml:"players"`
	Components struct {
		FactoryDisplays        int `yaml:"factory_displays"`
		PalaceBoards           int `yaml:"palace_boards"`
		PatternStripsPerPlayer int `yaml:"pattern_strips_per_player"`
		Glaziers               int `yaml:"glaziers"`
		MarkersPerPlayer       int `yaml:"markers_per_player"`
		PanePieces             int `yaml:"pane_pieces"`
		Colours                int `yaml:"colours"`
	} `yaml:"components"`
	// FactoryDisplays by the number of players.
	FactoryDisplays map[int]int `yaml:"factory_displays"`
	JokerSpaces     int         `yaml:"joker_spaces"`
	RoundIndicator  struct {
		Spaces          int `yaml:"spaces"`
		OneOfEachColour int `yaml:"one_of_each_colour"`
	} `yaml:"round_indicator"`
	PiecesPerDisplay  int `yaml:"pieces_per_display"`
	Rounds            int `yaml:"rounds"`
	StripSpaces       int `yaml:"strip_spaces"`
	WindowFrameSpaces int `yaml:"window_frame_spaces"`
	Windows           int `yaml:"windows"`
	PanesPerPoint     int `yaml:"panes_per_point"`
	BrokenReset       int `yaml:"broken_reset"`
	Ornaments         int `yaml:"ornaments"`
	OrnamentSpaces    int `yaml:"ornament_spaces"`
	// OrnamentPoints by the frame spaces filled around an ornament; any
	// count not listed scores 0.
	OrnamentPoints map[int]int `yaml:"ornament_points"`
}

// OMG mirrors omg.yaml: Oh My Goods!
type OMG struct {
	Players PlayerRange `yaml:"players"`
	Cards   int         `yaml:"cards"`
	// Assistants laid out by the number of players.
	Assistants           map[int]int `yaml:"assistants"`
	CharburnersPerPlayer int         `yaml:"charburners_per_player"`
	WorkersPerPlayer     int         `yaml:"workers_per_player"`
	HandCards            int         `yaml:"hand_cards"`
	CharburnerCoal       int         `yaml:"charburner_coal"`
	MaxAssistants        int         `yaml:"max_assistants"`
	EndBuildings         int         `yaml:"end_buildings"`
	CoinsPerVP           int         `yaml:"coins_per_vp"`
}

var (
	sintraOnce = sync.OnceValue(generatedSintra)
	omgOnce    = sync.OnceValue(generatedOMG)
)

// LoadSintra returns the Sintra facts (built on first use).
func LoadSintra() *Sintra { return sintraOnce() }

// LoadOMG returns the Oh My Goods! facts (built on first use).
func LoadOMG() *OMG { return omgOnce() }
