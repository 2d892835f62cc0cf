//go:build !unix

package store

import "os"

// openNoWait opens path for reading (named pipes are a unix matter).
func openNoWait(path string) (*os.File, error) { return os.Open(path) }
