package gamefile

import (
	"errors"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/played"
)

// Plays of the games scored with a sheet (Sintra, Oh My Goods!) are kept
// in the games folder beside the Stephens games, one file each, named
// DATE-GAME-NAMES.play.yaml; the file says which game it is.

// IsPlay reports whether a file in the games folder is a recorded play of
// another game rather than a Stephens game.
func IsPlay(path string) bool { return strings.HasSuffix(path, played.Suffix) }

// freePlayPath is the first name from the n-th on (DATE-GAME-NAMES, then
// -2, -3, ...) that no file holds, and its number.
func freePlayPath(recorded time.Time, id string, names []string, n int) (string, int) {
	base := filepath.Join(store.GamesDir(), game.FileStem(recorded, id, names))
	for ; ; n++ {
		path := base + played.Suffix
		if n > 1 {
			path = base + "-" + strconv.Itoa(n) + played.Suffix
		}
		if !exists(path) {
			return path, n
		}
	}
}

// maxNameRaces bounds how often RecordPlay passes over a name another
// stephens took at the same moment.
const maxNameRaces = 1000

// RecordPlay keeps a new play (a play file's bytes) in the games folder
// under the first free name after its date, game and players, and returns
// it; a name another stephens takes meanwhile is passed over for the next
// (ten plays recorded at once: files-and-scale D7).
func RecordPlay(recorded time.Time, id string, names []string, data []byte) (string, error) {
	path, n := freePlayPath(recorded, id, names, 1)
	for range maxNameRaces {
		err := store.WriteFile(path, store.Game, data, store.CreateOnly)
		if !errors.Is(err, store.ErrExists) {
			return path, err
		}
		path, n = freePlayPath(recorded, id, names, n+1)
	}
	return path, store.WriteFile(path, store.Game, data, store.CreateOnly)
}

// ListPlays returns the play files in the games folder, newest name first.
func ListPlays() ([]string, error) { return listGames(IsPlay) }
