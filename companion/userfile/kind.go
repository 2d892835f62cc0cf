package userfile

import (
	"bytes"
	"regexp"
	"sync"

	"gopkg.in/yaml.v3"
)

// Kind is what a file the companion writes holds. Every write names its
// kind (the write path, cmd/stephens/internal/store), and never replaces a
// file of another kind: a score sheet or an export never lands on a game,
// a game never on someone's notes. KindOf tells the kind of a file from
// what it holds.
type Kind int

// The kinds of file the companion writes.
const (
	// Unknown is a file stephens cannot tell the kind of (someone's notes,
	// a broken file): never the kind of a write.
	Unknown Kind = iota
	// Game is a game: its settings and events (the games folder, or
	// --game).
	Game
	// Draft is a walkthrough unit in progress: the answers given so far.
	Draft
	// Sheet is a score sheet, filled in or being filled in.
	Sheet
	// Export is a finished game (or all of them) for another program,
	// written where the user says (--out).
	Export
	// Transcription is the player's transcription of printed components
	// (refill numbers, bonuses, the Automa deck) in the config folder.
	Transcription
	// Pointer remembers which game is current (the state folder).
	Pointer
	// Cache is anything that can be thrown away and made again (the cache
	// folder).
	Cache
)

// kindNames are the kinds as message IDs say them (file.kind.NAME).
var kindNames = [...]string{"unknown", "game", "draft", "sheet", "export", "transcription", "pointer", "cache"}

// String is the kind's name (game, sheet, ...), as messages name it.
func (k Kind) String() string {
	if k < 0 || int(k) >= len(kindNames) {
		return "unknown"
	}
	return kindNames[k]
}

// Precious kinds hold what only the player has: a game, a score sheet, a
// transcription. Nothing else ever replaces them, not even with --force.
func (k Kind) Precious() bool { return k == Game || k == Sheet || k == Transcription }

// Owned kinds live where the companion chose the path (the state and cache
// folders, a draft beside its unit): a file there stephens cannot tell the
// kind of is its own leftover and may be replaced.
func (k Kind) Owned() bool { return k == Draft || k == Pointer || k == Cache }

// topKey is a key at the start of a line (a top-level YAML field).
var topKey = sync.OnceValue(func() *regexp.Regexp { return regexp.MustCompile(`(?m)^([A-Za-z_]+)[ \t]*:`) })

// KindOf tells what an existing file holds, from its top-level fields:
// a game names its version and settings; a sheet its players; a
// transcription its spaces, factories, worker supply or cards; an export
// is JSON. A file cut short or broken is judged by the keys that start its
// lines, so a game being fixed in an editor is still a game.
func KindOf(data []byte) Kind {
	trimmed := bytes.TrimLeft(data, " \t\r\n\ufeff")
	if len(trimmed) == 0 {
		return Unknown
	}
	if trimmed[0] == '{' || trimmed[0] == '[' {
		if keys := yamlKeys(data); keys != nil {
			if k := kindOfKeys(keys); k != Unknown {
				return k
			}
		}
		return Export
	}
	keys := yamlKeys(data)
	if keys == nil {
		keys = map[string]bool{}
		for _, m := range topKey().FindAllSubmatch(data, -1) {
			keys[string(m[1])] = true
		}
	}
	return kindOfKeys(keys)
}

func kindOfKeys(keys map[string]bool) Kind {
	switch {
	case keys["version"] && (keys["settings"] || keys["events"] || keys["game"] && (keys["sheet"] || keys["imported"])):
		return Game // a game, or the record of a play scored with a sheet (Oh My Goods!, Sintra)
	case keys["players"] && !keys["playDate"] && !keys["sourcePlayId"]:
		return Sheet
	case keys["spaces"], keys["factories"], keys["worker_supply"], keys["cards"]:
		return Transcription
	}
	return Unknown
}

// yamlKeys are the top-level keys of a YAML (or JSON) mapping; nil when
// the text is not one.
func yamlKeys(data []byte) map[string]bool {
	var doc yaml.Node
	if yaml.Unmarshal(data, &doc) != nil || len(doc.Content) == 0 {
		return nil
	}
	root := doc.Content[0]
	if root.Kind != yaml.MappingNode {
		return nil
	}
	keys := map[string]bool{}
	for i := 0; i+1 < len(root.Content); i += 2 {
		keys[root.Content[i].Value] = true
	}
	return keys
}
