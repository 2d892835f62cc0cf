package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/components"
)

// The player's component transcriptions live in the config folder, one YAML
// file each. A missing file means nothing is transcribed yet (ask the table);
// a broken file is reported with its path and line and never overwritten.

func refillsPath() string { return filepath.Join(store.ConfigDir(), "refills.yaml") }
func bonusesPath() string { return filepath.Join(store.ConfigDir(), "bonuses.yaml") }

// loadRefills reads the refill transcription (empty when there is none).
func loadRefills(a *app) (*components.Refills, error) {
	var r components.Refills
	if err := a.readConfigYAML(refillsPath(), &r); err != nil {
		return nil, err
	}
	for space, byPlayers := range r.Spaces {
		for players, cubes := range byPlayers {
			if err := components.CheckRefill(space, players, cubes); err != nil {
				return nil, a.brokenFile(refillsPath(), 0, err)
			}
		}
	}
	return &r, nil
}

// saveRefills writes the refill transcription atomically.
func saveRefills(r *components.Refills) error { return writeConfigYAML(refillsPath(), r) }

// loadBonuses reads the small factory bonus transcription (empty when none).
func loadBonuses(a *app) (*components.Bonuses, error) {
	var b components.Bonuses
	if err := a.readConfigYAML(bonusesPath(), &b); err != nil {
		return nil, err
	}
	if err := b.Check(); err != nil {
		return nil, a.brokenFile(bonusesPath(), 0, err)
	}
	return &b, nil
}

// saveBonuses writes the bonus transcription atomically.
func saveBonuses(b *components.Bonuses) error { return writeConfigYAML(bonusesPath(), b) }

func (a *app) readConfigYAML(path string, v any) error {
	buf, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return failure(a.p.T("config.unreadable", "Path", path, "Detail", err.Error()))
	}
	if err := yaml.Unmarshal(buf, v); err != nil {
		line := 0
		var te *yaml.TypeError
		if !errors.As(err, &te) {
			line = yamlErrorLine(err)
		}
		return a.brokenFile(path, line, err)
	}
	return nil
}

func writeConfigYAML(path string, v any) error {
	buf, err := yaml.Marshal(v)
	if err != nil {
		return err
	}
	return store.WriteFile(path, buf)
}

// brokenFile reports a file that could not be used: its path, the line when
// known, and what was wrong (exit 2). The file is left as it is.
func (a *app) brokenFile(path string, line int, cause error) error {
	detail := cause.Error()
	if msg, ok := a.localizeProblem(cause); ok {
		detail = msg
	}
	if line > 0 {
		return &exitErr{code: exitUsage, msg: a.p.T("config.broken_line", "Path", path, "Line", line, "Detail", detail), hints: []string{a.p.T("config.broken_hint")}, err: cause}
	}
	return &exitErr{code: exitUsage, msg: a.p.T("config.broken", "Path", path, "Detail", detail), hints: []string{a.p.T("config.broken_hint")}, err: cause}
}
