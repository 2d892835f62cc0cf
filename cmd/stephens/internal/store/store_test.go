package store

import (
	"errors"
	"os"
	"path/filepath"
	"testing"
)

func TestWriteFileCreatesAndReplaces(t *testing.T) {
	path := filepath.Join(t.TempDir(), "a", "b", "game.yaml")
	for _, content := range []string{"one\n", "two\n"} {
		if err := WriteFile(path, []byte(content)); err != nil {
			t.Fatal(err)
		}
		got, err := os.ReadFile(path)
		if err != nil || string(got) != content {
			t.Fatalf("read %q, %v; want %q", got, err, content)
		}
	}
	entries, _ := os.ReadDir(filepath.Dir(path))
	if len(entries) != 1 {
		t.Errorf("temp files left behind: %v", entries)
	}
}

func TestLockIsExclusive(t *testing.T) {
	path := filepath.Join(t.TempDir(), "game.yaml")
	unlock, err := Lock(path)
	if err != nil {
		t.Fatal(err)
	}
	if _, err := Lock(path); !errors.Is(err, ErrInUse) {
		t.Fatalf("second lock: %v, want ErrInUse", err)
	}
	unlock()
	again, err := Lock(path)
	if err != nil {
		t.Fatalf("lock after unlock: %v", err)
	}
	again()
}

func TestDirsFollowXDG(t *testing.T) {
	dir := t.TempDir()
	t.Setenv("XDG_DATA_HOME", dir)
	Reload()
	if got := GamesDir(); got != filepath.Join(dir, "stephens", "games") {
		t.Errorf("GamesDir = %s", got)
	}
}
