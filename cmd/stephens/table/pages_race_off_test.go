//go:build !race

package table

// pageRaceOn: the test binary runs under the race detector.
const pageRaceOn = false
