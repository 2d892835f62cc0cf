package store

import (
	"errors"
	"io/fs"
	"os"
	"strconv"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// MoveAside moves what is at path (a damaged draft: broken, a folder, a
// pipe, or a link where the companion keeps a file of its own) out of the
// way, to a name beside it that nothing holds yet, PATH.damaged or
// PATH.damaged-N, so the next write starts afresh without overwriting it:
// it returns that name ("" when nothing was there). A link is moved as it
// is; what it names is not touched.
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
