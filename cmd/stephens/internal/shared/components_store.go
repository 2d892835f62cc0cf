package shared

import (
	"errors"
	"io/fs"
	"path/filepath"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
)

// The player's component transcriptions live in the config folder, one YAML
// file each. A missing file means nothing is transcribed yet (ask the table);
// a broken file is reported with its path, line and field (rendered by
// classify) and never overwritten.

func RefillsPath() string { return filepath.Join(store.ConfigDir(), "refills.yaml") }
func BonusesPath() string { return filepath.Join(store.ConfigDir(), "bonuses.yaml") }

// loadTranscription reads a transcription file with the one reader; a
// missing file gives the zero value (nothing transcribed yet).
func LoadTranscription[T any](path string, parse func([]byte) (T, error)) (T, error) {
	v, err := store.Load(path, parse)
	if errors.Is(err, fs.ErrNotExist) {
		var none T
		return none, nil
	}
	return v, err
}

// loadRefills reads the refill transcription (empty when there is none).
func LoadRefills(*cmdutil.App) (*components.Refills, error) {
	r, err := LoadTranscription(RefillsPath(), components.ParseRefills)
	if r == nil && err == nil {
		r = &components.Refills{}
	}
	return r, err
}

// loadBonuses reads the small factory bonus transcription (empty when none).
func LoadBonuses(*cmdutil.App) (*components.Bonuses, error) {
	b, err := LoadTranscription(BonusesPath(), components.ParseBonuses)
	if b == nil && err == nil {
		b = &components.Bonuses{}
	}
	return b, err
}

// openTranscription opens a transcription for writing: locked from its
// read to the command's last write, so two terminals (or a script and a
// guided walk) never lose each other's values. A missing file gives the
// zero value; a broken one is reported and left alone. Close the file.
func openTranscription[T any](a *cmdutil.App, path string, parse func([]byte) (T, error)) (*store.File, T, error) {
	var v T
	sf, err := store.Open(path, store.Transcription)
	if err != nil {
		return nil, v, openFailed(a, path, err)
	}
	if sf.Exists() {
		if v, err = store.Decode(path, sf.Data(), parse); err != nil {
			sf.Close()
			return nil, v, err
		}
	}
	return sf, v, nil
}

// openRefills opens the refill transcription for writing (see
// openTranscription); empty when there is none.
func OpenRefills(a *cmdutil.App) (*store.File, *components.Refills, error) {
	sf, r, err := openTranscription(a, RefillsPath(), components.ParseRefills)
	if r == nil {
		r = &components.Refills{}
	}
	return sf, r, err
}

// openBonuses opens the bonus transcription for writing.
func OpenBonuses(a *cmdutil.App) (*store.File, *components.Bonuses, error) {
	sf, b, err := openTranscription(a, BonusesPath(), components.ParseBonuses)
	if b == nil {
		b = &components.Bonuses{}
	}
	return sf, b, err
}

// writeTranscription writes a transcription through its open file.
func WriteTranscription(a *cmdutil.App, sf *store.File, data []byte) error {
	if err := sf.Write(data); err != nil {
		return a.WriteFailed("components.save_failed", sf.Path(), err)
	}
	return nil
}

// loadAutoma reads the Automa transcription: nil when there is none.
func LoadAutoma() (*automa.Transcription, error) {
	return LoadTranscription(AutomaPath(), automa.Parse)
}

func AutomaPath() string { return filepath.Join(store.ConfigDir(), "automa.yaml") }

// automaDraftPath holds a guided transcription in progress: the parts
// answered in full (games never read it).
func AutomaDraftPath() string { return filepath.Join(store.ConfigDir(), "automa-draft.yaml") }

// soloLoadAutoma reads the stored transcription: nil when there is none; a
// broken file is an error naming its path, line and field, and is left alone.
func SoloLoadAutoma(*cmdutil.App) (*automa.Transcription, error) { return LoadAutoma() }
