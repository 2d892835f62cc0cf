package store

import (
	"errors"
	"io/fs"
	"os"
	"strconv"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// MoveAside moves what is at path (a damaged draft, a link where the
// companion keeps its own file) to PATH.damaged or PATH.damaged-N, a name
// nothing holds, and returns it ("" when nothing was there).
func MoveAside(path string) (string, error) {
	lk, err := acquire(path+".lock", LockWait)
	if err != nil {
		return "", err
	}
	defer lk.release()
	if _, err := os.Lstat(path); errors.Is(err, fs.ErrNotExist) {
		return "", nil
	}
	for i := 1; i <= 1000; i++ {
		to := path + ".damaged"
		if i > 1 {
			to += "-" + strconv.Itoa(i)
		}
		if _, err := os.Lstat(to); !errors.Is(err, fs.ErrNotExist) {
			continue // taken (or unreadable): never over it
		}
		if err := os.Rename(path, to); err != nil {
			return "", systemError(path, err)
		}
		return to, nil
	}
	return "", refused(path+".damaged", userfile.Exists, Unknown)
}
