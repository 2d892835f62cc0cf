package main

import (
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/locales"
)

// badFlag is a value a flag refuses for itself, whatever else the command
// is given: the message names the flag, the value and what is accepted.
type badFlag struct {
	cmd   string   // the command's path below stephens ("turn", "components automa")
	flag  string   // without dashes
	value string   // "" with bool: the flag given as --flag=value
	game  string   // "multi", "solo" or "" (no game)
	more  []string // other arguments the command is given
	// accepted are words of what is accepted, the same in every language
	// (values, bounds, forms).
	accepted []string
}

// The bad values of every flag of every command (issue 13 item 6). A value
// wrong for itself is refused as wrong, before any rule: --cubes purple
// on an empty factory is not "the factory is empty", --disk 9z is not a
// placement problem.
var badFlags = []badFlag{
	// global
	{cmd: "", flag: "lang", value: "xx", accepted: []string{"en", "de", "pt"}},
	{cmd: "", flag: "no-input", value: "maybe", accepted: []string{"--no-input=false"}},
	{cmd: "", flag: "help", value: "maybe", accepted: []string{"--help=false"}},
	{cmd: "", flag: "version", value: "maybe", accepted: []string{"--version=false"}},
	// new
	{cmd: "new", flag: "automa-deck", value: "x", more: []string{"--names", "Eva"}, accepted: []string{"digital", "physical"}},
	{cmd: "new", flag: "blocked", value: "9z", more: []string{"--names", "Eva"}, accepted: []string{"2a-2e", "5a-5c"}},
	{cmd: "new", flag: "colours", value: "red,purple", more: []string{"--names", "A,B"}, accepted: []string{"yellow", "teal"}},
	{cmd: "new", flag: "automa-colour", value: "purple", more: []string{"--names", "A"}, accepted: []string{"yellow", "teal"}},
	{cmd: "new", flag: "difficulty", value: "x", more: []string{"--names", "Eva"}, accepted: []string{"easy", "normal", "hard"}},
	{cmd: "new", flag: "opponent-difficulty", value: "x", more: []string{"--names", "Eva", "--opponent", "O1"}, accepted: []string{"easy", "normal", "hard"}},
	{cmd: "new", flag: "names", value: "A,,C", accepted: []string{}},
	{cmd: "new", flag: "nearest-icon", value: "4a,5a", more: []string{"--names", "A,B"}, accepted: []string{"4a", "4d"}},
	{cmd: "new", flag: "opponent", value: "O9", more: []string{"--names", "Eva"}, accepted: []string{"O1", "O6"}},
	{cmd: "new", flag: "seed", value: "-1", more: []string{"--names", "A,B"}, accepted: []string{"--seed 7"}},
	{cmd: "new", flag: "start-disks", value: "9z,2a", more: []string{"--names", "A,B"}, accepted: []string{"2a-2e", "gate-5"}},
	{cmd: "new", flag: "teach", value: "maybe", more: []string{"--names", "A,B"}, accepted: []string{"--teach=false"}},
	// turn (a multiplayer game with empty small factories)
	{cmd: "turn", flag: "automa-apprentice", value: "x", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"left:furnace"}},
	{cmd: "turn", flag: "bonus-worker", value: "x", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{":create:", ":reinforce:"}},
	{cmd: "turn", flag: "create", value: "x", game: "multi", accepted: []string{"left:upper"}},
	{cmd: "turn", flag: "gained", value: "Ana:lots", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"orange", "pink", "black"}},
	{cmd: "table", flag: "listen", value: "nowhere", game: "multi", accepted: []string{"127.0.0.1:0", "0.0.0.0:8080"}},
	{cmd: "table", flag: "listen", value: "127.0.0.1:99999", game: "multi", accepted: []string{"127.0.0.1:0"}},
	{cmd: "turn", flag: "cubes", value: "purple", game: "multi", more: []string{"--factory", "upper-left"}, accepted: []string{"orange", "pink", "black"}},
	{cmd: "turn", flag: "cubes", value: "-3", game: "multi", more: []string{"--factory", "upper-left"}, accepted: []string{"1", "4"}},
	{cmd: "turn", flag: "cubes", value: "99999999999999999999", game: "multi", more: []string{"--factory", "upper-left"}, accepted: []string{"orange", "pink", "black"}},
	{cmd: "turn", flag: "disk", value: "9z", game: "multi", more: []string{"--create", "left:upper"}, accepted: []string{"2a-2e", "gate-20"}},
	{cmd: "turn", flag: "end-triggered", value: "maybe", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"--end-triggered=false"}},
	{cmd: "turn", flag: "factory", value: "middle", game: "multi", accepted: []string{"upper-left", "lower-right"}},
	{cmd: "turn", flag: "furnace", value: "middle", game: "multi", accepted: []string{"upper-left", "lower-right"}},
	{cmd: "turn", flag: "furnace-effect", value: "middle", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"upper-left"}},
	{cmd: "turn", flag: "nearest-icon", value: "x", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"4a", "4b", "4c", "4d"}},
	{cmd: "turn", flag: "no-supply", value: "maybe", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"--no-supply=false"}},
	{cmd: "turn", flag: "player", value: "Zed", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"Bo"}},
	{cmd: "turn", flag: "reached", value: "maybe", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"--reached=false"}},
	{cmd: "turn", flag: "reached-2a", value: "maybe", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"--reached-2a=false"}},
	{cmd: "turn", flag: "reached-investments", value: "maybe", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"--reached-investments=false"}},
	{cmd: "turn", flag: "refill", value: "-1", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"0", "20"}},
	{cmd: "turn", flag: "reinforce", value: "x", game: "multi", accepted: []string{"left:upper"}},
	{cmd: "turn", flag: "remember", value: "maybe", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"--remember=false"}},
	{cmd: "turn", flag: "start-disk", value: "Ana:9z", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"2a-2e", "gate-5"}},
	{cmd: "turn", flag: "supply", value: "x", game: "multi", more: []string{"--furnace", "upper-left"}, accepted: []string{"Ana:lower-left:orange"}},
	// reset
	{cmd: "reset", flag: "automa-apprentice", value: "x", game: "multi", accepted: []string{"left:furnace"}},
	{cmd: "reset", flag: "bonus-worker", value: "x", game: "multi", accepted: []string{":create:"}},
	{cmd: "reset", flag: "empty", value: "upper-left,middle", game: "multi", accepted: []string{"upper-left", "lower-right"}},
	{cmd: "reset", flag: "final", value: "maybe", game: "multi", accepted: []string{"--final=false"}},
	{cmd: "reset", flag: "gained", value: "Ana:lots", game: "multi", accepted: []string{"orange", "pink", "black"}},
	{cmd: "reset", flag: "nearest-icon", value: "2a", game: "multi", accepted: []string{"4a", "4d"}},
	{cmd: "reset", flag: "no-supply", value: "maybe", game: "multi", accepted: []string{"--no-supply=false"}},
	{cmd: "reset", flag: "reached", value: "maybe", game: "multi", accepted: []string{"--reached=false"}},
	{cmd: "reset", flag: "reached-2a", value: "maybe", game: "multi", accepted: []string{"--reached-2a=false"}},
	{cmd: "reset", flag: "reached-investments", value: "maybe", game: "multi", accepted: []string{"--reached-investments=false"}},
	{cmd: "reset", flag: "refill", value: "99", game: "multi", accepted: []string{"0", "20"}},
	{cmd: "reset", flag: "remember", value: "maybe", game: "multi", accepted: []string{"--remember=false"}},
	{cmd: "reset", flag: "supply", value: "Ana:middle", game: "multi", accepted: []string{"Ana:lower-left:orange"}},
	{cmd: "reset", flag: "start-disk", value: "Ana:9z", game: "multi", accepted: []string{"2a-2e", "gate-5"}},
	// automa (a solo game at the Automa's turn)
	{cmd: "automa", flag: "action", value: "x", game: "solo", accepted: []string{"furnace", "profession", "small-factory"}},
	{cmd: "automa", flag: "apprentice", value: "maybe", game: "solo", accepted: []string{"--apprentice=false"}},
	{cmd: "automa", flag: "arrow", value: "sideways", game: "solo", accepted: []string{"clockwise", "counterclockwise"}},
	{cmd: "automa", flag: "at", value: "middle", game: "solo", accepted: []string{"upper-left"}},
	{cmd: "automa", flag: "automa-apprentice", value: "left", game: "solo", accepted: []string{"left:upper"}},
	{cmd: "automa", flag: "bonus-worker", value: "x", game: "solo", accepted: []string{":reinforce:"}},
	{cmd: "automa", flag: "card", value: "{id: A, action: fly, supply: {cubes: 0}}", game: "solo", accepted: []string{"furnace", "profession", "small-factory"}},
	{cmd: "automa", flag: "costs", value: "1,9", game: "solo", accepted: []string{"1", "5"}},
	{cmd: "automa", flag: "gained", value: "Eva:lots", game: "solo", accepted: []string{"orange", "pink", "black"}},
	{cmd: "automa", flag: "cubes", value: "purple", game: "solo", accepted: []string{"orange", "pink", "black"}},
	{cmd: "automa", flag: "fallback", value: "x", game: "solo", accepted: []string{"upper-left:clockwise"}},
	{cmd: "automa", flag: "furnace", value: "middle", game: "solo", accepted: []string{"upper-left"}},
	{cmd: "automa", flag: "highest", value: "-7", game: "solo", accepted: []string{"0", "60"}},
	{cmd: "automa", flag: "highest", value: "9999", game: "solo", accepted: []string{"0", "60"}},
	{cmd: "automa", flag: "highest", value: "many", game: "solo", accepted: []string{"0", "60"}},
	{cmd: "automa", flag: "nearest-icon", value: "4c,4c", game: "solo", accepted: []string{"4a", "4d"}},
	{cmd: "automa", flag: "no-supply", value: "maybe", game: "solo", accepted: []string{"--no-supply=false"}},
	{cmd: "automa", flag: "reached", value: "maybe", game: "solo", accepted: []string{"--reached=false"}},
	{cmd: "automa", flag: "reached-2a", value: "maybe", game: "solo", accepted: []string{"--reached-2a=false"}},
	{cmd: "automa", flag: "reached-investments", value: "maybe", game: "solo", accepted: []string{"--reached-investments=false"}},
	{cmd: "automa", flag: "refill", value: "x", game: "solo", accepted: []string{"0", "20"}},
	{cmd: "automa", flag: "remember", value: "maybe", game: "solo", accepted: []string{"--remember=false"}},
	{cmd: "automa", flag: "slot", value: "7", game: "solo", accepted: []string{"1", "6"}},
	{cmd: "automa", flag: "supply", value: "Eva", game: "solo", accepted: []string{"Ana:lower-left:orange"}},
	{cmd: "automa", flag: "supply-section", value: "9:x", game: "solo", accepted: []string{"2:upper-left:clockwise"}},
	// the commands around a game
	{cmd: "state", flag: "json", value: "maybe", game: "multi", accepted: []string{"--json=false"}},
	{cmd: "log", flag: "json", value: "maybe", game: "multi", accepted: []string{"--json=false"}},
	{cmd: "games", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "undo", flag: "yes", value: "maybe", game: "multi", accepted: []string{"--yes=false"}},
	// score
	{cmd: "score", flag: "force", value: "maybe", accepted: []string{"--force=false"}},
	{cmd: "score", flag: "abilities", value: "Ana:2a,9z", accepted: []string{"2a-2e", "5a-5c"}},
	{cmd: "score", flag: "apprentices", value: "Ana:-1", accepted: []string{"0"}},
	{cmd: "score", flag: "basketware", value: "Ana:x", accepted: []string{"0", "9999"}},
	{cmd: "score", flag: "chandeliers", value: "Ana:10000", accepted: []string{"9999"}},
	{cmd: "score", flag: "coins", value: "x", accepted: []string{"Maria:7"}},
	{cmd: "score", flag: "colonies", value: "Ana:purple", accepted: []string{"0"}},
	{cmd: "score", flag: "crates", value: "Ana:1.5", accepted: []string{"0", "9999"}},
	{cmd: "score", flag: "crown", value: "Ana:-2", accepted: []string{"0"}},
	{cmd: "score", flag: "cubes", value: "Ana:99999999999999999999", accepted: []string{"0", "9999"}},
	{cmd: "score", flag: "difficulty", value: "brutal", accepted: []string{"easy", "normal", "hard", "none"}},
	{cmd: "score", flag: "dune", value: "Ana:8", accepted: []string{"0", "7", "15"}},
	{cmd: "score", flag: "forest", value: "Ana:many", accepted: []string{"0", "7", "15"}},
	{cmd: "score", flag: "influence", value: "Ana:26", accepted: []string{"0", "25"}},
	{cmd: "score", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "score", flag: "masters-lower", value: "Ana:x", accepted: []string{"0", "9999"}},
	{cmd: "score", flag: "masters-stephens", value: "Ana:-1", accepted: []string{"0"}},
	{cmd: "score", flag: "masters-upper", value: "Ana", accepted: []string{"Maria:7"}},
	{cmd: "score", flag: "names", value: "Ana,,Bo", accepted: []string{}},
	{cmd: "score", flag: "opponent", value: "x", accepted: []string{"easy", "normal", "hard", "none"}},
	{cmd: "score", flag: "players", value: "9", accepted: []string{"1", "4"}},
	{cmd: "score", flag: "players", value: "two", accepted: []string{"1", "4"}},
	{cmd: "score", flag: "track", value: "Ana:x", accepted: []string{"0", "9999"}},
	{cmd: "score", flag: "uk", value: "Ana:x", accepted: []string{"0"}},
	{cmd: "score", flag: "duration", value: "99h", more: []string{"--finish"}, accepted: []string{"2h15m", "95", "24"}},
	{cmd: "score", flag: "finish", value: "maybe", accepted: []string{"--finish=false"}},
	// the games scored with a sheet (issue 23)
	{cmd: "sintra setup", flag: "players", value: "5", accepted: []string{"2", "4"}},
	{cmd: "sintra setup", flag: "side", value: "c", accepted: []string{"a", "b"}},
	{cmd: "sintra score", flag: "force", value: "maybe", accepted: []string{"--force=false"}},
	{cmd: "sintra score", flag: "players", value: "1", accepted: []string{"2", "4"}},
	{cmd: "sintra score", flag: "names", value: "Amanda,,Bo", accepted: []string{}},
	{cmd: "sintra score", flag: "side", value: "c", accepted: []string{"a", "b"}},
	{cmd: "sintra score", flag: "track", value: "Amanda:x", accepted: []string{"0", "9999"}},
	{cmd: "sintra score", flag: "panes-left", value: "Amanda:33", accepted: []string{"0", "32"}},
	{cmd: "sintra score", flag: "broken", value: "Amanda:18", accepted: []string{"0", "17"}},
	{cmd: "sintra score", flag: "broken-resets", value: "Amanda:-1", accepted: []string{"0", "9999"}},
	{cmd: "sintra score", flag: "ornaments", value: "Amanda:4,4,5,2", accepted: []string{"4", "0", "4 4 1 2"}},
	{cmd: "sintra score", flag: "windows-complete", value: "Amanda:9", accepted: []string{"0", "8"}},
	{cmd: "sintra score", flag: "colours", value: "Amanda:orange=x", accepted: []string{"=5"}},
	{cmd: "sintra score", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "sintra score", flag: "record", value: "maybe", accepted: []string{"--record=false"}},
	{cmd: "sintra score", flag: "again", value: "maybe", accepted: []string{"--again=false"}},
	{cmd: "sintra score", flag: "duration", value: "99h", more: []string{"--record"}, accepted: []string{"2h15m", "95", "24"}},
	{cmd: "sintra history", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "sintra stats", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "sintra stats", flag: "player", value: "Zed", accepted: []string{}},
	{cmd: "omg setup", flag: "players", value: "1", accepted: []string{"2", "4"}},
	{cmd: "omg score", flag: "players", value: "five", accepted: []string{"2", "4"}},
	{cmd: "omg score", flag: "names", value: "Ana,,Bo", accepted: []string{}},
	{cmd: "omg score", flag: "buildings", value: "Ana:-1", accepted: []string{"0", "9999"}},
	{cmd: "omg score", flag: "coins", value: "Ana", accepted: []string{":"}},
	{cmd: "omg score", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "omg score", flag: "force", value: "maybe", accepted: []string{"--force=false"}},
	{cmd: "omg score", flag: "record", value: "maybe", accepted: []string{"--record=false"}},
	{cmd: "omg score", flag: "again", value: "maybe", accepted: []string{"--again=false"}},
	{cmd: "omg score", flag: "duration", value: "0", more: []string{"--record"}, accepted: []string{"2h15m", "95", "24"}},
	{cmd: "omg history", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "omg stats", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "omg stats", flag: "player", value: "Zed", accepted: []string{}},
	{cmd: "omg stats", flag: "since", value: "2025-13-01", accepted: []string{"2025-01-31"}},
	{cmd: "omg history", flag: "player", value: "Zed", accepted: []string{}},
	{cmd: "omg history", flag: "since", value: "yesterday", accepted: []string{"2025-01-31"}},
	{cmd: "sintra stats", flag: "since", value: "2025-13-01", accepted: []string{"2025-01-31"}},
	{cmd: "sintra history", flag: "player", value: "Zed", accepted: []string{}},
	{cmd: "sintra history", flag: "since", value: "yesterday", accepted: []string{"2025-01-31"}},
	// the record of finished games
	{cmd: "history", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "stats", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "stats", flag: "player", value: "Zed", accepted: []string{}},
	{cmd: "stats", flag: "since", value: "2025-13-01", accepted: []string{"2025-01-31"}},
	{cmd: "history", flag: "player", value: "Zed", accepted: []string{}},
	{cmd: "history", flag: "since", value: "yesterday", accepted: []string{"2025-01-31"}},
	{cmd: "export bgstats", flag: "all", value: "maybe", accepted: []string{"--all=false"}},
	{cmd: "export bgstats", flag: "bgg-id", value: "-5", accepted: []string{"boardgamegeek.com"}},
	{cmd: "export bgstats", flag: "force", value: "maybe", accepted: []string{"--force=false"}},
	{cmd: "export bgstats", flag: "comments", value: "fun\x1b[2J", accepted: []string{"U+001B"}},
	{cmd: "export bgstats", flag: "location", value: "Home\u202e", accepted: []string{"U+202E"}},
	{cmd: "export bgstats", flag: "url", value: "maybe", accepted: []string{"--url=false"}},
	// the transcriptions
	{cmd: "components automa", flag: "card", value: "{id: A, action: profession, slot: 9, supply: {cubes: 0}}", accepted: []string{"1", "6"}},
	{cmd: "components automa", flag: "clear", value: "maybe", accepted: []string{"--clear=false"}},
	{cmd: "components automa", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "components automa", flag: "restart", value: "maybe", accepted: []string{"--restart=false"}},
	{cmd: "components automa", flag: "show", value: "maybe", accepted: []string{"--show=false"}},
	{cmd: "components automa", flag: "worker-supply", value: "0,1,x", accepted: []string{"0", "60"}},
	{cmd: "components bonuses", flag: "clear", value: "maybe", accepted: []string{"--clear=false"}},
	{cmd: "components bonuses", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "components bonuses", flag: "set", value: "middle=B5", accepted: []string{"upper-left", "lower-right"}},
	{cmd: "components bonuses", flag: "show", value: "maybe", accepted: []string{"--show=false"}},
	{cmd: "components bonuses", flag: "yes", value: "maybe", accepted: []string{"--yes=false"}},
	{cmd: "components refills", flag: "clear", value: "maybe", accepted: []string{"--clear=false"}},
	{cmd: "components refills", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "components refills", flag: "set", value: "45=lots", accepted: []string{"N/N/N"}},
	{cmd: "components refills", flag: "show", value: "maybe", accepted: []string{"--show=false"}},
	{cmd: "components refills", flag: "yes", value: "maybe", accepted: []string{"--yes=false"}},
	// rules
	{cmd: "rules list", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "rules show", flag: "json", value: "maybe", more: []string{"army"}, accepted: []string{"--json=false"}},
	{cmd: "rules search", flag: "json", value: "maybe", more: []string{"army"}, accepted: []string{"--json=false"}},
	{cmd: "rules search", flag: "limit", value: "-1", more: []string{"army"}, accepted: []string{"0"}},
	{cmd: "rules search", flag: "limit", value: "ten", more: []string{"army"}, accepted: []string{}},
	// the rules of the other games: the same commands
	{cmd: "sintra rules list", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "sintra rules show", flag: "json", value: "maybe", more: []string{"tie"}, accepted: []string{"--json=false"}},
	{cmd: "sintra rules search", flag: "json", value: "maybe", more: []string{"tie"}, accepted: []string{"--json=false"}},
	{cmd: "sintra rules search", flag: "limit", value: "-1", more: []string{"tie"}, accepted: []string{"0"}},
	{cmd: "omg rules list", flag: "json", value: "maybe", accepted: []string{"--json=false"}},
	{cmd: "omg rules show", flag: "json", value: "maybe", more: []string{"tie"}, accepted: []string{"--json=false"}},
	{cmd: "omg rules search", flag: "json", value: "maybe", more: []string{"tie"}, accepted: []string{"--json=false"}},
	{cmd: "omg rules search", flag: "limit", value: "ten", more: []string{"tie"}, accepted: []string{}},
	{cmd: "completion bash", flag: "no-descriptions", value: "maybe", accepted: []string{"--no-descriptions=false"}},
	{cmd: "completion fish", flag: "no-descriptions", value: "maybe", accepted: []string{"--no-descriptions=false"}},
	{cmd: "completion powershell", flag: "no-descriptions", value: "maybe", accepted: []string{"--no-descriptions=false"}},
	{cmd: "completion zsh", flag: "no-descriptions", value: "maybe", accepted: []string{"--no-descriptions=false"}},
}

