//go:build !windows

package store

import (
	"path/filepath"

	"github.com/google/renameio/v2"
)

// writeAtomic writes a temporary file beside path, syncs it and renames it
// over path. The temporary file is always beside path (renameio would
// otherwise try the system's temp folder first, on every write): so one
// left by a killed write is found by the next.
func writeAtomic(path string, data []byte) error {
	return renameio.WriteFile(path, data, 0o644, renameio.WithTempDir(filepath.Dir(path)))
}
