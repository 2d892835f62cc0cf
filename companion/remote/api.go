package remote

import (
	"bytes"
	"encoding/json"
	"errors"
	"net/http"
	"strconv"
	"strings"
	"time"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// The API (README, "The table view's API"). Every answer is JSON but the
// events; an error is {"error": "…"} in the asker's language.
func (s *Server) routeAPI(mux *http.ServeMux) {
	mux.HandleFunc("GET /api/state", s.serveState)
	mux.HandleFunc("GET /api/log", s.serveLog)
	mux.HandleFunc("GET /api/question", s.serveQuestion)
	mux.HandleFunc("POST /api/answer", s.serveAnswer)
	mux.HandleFunc("GET /api/events", s.serveEvents)
	mux.HandleFunc("GET /api/rules/search", s.serveRulesSearch)
	mux.HandleFunc("GET /api/rules/topic", s.serveRulesTopic)
	mux.HandleFunc("/api/", func(w http.ResponseWriter, r *http.Request) {
		s.refuse(w, r, http.StatusNotFound, "table.refused.not_found")
	})
}

// refuse answers with status and the message id in the asker's language:
// JSON under /api/, plain text elsewhere. Nothing was changed.
func (s *Server) refuse(w http.ResponseWriter, r *http.Request, status int, id string, kv ...any) {
	s.refuseText(w, r, status, Printer(r).T(id, kv...))
}

func (s *Server) refuseText(w http.ResponseWriter, r *http.Request, status int, msg string) {
	if strings.HasPrefix(r.URL.Path, "/api/") {
		writeJSON(w, status, map[string]string{"error": msg})
		return
	}
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(msg + "\n"))
}

// writeJSON writes v as the CLI's --json writes it: indented, with no raw
// flawed character.
func writeJSON(w http.ResponseWriter, status int, v any) {
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		http.Error(w, http.StatusText(http.StatusInternalServerError), http.StatusInternalServerError)
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write(companion.EscapeJSON(b.Bytes()))
}

// reload reads the game file now (a request must see the game as it is,
// not as the last poll saw it).
func (s *Server) reload() snapshot {
	if s.hub.refresh() {
		s.hub.mu.Lock()
		sum := s.hub.sum
		s.hub.mu.Unlock()
		s.table.GameChanged(sum)
	}
	return s.hub.snapshot()
}

// serveState: GET /api/state, the document of `stephens state --json`.
func (s *Server) serveState(w http.ResponseWriter, r *http.Request) {
	snap := s.reload()
	if snap.err != nil || snap.doc == nil {
		// The file's problem names its path: the terminal says it, not the page.
		s.refuse(w, r, http.StatusServiceUnavailable, "table.game_unreadable")
		return
	}
	w.Header().Set("Content-Type", "application/json; charset=utf-8")
	w.Header().Set("ETag", `"`+snap.id+`"`)
	_, _ = w.Write(snap.doc)
}

// logOut is one entry of the log: its number and event as `stephens log
// --json` gives them, and the event in words in the asker's language.
type logOut struct {
	N     int        `json:"n"`
	Event game.Event `json:"event"`
	Text  string     `json:"text"`
}

// serveLog: GET /api/log?last=N, the game's history in words (the last N
// entries; all without N).
func (s *Server) serveLog(w http.ResponseWriter, r *http.Request) {
	buf, err := s.game.Read()
	var f *game.File
	var st *game.State
	if err == nil {
		f, _, err = game.ParseFileState(buf)
	}
	if err == nil {
		st, err = game.New(f.Settings)
	}
	var said []walk.Msg
	if err == nil {
		said, err = play.History(st, f.Events)
	}
	if err != nil {
		s.refuse(w, r, http.StatusServiceUnavailable, "table.game_unreadable")
		return
	}
	p := Printer(r)
	out := make([]logOut, 0, len(f.Events))
	from := 0
	if n, err := strconv.Atoi(r.URL.Query().Get("last")); err == nil && n >= 0 && n < len(f.Events) {
		from = len(f.Events) - n
	}
	for i := from; i < len(f.Events); i++ {
		out = append(out, logOut{N: i + 1, Event: f.Events[i], Text: p.Render(said[i])})
	}
	writeJSON(w, http.StatusOK, out)
}

// serveQuestion: GET /api/question, the open question; 204 when none is.
func (s *Server) serveQuestion(w http.ResponseWriter, r *http.Request) {
	id, a, ok := s.table.Question()
	if !ok {
		w.WriteHeader(http.StatusNoContent)
		return
	}
	writeJSON(w, http.StatusOK, Render(Printer(r), id, a))
}