// Flags whose value is a path: a path that cannot be used is reported by
// the one file-error renderer, naming the path and what is wrong with it
// (TestHostileInputIsRefused, TestFileErrorsAreWords).
var pathFlags = map[string]bool{"game": true, "file": true, "save": true, "out": true}

// englishWords are words only an English sentence has; a German or
// Portuguese message must not hold them (values and forms aside).
var englishWords = regexp.MustCompile(`\b(is|not|the|of|from|to|given|accepted|takes|number|whole|must|needs|alone|with|and|or|there|player|name|hint|flag|valid|invalid|only|cannot|outside|below)\b`)

// wordKinds are the kinds of the locale's flag words (word.<kind>.<token>).
var wordKinds = []string{"colour", "difficulty", "opponent", "none", "position", "cube", "side", "row", "arrow", "action", "deck", "gate", "later", "worker", "yes-no"}

// spokenWords are the words the screens of lang show for a flag value's
// token ("rot" for red; "locker" and "leicht" for easy), in any kind;
// same when one of them is the token itself ("normal").
func spokenWords(lang, token string) (words []string, same bool) {
	p := locales.New(lang)
	for _, k := range wordKinds {
		if ws := p.Words(k, token); len(ws) > 0 {
			words = append(words, ws[0])
			same = same || ws[0] == token
		}
	}
	return words, same
}

