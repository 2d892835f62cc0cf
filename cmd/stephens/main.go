// Command stephens is a table companion for the board game Stephens.
package main

import "os"

func main() {
	testOnlyAttachTTY()
	os.Exit(run(os.Args[1:], systemIO(), os.Getenv))
}
