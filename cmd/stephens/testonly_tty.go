//go:build unix

package main

import (
	"os"
	"time"

	"golang.org/x/sys/unix"
	"golang.org/x/term"
)

// testOnlyAttachTTY: testscript's ttyin gives the process a controlling
// pseudo-terminal on stdin only. With STEPHENS_TESTONLY_TTY=1 (set by the
// CLI tests and nowhere else) stdout and stderr are pointed at that terminal
// too, so the binary runs exactly as it does for a person at a terminal.
func testOnlyAttachTTY() {
	// Only when the script gave stdin a terminal (ttyin -stdin): a piped
	// script run from a developer's terminal must not write to that terminal.
	if os.Getenv("STEPHENS_TESTONLY_TTY") != "1" || !term.IsTerminal(int(os.Stdin.Fd())) {
		return
	}
	tty, err := os.OpenFile("/dev/tty", os.O_RDWR, 0)
	if err != nil {
		return
	}
	_ = unix.Dup2(int(tty.Fd()), 1)
	_ = unix.Dup2(int(tty.Fd()), 2)
	testOnlyTTYAttached = true
}

var testOnlyTTYAttached bool

// testOnlyLingerTTY: testscript closes the pseudo-terminal as soon as the
// process exits, dropping whatever its reader has not taken yet; on a busy
// machine that is everything after the first 4 KiB of a long answer. With
// the terminal attached (tests only), wait a moment so the reader drains it.
func testOnlyLingerTTY() {
	if testOnlyTTYAttached {
		time.Sleep(500 * time.Millisecond)
	}
}
