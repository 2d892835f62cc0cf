// Package table is `stephens table`: the command that serves the game on
// every phone at the table and on the TV. The server, its pages and API
// are companion/remote's; this package gives it what needs the machine:
// the game file (read through the store, watched with a stat), this
// machine's LAN address, and prints the link and its QR code. While it
// serves, the game's loop (companion/session/loop, as `stephens play` runs
// it) asks the game's questions on the page.
//
//	cmd.go      the command and its --listen; the loop with the page's front end
//	run.go      the run: the address, its QR code, until Ctrl-C
//	server.go   the server of a game file (the store's side of remote.Game)
//	front.go    the names of companion/remote's front end
//	lan.go      this machine's address on the local network
package table
