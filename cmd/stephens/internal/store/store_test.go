package store

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestWriteFileCreatesAndReplaces(t *testing.T) {
	path := filepath.Join(ownDirs(t), "a", "b", "game.yaml")
	for _, content := range []string{"one\n", "two\n"} {
		if err := WriteFile(path, Game, []byte("version: 1\nsettings: "+content)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != "version: 1\nsettings: "+content {
			t.Fatalf("read %q, %v; want %q", got, err, content)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("temp files left behind: %v", entries)
	}
}

func TestOpenIsExclusive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.yaml")
	f, err := Open(path, Cache)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Open(path, Cache); !errors.Is(err, ErrInUse) {
		t.Fatalf("second open: %v, want ErrInUse", err)
	}
	f.Close()
	again, err := Open(path, Cache)
	if err != nil {
		t.Fatalf("open after close: %v", err)
	}
	again.Close()
	if _, err := os.Stat(path + ".lock"); !errors.Is(err, fs.ErrNotExist) {
		t.Error("the lock file was left behind")
	}
}

func TestDirsFollowXDG(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	Reload()
	if got := GamesDir(); got != filepath.Join(dir, "stephens", "games") {
		t.Errorf("GamesDir = %s", got)
	}
}

// ownDirs points the XDG folders into a temporary folder and returns the
// data folder: the companion's own, where missing folders are made.
func ownDirs(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	for _, v := range []string{"XDG_DATA_HOME", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME"} {
		t.Setenv(v, filepath.Join(dir, strings.ToLower(strings.TrimSuffix(strings.TrimPrefix(v, "XDG_"), "_HOME"))))
	}
	Reload()
	t.Cleanup(Reload)
	return DataDir()
}
