package store

import (
	"path/filepath"
	"runtime"
	"strings"
)

// Quote writes s (a path, a rule's words) for the user's shell, to paste
// into a command: as it is when plain, else quoted: POSIX single quotes,
// or on Windows double quotes, which cmd.exe and PowerShell both take.
func Quote(s string) string { return quoteFor(runtime.GOOS, s) }

func quoteFor(goos, s string) string {
	plain := s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(strings.ContainsRune("/.-_~", r) || goos == "windows" && (r == '\\' || r == ':') ||
			r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) < 0
	switch {
	case plain:
		return s
	case goos == "windows": // a Windows name holds no ", but a rule's words may
		return `"` + strings.ReplaceAll(s, `"`, `""`) + `"`
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// PathKey is path as a key that two spellings of one file share: made
// absolute, and case-folded where file names ignore case (FoldCase).
func PathKey(path string) string {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	return FoldCase(path)
}

// FoldCase folds the case of a path on Windows, whose file names ignore it.
func FoldCase(path string) string {
	if runtime.GOOS == "windows" {
		return strings.ToLower(path)
	}
	return path
}
