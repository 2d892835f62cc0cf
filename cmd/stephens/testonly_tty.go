//go:build unix

package main

import (
	"os"

	"golang.org/x/sys/unix"
)

// testOnlyAttachTTY: testscript's ttyin gives the process a controlling
// pseudo-terminal on stdin only. With STEPHENS_TESTONLY_TTY=1 (set by the
// CLI tests and nowhere else) stdout and stderr are pointed at that terminal
// too, so the binary runs exactly as it does for a person at a terminal.
func testOnlyAttachTTY() {
	if os.Getenv("STEPHENS_TESTONLY_TTY") != "1" {
		return
	}
	tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
	if err != nil {
		return
	}
	_ = unix.Dup2(int(tty.Fd()), 1)
	_ = unix.Dup2(int(tty.Fd()), 2)
}
