//go:build race

package remote

// pageRaceOn: the test binary runs under the race detector.
const pageRaceOn = true
