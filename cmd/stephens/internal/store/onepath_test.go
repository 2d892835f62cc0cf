package store

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
)

// writers are the functions that make, change or remove a file or a
// folder, by package: outside this package, nothing of the companion
// calls them (issue 19: one write path for every file).
var writers = map[string]map[string]bool{
	"os": {"WriteFile": true, "Create": true, "CreateTemp": true, "OpenFile": true, "Rename": true,
		"Remove": true, "RemoveAll": true, "Mkdir": true, "MkdirAll": true, "MkdirTemp": true,
		"Symlink": true, "Link": true, "Truncate": true, "Chmod": true, "Chtimes": true, "Chown": true, "Lchown": true,
		"NewFile": true, "OpenRoot": true, "CopyFS": true},
	"ioutil":  {"WriteFile": true, "TempFile": true, "TempDir": true},
	"syscall": {"Open": true, "Openat": true, "Creat": true, "Unlink": true, "Rename": true, "Mkdir": true, "Mknod": true, "Mkfifo": true},
	"unix":    {"Open": true, "Openat": true, "Creat": true, "Unlink": true, "Rename": true, "Mkdir": true, "Mknod": true, "Mkfifo": true, "Renameat": true},
}

// writerImports are packages only the write path imports.
var writerImports = map[string]bool{
	"github.com/google/renameio/v2":       true,
	"github.com/google/renameio/v2/maybe": true,
	"github.com/gofrs/flock":              true,
}

// storeWrites is all this package writes itself, by file: the atomic
// write and the locks are github.com/google/renameio/v2 and
// github.com/gofrs/flock; what is left is making folders, removing a file
// (a draft done, a lock released, a killed write's temporary file),
// opening a file to read it without waiting, and the atomic write on
// Windows, where renameio has none.
var storeWrites = map[string][]string{
	"aside.go":          {"os.Rename"},
	"atomic_windows.go": {"os.Rename"},
	"atomic_rename.go":  {"os.OpenFile", "os.Remove"},
	"clean.go":          {"os.Remove"},
	"file.go":           {"os.Remove"},
	"lock.go":           {"os.Remove"},
	"open_unix.go":      {"os.OpenFile"},
	"open_windows.go":   {"os.NewFile"},
	"store.go":          {"os.MkdirAll"},
}

// buildTools write the generated source files at `go generate` time, or
// the throw-away games of the start-up benchmark in its temporary folder:
// they are not the companion and never run on a player's machine.
var buildTools = []string{"locales/internal/gen/", "rules/internal/gen/", "data/internal/gen/", "cmd/benchstartup/"}

// TestOneWritePath fails when any non-test Go file of the module, outside
// this package and the generators, writes a file or a folder itself: every
// write goes through File (Open, Write, Update, WriteFile, Remove). In
// this package, only the libraries and storeWrites write.
func TestOneWritePath(t *testing.T) {
	root, err := filepath.Abs("../../../..")
	if err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(filepath.Join(root, "go.mod")); err != nil {
		t.Fatalf("module root not found from %s", root)
	}
	self, _ := filepath.Abs(".")
	checked := 0
	used := map[string]bool{}
	err = filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		rel, _ := filepath.Rel(root, path)
		rel = filepath.ToSlash(rel)
		if d.IsDir() {
			if strings.HasPrefix(d.Name(), ".") && rel != "." || d.Name() == "testdata" {
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		for _, tool := range buildTools {
			if strings.HasPrefix(rel, tool) {
				return nil
			}
		}
		checked++
		for _, bad := range writesIn(t, path) {
			if filepath.Dir(path) == self {
				if call, ok := allowedInStore(filepath.Base(path), bad); ok {
					used[filepath.Base(path)+" "+call] = true
					continue
				}
				t.Errorf("%s: %s writes a file itself (the write path's writes are renameio's and flock's, and storeWrites)", rel, bad)
				continue
			}
			t.Errorf("%s: %s writes a file outside the write path (use store.Open / store.WriteFile / store.Update)", rel, bad)
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	for file, calls := range storeWrites {
		for _, call := range calls {
			if !used[file+" "+call] {
				t.Errorf("storeWrites allows %s in %s, which no longer calls it: take it off the list", call, file)
			}
		}
	}
	if checked < 50 {
		t.Fatalf("only %d files checked: the walk missed the module", checked)
	}
}

// allowedInStore: bad (a finding of writesIn in this package's file) is an
// import of the libraries, or a call storeWrites lists for that file.
func allowedInStore(file, bad string) (string, bool) {
	if p, ok := strings.CutPrefix(bad, "import "); ok {
		return "", writerImports[p]
	}
	for _, call := range storeWrites[file] {
		if strings.HasSuffix(bad, ": "+call) {
			return call, true
		}
	}
	return "", false
}

// writesIn lists the writing calls and imports of one file.
func writesIn(t *testing.T, path string) []string {
	fset := token.NewFileSet()
	f, err := parser.ParseFile(fset, path, nil, parser.SkipObjectResolution)
	if err != nil {
		t.Fatalf("%s: %v", path, err)
	}
	names := map[string]string{} // local name → package path's last element
	var bad []string
	for _, imp := range f.Imports {
		p, _ := strconv.Unquote(imp.Path.Value)
		if writerImports[p] {
			bad = append(bad, "import "+p)
		}
		local := p[strings.LastIndex(p, "/")+1:]
		if imp.Name != nil {
			local = imp.Name.Name
		}
		names[local] = p[strings.LastIndex(p, "/")+1:]
	}
	ast.Inspect(f, func(n ast.Node) bool {
		sel, ok := n.(*ast.SelectorExpr)
		if !ok {
			return true
		}
		id, ok := sel.X.(*ast.Ident)
		if !ok {
			return true
		}
		if pkg, ok := names[id.Name]; ok && writers[pkg][sel.Sel.Name] {
			bad = append(bad, fset.Position(sel.Pos()).String()+": "+id.Name+"."+sel.Sel.Name)
		}
		return true
	})
	return bad
}

// The check finds what it is for (a check that cannot fail proves
// nothing).
func TestOneWritePathFindsWriters(t *testing.T) {
	dir := t.TempDir()
	src := filepath.Join(dir, "x.go")
	code := "package x\n\nimport (\n\tio \"os\"\n\t\"github.com/gofrs/flock\"\n)\n\nfunc f() { _ = io.WriteFile(\"a\", nil, 0); _ = io.Rename(\"a\", \"b\"); _, _ = io.ReadFile(\"a\"); flock.New(\"x\") }\n"
	if err := os.WriteFile(src, []byte(code), 0o644); err != nil {
		t.Fatal(err)
	}
	bad := writesIn(t, src)
	if len(bad) != 3 || !strings.Contains(bad[0], "gofrs/flock") || !strings.Contains(bad[1], "io.WriteFile") || !strings.Contains(bad[2], "io.Rename") {
		t.Errorf("found %q", bad)
	}
}