// spokenParts says each part of a composite value in lang's words
// ("left:furnace" → "links:schmelzofen").
func spokenParts(lang, v string) string {
	return regexp.MustCompile(`[a-z][a-z-]*[a-z]`).ReplaceAllStringFunc(v, func(tok string) string {
		if words, _ := spokenWords(lang, tok); len(words) > 0 {
			return words[0]
		}
		return tok
	})
}

func containsAny(s string, subs []string) bool {
	for _, x := range subs {
		if strings.Contains(s, x) {
			return true
		}
	}
	return false
}

func TestEveryFlagRefusesABadValue(t *testing.T) {
	dir := gameDirs(t)
	games := map[string]string{"multi": filepath.Join(dir, "multi.yaml"), "solo": filepath.Join(dir, "solo.yaml")}
	mustRun(t, "--game", games["multi"], "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,2a")
	mustRun(t, "--game", games["solo"], "new", "--names", "Eva", "--seed", "7", "--no-input", "--start-disks", "2a")
	mustRun(t, "--game", games["solo"], "turn", "--furnace", "upper-right")
	covered := map[string]bool{}
	for _, c := range badFlags {
		covered[c.cmd+" --"+c.flag] = true
		for _, lang := range locales.Supported {
			args := []string{"--lang", lang, "--no-input"}
			if c.flag == "lang" {
				args = args[2:]
			}
			if c.game != "" {
				args = append(args, "--game", games[c.game])
			}
			if c.cmd != "" {
				args = append(args, strings.Fields(c.cmd)...)
			}
			args = append(args, c.more...)
			if c.flag == "no-input" {
				args = slicesWithout(args, "--no-input")
			}
			args = append(args, "--"+c.flag+"="+c.value)
			var before snapshot
			if c.game != "" {
				before = snap(t, games[c.game])
			}
			env := map[string]string{"LANG": lang} // --lang itself refused: the environment's language
			code, _, errs := runWith(t, env, args...)
			msg := strings.TrimSpace(errs)
			switch {
			case code != cmdutil.ExitUsage:
				t.Errorf("%v: exit %d, want 2: %s", args, code, msg)
				continue
			case !strings.Contains(msg, "--"+c.flag):
				t.Errorf("%v: the message does not name --%s: %s", args, c.flag, msg)
			case !strings.Contains(msg, cmdutil.Shown(c.value)) && !strings.Contains(msg, strings.Trim(c.value, "-")): // as shown: escaped
				t.Errorf("%v: the message does not name the value %q: %s", args, c.value, msg)
			}
			first, _, _ := strings.Cut(msg, "\n") // the problem, before the hint repeats the value
			for _, w := range c.accepted {
				words, same := spokenWords(lang, w)
				if no := locales.New(lang).Words("yes-no", "no"); lang != "en" && strings.HasSuffix(w, "=false") && len(no) > 0 {
					w = strings.TrimSuffix(w, "false") + no[0] // "--json=nein": on/off flags take the table's yes and no
				}
				if !strings.Contains(msg, w) && !containsAny(msg, words) && !strings.Contains(msg, spokenParts(lang, w)) { // "rot" for red
					t.Errorf("%v: the message does not say %q is accepted: %s", args, w, msg)
				}
				if len(words) > 0 && !same && c.flag != "card" && strings.Contains(first, w+",") { // a YAML card keeps the file's tokens
					t.Errorf("%v: the message names %q, not the words %q the screens show: %s", args, w, words, msg)
				}
			}
			if lang != "en" {
				words := msg
				for _, s := range append([]string{cmdutil.Shown(c.value), c.cmd, "--" + c.flag}, c.accepted...) {
					words = strings.ReplaceAll(words, s, "")
				}
				if m := englishWords.FindString(words); m != "" {
					t.Errorf("%v: English %q in %s", args, m, msg)
				}
			}
			if c.game != "" {
				if after := snap(t, games[c.game]); after != before {
					t.Errorf("%v was refused yet changed the game", args)
				}
			}
		}
	}
	// Every flag of every command is in the list (or takes a path).
	var missing []string
	walkCommands(newRootCmd(&cmdutil.App{P: locales.New("en"), IO: &cmdutil.IOStreams{}}, nil), func(path string, f *pflag.Flag) {
		if !covered[path+" --"+f.Name] && !pathFlags[f.Name] {
			missing = append(missing, path+" --"+f.Name)
		}
	})
	sort.Strings(missing)
	if len(missing) > 0 {
		t.Errorf("flags without a bad value in the list:\n%s", strings.Join(missing, "\n"))
	}
}

// walkCommands calls fn for each flag of each command (the global flags
// once, on the root), with the command's path below stephens.
func walkCommands(root *cobra.Command, fn func(path string, f *pflag.Flag)) {
	var visit func(c *cobra.Command)
	visit = func(c *cobra.Command) {
		path := strings.TrimSpace(strings.TrimPrefix(c.CommandPath(), root.Name()))
		c.LocalFlags().VisitAll(func(f *pflag.Flag) {
			if c != root && root.PersistentFlags().Lookup(f.Name) != nil {
				return
			}
			fn(path, f)
		})
		for _, sub := range c.Commands() {
			visit(sub)
		}
	}
	visit(root)
}

func slicesWithout(xs []string, x string) []string {
	var out []string
	for _, v := range xs {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}
