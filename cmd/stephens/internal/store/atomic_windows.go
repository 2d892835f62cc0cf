//go:build windows

package store

import (
	"io/fs"
	"os"
)

// writeAtomic replaces path with data on Windows, where
// github.com/google/renameio/v2 has no pending file and its maybe.WriteFile
// writes over the file in place (a write cut short would leave half a
// file): renamer.write, with MoveFileEx (os.Rename, which replaces),
// retried while another program has the file open.
func writeAtomic(path string, data []byte) (fs.FileInfo, error) {
	return renamer{rename: os.Rename, ephemeral: isEphemeral}.write(path, data)
}
