package drive

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/locales"
)

// A damaged draft is said by name, with its line, and moved aside with its
// bytes as they were; the message says where (files-and-scale D10: it was
// skipped without a word and overwritten by the first answer). A link
// there is moved aside as a link; the file it names is not touched.
func TestDamagedDraftMovedAside(t *testing.T) {
	dir := t.TempDir()
	var errOut bytes.Buffer
	a := &cmdutil.App{P: locales.New("en"), IO: &cmdutil.IOStreams{Out: &bytes.Buffer{}, Err: &errOut}}
	path := filepath.Join(dir, "setup.yaml")
	damaged := []byte("unit: setup\nanswers: [\x05\n")
	if err := os.WriteFile(path, damaged, 0o644); err != nil {
		t.Fatal(err)
	}
	if dr := ReadDraft(a, path); dr != nil {
		t.Fatalf("a damaged draft read as %+v", dr)
	}
	moved, err := os.ReadFile(path + ".damaged")
	if err != nil || !bytes.Equal(moved, damaged) {
		t.Fatalf("moved aside: %q, %v", moved, err)
	}
	msg := errOut.String()
	for _, want := range []string{path + ", line 2:", "moved, as it was, to " + path + ".damaged"} {
		if !strings.Contains(msg, want) {
			t.Errorf("the message lacks %q:\n%s", want, msg)
		}
	}
	victim := filepath.Join(dir, "notes.txt")
	if err := os.WriteFile(victim, []byte("mine"), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.Symlink(victim, path); err != nil {
		t.Fatal(err)
	}
	if dr := ReadDraft(a, path); dr != nil {
		t.Fatal("a link read as a draft")
	}
	if fi, err := os.Lstat(path + ".damaged-2"); err != nil || fi.Mode()&os.ModeSymlink == 0 {
		t.Errorf("the link was not moved aside: %v", err)
	}
	if b, _ := os.ReadFile(victim); string(b) != "mine" {
		t.Errorf("the linked file holds %q", b)
	}
	if dr := ReadDraft(a, path); dr != nil || strings.Count(errOut.String(), "moved") != 2 {
		t.Errorf("no draft there: %v\n%s", dr, errOut.String())
	}
}
