package main

import (
	"os"
	"os/signal"
	"syscall"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

func main() {
	// Catch Ctrl-C from the first instant: a key typed while the program is
	// still starting must end it as "interrupted" (130), not kill it silently.
	interrupts := make(chan os.Signal, 1)
	notifyStop(interrupts)
	os.Exit(run(os.Args[1:], cmdutil.SystemIO(), os.Getenv, interrupts))
}

// notifyStop delivers the signals that end the companion with a one-line
// message on ch: Ctrl-C, a closed terminal (SIGHUP) and a polite kill
// (SIGTERM).
func notifyStop(ch chan os.Signal) {
	signal.Notify(ch, os.Interrupt, syscall.SIGTERM, syscall.SIGHUP)
}
