package remote

import (
	"bytes"
	"context"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"strconv"
	"sync"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
)

// hub holds the game as the server last read it and tells every event
// stream when it changes. A change is the game file's bytes changing (a
// write of this server's session, of `stephens play` or `stephens turn` in
// another process) or the open question changing; each one gets the next
// version. A stream that falls behind skips to the newest version: a phone
// wants the game as it is, not every step on the way.
type hub struct {
	load func() (doc []byte, sum [32]byte, err error)

	mu       sync.Mutex
	run      string // this run's part of an event's id: an old page's id is never current
	version  int
	loaded   bool   // the file was read once
	doc      []byte // the state document (StateJSON), nil when the file cannot be read
	sum      [32]byte
	err      error // why the file cannot be read, nil when it can
	question string
	subs     map[chan struct{}]struct{}
	closed   bool
	done     chan struct{}
}

func newHub(load func() ([]byte, [32]byte, error), random io.Reader) *hub {
	var b [4]byte
	_, _ = io.ReadFull(random, b[:])
	return &hub{load: load, run: hex.EncodeToString(b[:]), subs: map[chan struct{}]struct{}{}, done: make(chan struct{})}
}

// snapshot is one version of the game as the streams see it.
type snapshot struct {
	id       string
	doc      []byte
	err      error
	question string
}

func (h *hub) snapshot() snapshot {
	h.mu.Lock()
	defer h.mu.Unlock()
	return snapshot{id: h.idLocked(), doc: h.doc, err: h.err, question: h.question}
}

func (h *hub) idLocked() string { return h.run + "-" + strconv.Itoa(h.version) }

// refresh reads the game file again; a change of its bytes is a new
// version. It returns whether there was one since an earlier read (the
// first read is no change).
func (h *hub) refresh() bool {
	doc, sum, err := h.load()
	h.mu.Lock()
	first := !h.loaded
	h.loaded = true
	if !first && err == nil && h.err == nil && sum == h.sum {
		h.mu.Unlock()
		return false
	}
	if !first && err != nil && h.err != nil {
		h.mu.Unlock()
		return false // still unreadable: no news
	}
	h.doc, h.sum, h.err = doc, sum, err
	h.bumpLocked()
	h.mu.Unlock()
	return !first
}

// setQuestion records the open question's id ("" none): a new version when
// it changes.
func (h *hub) setQuestion(id string) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.question == id {
		return
	}
	h.question = id
	h.bumpLocked()
}

func (h *hub) bumpLocked() {
	h.version++
	for c := range h.subs {
		select {
		case c <- struct{}{}:
		default: // it has news waiting already
		}
	}
}

// maxStreams bounds the event streams open at once (a table has a few
// phones and a TV; a page reloaded in a loop does not grow the server).
const maxStreams = 64

// subscribe returns a channel that is signalled at every new version, and
// false once the hub is closed or has maxStreams streams already.
func (h *hub) subscribe() (chan struct{}, bool) {
	h.mu.Lock()
	defer h.mu.Unlock()
	if h.closed || len(h.subs) >= maxStreams {
		return nil, false
	}
	c := make(chan struct{}, 1)
	h.subs[c] = struct{}{}
	return c, true
}

func (h *hub) unsubscribe(c chan struct{}) {
	h.mu.Lock()
	delete(h.subs, c)
	h.mu.Unlock()
}

// close ends every stream (the server is stopping).
func (h *hub) close() {
	h.mu.Lock()
	defer h.mu.Unlock()
	if !h.closed {
		h.closed = true
		close(h.done)
	}
}

// loadState reads the game file and makes its state document.
func (s *Server) loadState() ([]byte, [32]byte, error) {
	buf, err := s.game.Read()
	if err != nil {
		return nil, [32]byte{}, err
	}
	sum := sha256.Sum256(buf)
	doc, err := game.StateJSON(buf)
	return doc, sum, err
}

// watch looks at the game file every s.poll until ctx ends: a Stamp each
// time, a read only when the stamp changed.
func (s *Server) watch(ctx context.Context) {
	last, lastErr := s.game.Stamp() // before the read: a change after it is seen at the next look
	s.reload()
	t := time.NewTicker(s.poll)
	defer t.Stop()
	for {
		select {
		case <-ctx.Done():
			return
		case <-t.C:
		}
		stamp, err := s.game.Stamp()
		if err == nil && lastErr == nil && stamp == last {
			continue
		}
		if err != nil && lastErr != nil {
			continue // still missing
		}
		last, lastErr = stamp, err
		s.reload()
	}
}

// event is the data of a server-sent event: the version's id, the state
// document (as /api/state has it) and the open question's id ("" none).
// A page fetches /api/question when question changes.
type event struct {
	Version  string          `json:"version"`
	State    json.RawMessage `json:"state"`
	Question string          `json:"question"`
}

// serveEvents streams the game's versions as server-sent events ("state"),
// the current one first unless the browser's Last-Event-ID says it has it
// (a phone that slept catches up on waking), then every new one, with a
// comment every 20 seconds to keep the connection open.
func (s *Server) serveEvents(w http.ResponseWriter, r *http.Request) {
	flusher, ok := w.(http.Flusher)
	if !ok {
		http.Error(w, "streaming unsupported", http.StatusInternalServerError)
		return
	}
	c, ok := s.hub.subscribe()
	if !ok {
		http.Error(w, http.StatusText(http.StatusServiceUnavailable), http.StatusServiceUnavailable)
		return
	}
	defer s.hub.unsubscribe(c)
	s.reload() // the game as it is now, not as the last poll saw it
	h := w.Header()
	h.Set("Content-Type", "text/event-stream")
	h.Set("Cache-Control", "no-store")
	h.Set("X-Accel-Buffering", "no")
	w.WriteHeader(http.StatusOK)
	sent := r.Header.Get("Last-Event-ID")
	var buf bytes.Buffer
	send := func() error {
		snap := s.hub.snapshot()
		if snap.id == sent {
			return nil
		}
		sent = snap.id
		buf.Reset()
		doc := compact(snap.doc)
		data, err := json.Marshal(event{Version: snap.id, State: doc, Question: snap.question})
		if err != nil {
			return err
		}
		fmt.Fprintf(&buf, "id: %s\nevent: state\ndata: %s\n\n", snap.id, data)
		if _, err := w.Write(buf.Bytes()); err != nil {
			return err
		}
		flusher.Flush()
		return nil
	}
	fmt.Fprint(w, "retry: 2000\n\n")
	flusher.Flush() // the headers go now, even when there is no news to send
	if err := send(); err != nil {
		return
	}
	ping := time.NewTicker(20 * time.Second)
	defer ping.Stop()
	for {
		select {
		case <-r.Context().Done():
			return
		case <-s.hub.done:
			return
		case <-ping.C:
			if _, err := fmt.Fprint(w, ": ping\n\n"); err != nil {
				return
			}
			flusher.Flush()
		case <-c:
			if err := send(); err != nil {
				return
			}
		}
	}
}

// compact makes the state document one line, as an event's data must be;
// null when there is none (the file cannot be read).
func compact(doc []byte) json.RawMessage {
	if doc == nil {
		return json.RawMessage("null")
	}
	var b bytes.Buffer
	if err := json.Compact(&b, doc); err != nil {
		return json.RawMessage("null")
	}
	return b.Bytes()
}
