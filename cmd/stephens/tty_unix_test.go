//go:build unix

package main

import (
	"os"

	"golang.org/x/sys/unix"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// ttyStderr: the prompt library checks that stdout or stderr is a
// terminal: stderr becomes the terminal, and s.Err stays the script's.
func ttyStderr(s *cmdutil.IOStreams) {
	if errCopy, err := unix.Dup(2); err == nil {
		if tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0); err == nil {
			_ = unix.Dup2(int(tty.Fd()), 2)
			s.Err = os.NewFile(uintptr(errCopy), "stderr")
		}
	}
}
