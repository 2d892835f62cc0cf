// Package view says the game to its players in their language, the same
// for every front end: the board, the players, what comes next, the final
// score card with its why-lines, the record's tables and charts. Each
// function takes a Screen (the reader's Printer, the width, whether a
// person or a script reads it) and returns lines or writes them to a
// writer it is given; the terminal (cmd/stephens) prints them and the
// table view's page shows them. Nothing here touches a terminal or a disk.
package view
