//go:build windows

package store

import "github.com/google/renameio/v2/maybe"

// writeAtomic writes path as atomically as the platform allows.
func writeAtomic(path string, data []byte) error { return maybe.WriteFile(path, data, 0o644) }
