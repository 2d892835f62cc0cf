package main

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/components"
)

// The player's component transcriptions live in the config folder, one YAML
// file each. A missing file means nothing is transcribed yet (ask the table);
// a broken file is reported with its path and line and never overwritten.

func refillsPath() string { return filepath.Join(store.ConfigDir(), "refills.yaml") }
func bonusesPath() string { return filepath.Join(store.ConfigDir(), "bonuses.yaml") }

// loadRefills reads the refill transcription (empty when there is none).
// Every value is checked; a problem is reported with the file's line.
func loadRefills(a *app) (*components.Refills, error) {
	buf, err := a.readConfigFile(refillsPath())
	if err != nil {
		return nil, err
	}
	r, err := components.ParseRefills(buf)
	if err != nil {
		return nil, a.brokenAt(refillsPath(), err)
	}
	return r, nil
}

// saveRefills writes the refill transcription atomically, in a fixed order.
func saveRefills(r *components.Refills) error {
	return store.WriteFile(refillsPath(), components.MarshalRefills(r))
}

// loadBonuses reads the small factory bonus transcription (empty when none).
func loadBonuses(a *app) (*components.Bonuses, error) {
	buf, err := a.readConfigFile(bonusesPath())
	if err != nil {
		return nil, err
	}
	b, err := components.ParseBonuses(buf)
	if err != nil {
		return nil, a.brokenAt(bonusesPath(), err)
	}
	return b, nil
}

// saveBonuses writes the bonus transcription atomically, in board order.
func saveBonuses(b *components.Bonuses) error {
	return store.WriteFile(bonusesPath(), components.MarshalBonuses(b))
}

// readConfigFile returns a config file's bytes; nil when it does not exist.
func (a *app) readConfigFile(path string) ([]byte, error) {
	buf, err := os.ReadFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, failure(a.p.T("config.unreadable", "Path", path, "Detail", err.Error()))
	}
	return buf, nil
}

// brokenAt reports a parse error of a transcription file with its line.
func (a *app) brokenAt(path string, err error) error {
	var le *components.LineError
	if errors.As(err, &le) {
		return a.brokenFile(path, le.Line, le.Err)
	}
	return a.brokenFile(path, 0, err)
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
