//go:build !unix

package store

import "os"

// lockFlags opens a lock file (made when create) for reading, as
// github.com/gofrs/flock does; links are refused by the check before.
func lockFlags(create bool) int {
	if create {
		return os.O_RDONLY | os.O_CREATE
	}
	return os.O_RDONLY
}

// removesOpenFiles: on Windows a file open anywhere cannot be removed (Go
// opens without FILE_SHARE_DELETE), so a lock file is removed just after
// the lock is let go, which fails while another process has it open.
const removesOpenFiles = false
