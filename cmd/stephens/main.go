// Command stephens is a table companion for the board game Stephens.
package main

import "os"

func main() {
	testOnlyAttachTTY()
	code := run(os.Args[1:], systemIO(), os.Getenv)
	testOnlyLingerTTY()
	os.Exit(code)
}
