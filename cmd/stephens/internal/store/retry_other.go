//go:build !windows

package store

// isEphemeral: no error goes away by waiting where a file open elsewhere
// can be replaced and read.
func isEphemeral(error) bool { return false }

// sharingViolation: no system but Windows refuses a file open elsewhere.
func sharingViolation(error) bool { return false }
