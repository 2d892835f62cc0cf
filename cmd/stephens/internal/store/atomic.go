//go:build !windows

package store

import (
	"io/fs"
	"os"
	"path/filepath"

	"github.com/google/renameio/v2"
)

// writeAtomic replaces path with data (github.com/google/renameio/v2): a
// temporary file beside it (".NAME<digits>", made while the caller holds
// NAME's lock: see cleanStale), with the permissions of the file replaced
// (0644 less the umask for a new one), synced, renamed over path, and the
// folder synced. Readers see the old file or the new one, never half of
// either. It returns the new file's info.
func writeAtomic(path string, data []byte) (fs.FileInfo, error) {
	dir := filepath.Dir(path)
	pf, err := renameio.NewPendingFile(path, renameio.WithTempDir(dir), renameio.WithPermissions(0o644), renameio.WithExistingPermissions())
	if err != nil {
		return nil, err
	}
	defer func() { _ = pf.Cleanup() }()
	if _, err := pf.Write(data); err != nil {
		return nil, err
	}
	info, err := pf.Stat() // the file that takes path's place (a rename changes neither size nor time)
	if err != nil {
		return nil, err
	}
	if err := pf.CloseAtomicallyReplace(); err != nil {
		return nil, err
	}
	syncDir(dir)
	return info, nil
}

// syncDir makes a rename in dir durable (renameio leaves it to the caller).
func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		_ = d.Sync()
		_ = d.Close()
	}
}

// sharingViolation: no system but Windows refuses a file open elsewhere.
func sharingViolation(error) bool { return false }
