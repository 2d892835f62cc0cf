// Package table is `stephens table`: the game on every phone at the table
// and on the TV (issue 28). It serves one game file as a web page on the
// local network: the board, the players, the log, the rules, and the open
// question of the game's session, which any phone holding the link may
// answer (Front). The page and `stephens play` or `stephens turn` in
// another terminal share the game file: the server watches it and pushes
// every change to the browsers as server-sent events.
//
//	server.go   the Server, its token, the Host check and the other guards
//	api.go      /api/state, /api/log, /api/question, /api/answer, /api/rules
//	events.go   the game as last read, and /api/events
//	front.go    the open question and its answers (the session's side)
//	pages.go    the pages and their assets (the page's author's)
//	run.go      the command's run: the address, its QR code, until Ctrl-C
package table
