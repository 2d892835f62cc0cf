//go:build race

package prompt

// raceEnabled: promptui's Run races internally (its cursor and its
// readline loop), so tests that run a prompt skip under -race.
const raceEnabled = true
