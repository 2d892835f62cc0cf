// Package boxes knows the games scored with a sheet that the companion
// plays beside Stephens (Azul: Stained Glass of Sintra, Oh My Goods!):
// which they are, what a sheet or a recorded play is of, and a play file
// as the record reads it. Each game is its own package (companion/sintra,
// companion/omg) on the shared companion/played; this is the one list of
// them, for every front end. Nothing here touches a terminal or a disk.
package boxes

import (
	"github.com/pileup-companion/stephens/companion/omg"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/sintra"
)

// All are the games scored with a sheet, for the record: building them
// reads none of their data.
func All() []played.Box { return []played.Box{sintra.Box(), omg.Box()} }

// IDs are the games' IDs, in the order of All.
func IDs() []string {
	var ids []string
	for _, box := range All() {
		ids = append(ids, box.ID)
	}
	return ids
}

// Find is the game scored with a sheet of this ID.
func Find(id string) (played.Box, bool) {
	for _, box := range All() {
		if box.ID == id {
			return box, true
		}
	}
	return played.Box{}, false
}

// Name is a game's title by its ID: Stephens, or a game scored with a
// sheet.
func Name(id string) string {
	if box, ok := Find(id); ok {
		return box.Name
	}
	return record.GameName
}

// SheetOf is the game a score sheet is of when it is not game's: the one
// whose sheet it reads as, while game's reading refuses it; "" when it
// reads as game's, or as no game's (a broken sheet is not told apart).
// game is record.Stephens or a box's ID.
func SheetOf(data []byte, game string) string {
	reads := map[string]bool{record.Stephens: readsAs(score.Parse, data)}
	for _, box := range All() {
		reads[box.ID] = readsAs(box.ParseSheet, data)
	}
	if reads[game] {
		return ""
	}
	for _, id := range append([]string{record.Stephens}, IDs()...) {
		if reads[id] {
			return id
		}
	}
	return ""
}

func readsAs[T any](parse func([]byte) (T, error), data []byte) bool {
	_, err := parse(data)
	return err == nil
}

// ReadPlay is the record of a play file's bytes (at path), read by its
// game's rules: a play brought from BG Stats, or a play of a game scored
// with a sheet; a file of a game the companion does not know is refused.
func ReadPlay(path string, b []byte) (record.Game, error) {
	if record.IsImported(b) { // a play brought from BG Stats: its results, no sheet
		im, err := record.ParseImported(b)
		if err != nil {
			return record.Game{}, err
		}
		return record.FromImported(path, im), nil
	}
	box, pl, err := played.ReadAny(All(), b)
	if err != nil {
		return record.Game{}, err
	}
	return record.FromPlay(path, box.Name, pl), nil
}
