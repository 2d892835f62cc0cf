package gamefile

import (
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

// NewPlayPath names a new play's file after its date, game and players, in
// the games folder, never reusing a name.
func NewPlayPath(recorded time.Time, id string, names []string) string {
	base := game.FileStem(recorded, id, names)
	path := filepath.Join(store.GamesDir(), base+played.Suffix)
	for i := 2; exists(path); i++ {
		path = filepath.Join(store.GamesDir(), base+"-"+strconv.Itoa(i)+played.Suffix)
	}
	return path
}

// ListPlays returns the play files in the games folder, newest name first.
func ListPlays() ([]string, error) { return listGames(IsPlay) }
