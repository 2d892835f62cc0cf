package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/locales"
)

// The command line is input too (issue 13): whatever arguments the
// companion is given, in-process with its own folders, it never panics,
// exits 0, 1 or 2, and writes no character a terminal would act on.
// Arguments are separated by NUL, which a real command line cannot hold.
func FuzzCommandLine(f *testing.F) {
	path := filepath.Join(memDirs(f), "g.yaml")
	var out, errb bytes.Buffer
	if code := run([]string{"--game", path, "new", "--names", "Ana,Bo", "--seed", "5", "--no-input", "--start-disks", "5a,2a"},
		&cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80}, func(string) string { return "" }, nil); code != cmdutil.ExitOK {
		f.Fatalf("new: %s", errb.String())
	}
	game, err := os.ReadFile(path)
	if err != nil {
		f.Fatal(err)
	}
	for _, seed := range []string{
		"state", "log\x00--json", "turn\x00--furnace\x00upper-left", "turn\x00--factory\x00upper-left\x00--cubes\x00purple",
		"turn\x00--create\x00left:upper\x00--disk\x009z", "reset\x00--empty\x00upper-left,lower-left\x00--reached=false\x00--refill\x003",
		"undo\x002", "new\x00--names\x00A,,C", "new\x00--names\x00Ana\x1b[31m,Bo\x00--seed\x007",
		"score\x00--names\x00Ana\x00--difficulty\x00none\x00--opponent\x00none\x00--track\x00Ana:38",
		"automa\x00--highest\x00-7", "rules\x00search\x00army\x1b]0;x\a", "rules\x00show\x00army", "--lang\x00de\x00games",
		"components\x00refills\x00--set\x0045=3/2/2", "--lang\x00pt\x00turn\x00--supply\x00Ana:upper-left:black:B4",
		"completion\x00bash", "--help", "version", "\u202e", "history", "stats\x00--player\x00Zed",
		"export\x00bgstats\x00--comments\x00a\x1bb", "score\x00--duration\x0099h\x00--finish",
	} {
		f.Add(seed)
	}
	f.Fuzz(func(t *testing.T, line string) {
		// Each run starts from the same game and empty folders.
		for _, d := range []string{store.DataDir(), store.StateDir(), store.ConfigDir()} {
			_ = os.RemoveAll(d)
		}
		if err := os.WriteFile(path, game, 0o644); err != nil {
			t.Fatal(err)
		}
		args := strings.Split(line, "\x00")
		var out, errb bytes.Buffer
		code := run(append([]string{"--game", path}, args...), &cmdutil.IOStreams{In: strings.NewReader(""), Out: &out, Err: &errb, Width: 80},
			func(string) string { return "" }, nil)
		if code != cmdutil.ExitOK && code != cmdutil.ExitError && code != cmdutil.ExitUsage {
			t.Fatalf("%q: exit %d: %s", args, code, errb.String())
		}
		for _, lang := range locales.Supported { // a panic, caught by run
			if internal := locales.New(lang).T("error.internal", "Detail", ""); strings.Contains(errb.String(), internal) {
				t.Fatalf("%q: %s", args, errb.String())
			}
		}
		if fl, ok := raw(out.String() + errb.String()); ok {
			t.Fatalf("%q: %s reached the output raw:\n%s%s", args, fl.Char(out.String()+errb.String()), out.String(), errb.String())
		}
	})
}

// memDirs is gameDirs in memory where the system has a memory folder
// (/dev/shm): every command syncs what it writes, and a fuzz run of a
// hundred thousand commands should not wait on a disk for it.
func memDirs(t testing.TB) string {
	fi, err := os.Stat("/dev/shm")
	if err != nil || !fi.IsDir() {
		return gameDirs(t)
	}
	dir, err := os.MkdirTemp("/dev/shm", "stephens-fuzz-")
	if err != nil {
		return gameDirs(t)
	}
	t.Cleanup(func() { _ = os.RemoveAll(dir) })
	for _, k := range []string{"XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"} {
		t.Setenv(k, filepath.Join(dir, k))
	}
	store.Reload()
	t.Cleanup(store.Reload)
	return dir
}
