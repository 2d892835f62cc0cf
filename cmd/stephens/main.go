// Command stephens is a table companion for the board game Stephens.
package main

import (
	"os"
	"os/signal"
)

func main() {
	// Catch Ctrl-C from the first instant: a key typed while the program is
	// still starting must end it as "interrupted" (130), not kill it silently.
	interrupts := make(chan os.Signal, 1)
	signal.Notify(interrupts, os.Interrupt)
	os.Exit(run(os.Args[1:], systemIO(), os.Getenv, interrupts))
}
