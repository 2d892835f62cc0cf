package main

import (
	"errors"
	"io/fs"
	"path/filepath"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
)

// The player's component transcriptions live in the config folder, one YAML
// file each. A missing file means nothing is transcribed yet (ask the table);
// a broken file is reported with its path, line and field (rendered by
// classify) and never overwritten.

func refillsPath() string { return filepath.Join(store.ConfigDir(), "refills.yaml") }
func bonusesPath() string { return filepath.Join(store.ConfigDir(), "bonuses.yaml") }

// loadTranscription reads a transcription file with the one reader; a
// missing file gives the zero value (nothing transcribed yet).
func loadTranscription[T any](path string, parse func([]byte) (T, error)) (T, error) {
	v, err := store.Load(path, parse)
	if errors.Is(err, fs.ErrNotExist) {
		var none T
		return none, nil
	}
	return v, err
}

// loadRefills reads the refill transcription (empty when there is none).
func loadRefills(*app) (*components.Refills, error) {
	r, err := loadTranscription(refillsPath(), components.ParseRefills)
	if r == nil && err == nil {
		r = &components.Refills{}
	}
	return r, err
}

// saveRefills writes the refill transcription atomically, in a fixed order.
func saveRefills(r *components.Refills) error {
	return store.WriteFile(refillsPath(), components.MarshalRefills(r))
}

// loadBonuses reads the small factory bonus transcription (empty when none).
func loadBonuses(*app) (*components.Bonuses, error) {
	b, err := loadTranscription(bonusesPath(), components.ParseBonuses)
	if b == nil && err == nil {
		b = &components.Bonuses{}
	}
	return b, err
}

// saveBonuses writes the bonus transcription atomically, in board order.
func saveBonuses(b *components.Bonuses) error {
	return store.WriteFile(bonusesPath(), components.MarshalBonuses(b))
}

// loadAutoma reads the Automa transcription: nil when there is none.
func loadAutoma() (*automa.Transcription, error) {
	return loadTranscription(automaPath(), automa.Parse)
}
