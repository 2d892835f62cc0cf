package store

import "testing"

// Hints quote for the user's shell (windows.md D2: POSIX quotes around a
// Windows path fail in cmd.exe): plain words as they are; on Windows
// double quotes, only where needed.
func TestQuoteForTheShell(t *testing.T) {
	for _, c := range []struct{ goos, in, want string }{
		{"linux", "/home/ana/g.yaml", "/home/ana/g.yaml"},
		{"linux", "/home/ana/Spiele Ä/g.yaml", "'/home/ana/Spiele Ä/g.yaml'"},
		{"linux", "it's", `'it'\''s'`},
		{"linux", "", "''"},
		{"windows", `C:\Users\ana\g.yaml`, `C:\Users\ana\g.yaml`},
		{"windows", `C:\Users\ana\Spiele Ä\g.yaml`, `"C:\Users\ana\Spiele Ä\g.yaml"`},
		{"windows", `say "hi"`, `"say ""hi"""`},
		{"darwin", `C:\x`, `'C:\x'`},
	} {
		if got := quoteFor(c.goos, c.in); got != c.want {
			t.Errorf("%s %q: %s, want %s", c.goos, c.in, got, c.want)
		}
	}
}
