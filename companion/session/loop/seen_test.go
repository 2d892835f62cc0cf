package loop_test

import (
	"context"
	"errors"
	"strconv"
	"sync"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/session/loop"
)

// memFile is a file in memory, stamped by its writes.
type memFile struct {
	mu     sync.Mutex
	buf    []byte
	writes int
}

func (f *memFile) set(b []byte) {
	f.mu.Lock()
	f.buf = b
	f.writes++
	f.mu.Unlock()
}

func (f *memFile) Read() ([]byte, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.buf == nil {
		return nil, errors.New("no file")
	}
	return f.buf, nil
}

func (f *memFile) Stamp() (string, error) {
	f.mu.Lock()
	defer f.mu.Unlock()
	if f.buf == nil {
		return "", errors.New("no file")
	}
	return strconv.Itoa(f.writes), nil
}

// The watch of one side: its own writes (noted before they are made) are
// no news, even while the watch looks; a draft written elsewhere is.
func TestSeenTellsOwnWritesFromOthers(t *testing.T) {
	game, draft := &memFile{buf: []byte("game 1")}, &memFile{}
	var s loop.Seen
	s.Read([]byte("game 1"), nil)
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	changed := s.Watch(ctx, time.Millisecond, game, draft)
	for i := range 50 {
		done := s.Writing(i%2 == 0, []byte("mine "+strconv.Itoa(i)))
		if i%2 == 0 {
			draft.set([]byte("mine " + strconv.Itoa(i)))
		} else {
			game.set([]byte("mine " + strconv.Itoa(i)))
		}
		done(nil)
		time.Sleep(time.Millisecond)
	}
	time.Sleep(20 * time.Millisecond) // the watch looks at the last write too
	select {
	case <-changed:
		t.Fatal("this side's own writes were taken for a change made elsewhere")
	default:
	}
	draft.set([]byte("theirs"))
	select {
	case <-changed:
	case <-time.After(time.Minute):
		t.Fatal("a draft written elsewhere was not seen")
	}
}
