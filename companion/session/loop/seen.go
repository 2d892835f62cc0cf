package loop

import (
	"bytes"
	"context"
	"sync"
	"time"
)

// File is a file the loop's store watches (the game file, its draft): the
// program reads and stamps it; the loop never opens one. Its shape is the
// table view's (companion/remote.Game).
type File interface {
	// Read returns the file's bytes as they are now (an error when there
	// is no file).
	Read() ([]byte, error)
	// Stamp is a cheap look (no read) that differs whenever the file may
	// have changed; an error when there is no file.
	Stamp() (string, error)
}

// Seen is what one side of the game last read or wrote of the game file
// and of its draft: anything else there is a change made elsewhere
// (Store.Changed). A write of this side is noted before it is made
// (Writing), so the watch never takes it for another's.
type Seen struct {
	mu          sync.Mutex
	game, draft []byte
	// writing counts this side's writes under way, started all it began.
	writing, started int
}

// Read notes the game file and the draft as this side read them.
func (s *Seen) Read(game, draft []byte) {
	s.mu.Lock()
	s.game, s.draft = game, draft
	s.mu.Unlock()
}

// ReadDraft notes the draft as this side read it (nil: none).
func (s *Seen) ReadDraft(draft []byte) {
	s.mu.Lock()
	s.draft = draft
	s.mu.Unlock()
}

// Game is the game file as this side last read or wrote it.
func (s *Seen) Game() []byte {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.game
}

// Writing notes buf as what the game file (or the draft, when draft) will
// hold once this side's write is done; done(err) ends the write, and a
// failed one leaves what was noted before.
func (s *Seen) Writing(draft bool, buf []byte) (done func(error)) {
	at := &s.game
	if draft {
		at = &s.draft
	}
	s.mu.Lock()
	old := *at
	*at = buf
	s.writing++
	s.started++
	s.mu.Unlock()
	return func(err error) {
		s.mu.Lock()
		if err != nil {
			*at = old
		}
		s.writing--
		s.mu.Unlock()
	}
}

// changed: game and draft as read now are not what this side has seen
// (a game file that cannot be read is no news: the next Load says why);
// busy: a write of this side was under way meanwhile, and it cannot tell.
func (s *Seen) changed(gameFile, draftFile File) (changed, busy bool) {
	s.mu.Lock()
	started := s.started
	s.mu.Unlock()
	game, _ := gameFile.Read()
	draft, _ := draftFile.Read()
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.writing > 0 || s.started != started {
		return false, true
	}
	return game != nil && !bytes.Equal(game, s.game) || !bytes.Equal(draft, s.draft), false
}

// Watch looks at the game file and its draft every poll until ctx ends (a
// stamp each; a read when one changed): the channel is closed once either
// is not what this side has seen.
func (s *Seen) Watch(ctx context.Context, poll time.Duration, game, draft File) <-chan struct{} {
	ch := make(chan struct{})
	files := []File{game, draft}
	go func() {
		t := time.NewTicker(poll)
		defer t.Stop()
		stamps := make([]string, len(files))
		look := true
		for {
			select {
			case <-ctx.Done():
				return
			case <-t.C:
			}
			for i, f := range files {
				st, err := f.Stamp()
				if err != nil {
					st = "none"
				}
				look = look || st != stamps[i]
				stamps[i] = st
			}
			if !look {
				continue
			}
			changed, busy := s.changed(game, draft)
			if changed {
				close(ch)
				return
			}
			look = busy // a write of this side under way: look again
		}
	}()
	return ch
}