// answerIn is an answer's body: the question's id and the value, or back,
// or a menu entry.
type answerIn struct {
	ID    string `json:"id"`
	Value string `json:"value"`
	Back  bool   `json:"back"`
	Menu  *int   `json:"menu"`
}

// answerWait is how long an answer waits for the session's next question.
const answerWait = 5 * time.Second

// serveAnswer: POST /api/answer. 200 with the next question (null when the
// session asks nothing yet), 422 when the question refuses the value (the
// problem in the asker's language), 409 when the question is no longer
// open, 429 when answers come too fast. A refused answer changes nothing.
func (s *Server) serveAnswer(w http.ResponseWriter, r *http.Request) {
	if ok, wait := s.answers.take(); !ok {
		w.Header().Set("Retry-After", retryAfter(wait))
		s.refuse(w, r, http.StatusTooManyRequests, "table.refused.rate")
		return
	}
	var in answerIn
	dec := json.NewDecoder(r.Body)
	dec.DisallowUnknownFields()
	if err := dec.Decode(&in); err != nil {
		var tooBig *http.MaxBytesError
		if errors.As(err, &tooBig) {
			s.refuse(w, r, http.StatusRequestEntityTooLarge, "table.refused.too_large")
			return
		}
		s.refuse(w, r, http.StatusBadRequest, "table.refused.bad_json")
		return
	}
	p := Printer(r)
	s.reload() // a change made elsewhere withdraws the question first
	_, err := s.table.Answer(in.ID, Reply{}, func(a Asked) (Reply, error) {
		switch {
		case in.Back:
			if !a.CanBack {
				return Reply{}, companion.NewProblem("table.refused.no_back")
			}
			return Reply{Kind: Back}, nil
		case in.Menu != nil:
			if *in.Menu < 0 || *in.Menu >= len(a.Menu) {
				return Reply{}, companion.NewProblem("table.refused.no_entry", "Entry", *in.Menu)
			}
			return Reply{Kind: PickMenu, Entry: *in.Menu}, nil
		}
		v, err := a.Q.Accept(in.Value)
		if err != nil {
			return Reply{}, err
		}
		return Reply{Kind: Answer, Value: v}, nil
	}, answerWait)
	if errors.Is(err, ErrNotOpen) {
		s.refuse(w, r, http.StatusConflict, "table.refused.not_open")
		return
	}
	if err != nil {
		var pr *companion.Problem
		msg := err.Error()
		if errors.As(err, &pr) {
			msg = p.Map(pr.ID, pr.Args)
		}
		s.refuseText(w, r, http.StatusUnprocessableEntity, msg)
		return
	}
	id, a, ok := s.table.Question()
	if !ok {
		writeJSON(w, http.StatusOK, nil)
		return
	}
	writeJSON(w, http.StatusOK, Render(p, id, a))
}

// rulesGame is the game= of a rules request (stephens when empty).
func (s *Server) rulesGame(w http.ResponseWriter, r *http.Request) (*rules.Base, bool) {
	g := r.URL.Query().Get("game")
	if g == "" {
		g = string(rules.Stephens)
	}
	b, err := rules.Of(rules.Game(g))
	if err != nil {
		s.refuse(w, r, http.StatusBadRequest, "table.rules.bad_game", "Game", g)
		return nil, false
	}
	return b, true
}

// serveRulesSearch: GET /api/rules/search?q=&game=, the topics that match
// in the asker's language, best first, as `rules search --json` lists
// them ([] when none does).
func (s *Server) serveRulesSearch(w http.ResponseWriter, r *http.Request) {
	b, ok := s.rulesGame(w, r)
	if !ok {
		return
	}
	q := strings.TrimSpace(r.URL.Query().Get("q"))
	if q == "" {
		s.refuse(w, r, http.StatusBadRequest, "table.rules.need_words")
		return
	}
	rs := b.Search(Lang(r), q)
	if rs == nil {
		rs = []rules.Result{}
	}
	writeJSON(w, http.StatusOK, rs)
}

// serveRulesTopic: GET /api/rules/topic?slug=&game=, one topic in the
// asker's language (a slug, title or alias), for '?' and the browser.
func (s *Server) serveRulesTopic(w http.ResponseWriter, r *http.Request) {
	b, ok := s.rulesGame(w, r)
	if !ok {
		return
	}
	lang := Lang(r)
	key := strings.TrimSpace(r.URL.Query().Get("slug"))
	t, _ := b.Resolve(lang, key)
	if key == "" || t == nil {
		s.refuse(w, r, http.StatusNotFound, "table.rules.not_found", "Slug", key)
		return
	}
	writeJSON(w, http.StatusOK, b.JSON(t))
}
