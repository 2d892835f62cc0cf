//go:build unix

package store

import (
	"os"

	"golang.org/x/sys/unix"
)

// tempPrefix and lockTemp make the temporary files of the build before
// (issue 19): ".stephens-tmp-RANDOM-NAME", each locked itself while its
// writer lived. The next write still removes those a killed writer left.
const tempPrefix = oldTempPrefix

func lockTemp(f *os.File) error { return unix.Flock(int(f.Fd()), unix.LOCK_EX) }
