//go:build windows

package store

import (
	"errors"
	"io/fs"
	"os"

	"golang.org/x/sys/windows"
)

// openNoWait opens path for reading, sharing it with every other program
// (FILE_SHARE_READ|FILE_SHARE_WRITE|FILE_SHARE_DELETE: os.Open leaves out
// the last, so a stephens reading a game kept another from renaming its
// new version in), retried while another program holds the file without
// sharing it (as cmd/go's robustio reads); a file not there is not
// waited for.
func openNoWait(path string) (*os.File, error) {
	name, err := windows.UTF16PtrFromString(path)
	if err != nil {
		return nil, &fs.PathError{Op: "open", Path: path, Err: err}
	}
	var f *os.File
	err = retry(func() error {
		h, err := windows.CreateFile(name, windows.GENERIC_READ,
			windows.FILE_SHARE_READ|windows.FILE_SHARE_WRITE|windows.FILE_SHARE_DELETE,
			nil, windows.OPEN_EXISTING, windows.FILE_ATTRIBUTE_NORMAL|windows.FILE_FLAG_BACKUP_SEMANTICS, 0)
		if err != nil {
			return &fs.PathError{Op: "open", Path: path, Err: err}
		}
		f = os.NewFile(uintptr(h), path)
		return nil
	}, func(err error) bool { return isEphemeral(err) && !errors.Is(err, fs.ErrNotExist) })
	return f, err
}
