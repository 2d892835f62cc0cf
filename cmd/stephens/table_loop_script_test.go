package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"regexp"
	"strings"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// tablequestion [ID]: GET /api/question with the token until a question is
// open (other than ID, when given: the one answered or withdrawn before),
// failing the script without one within 10 s; the status on stderr, the
// question on stdout. The table's loop asks on its own time: a script
// waits for it here rather than racing it.
func cmdTableQuestion(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) > 1 {
		ts.Fatalf("usage: tablequestion [NOT-ID]")
	}
	r := runOf(ts)
	deadline := time.Now().Add(10 * time.Second)
	for {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		req, err := http.NewRequestWithContext(ctx, "GET", r.base+"/api/question", nil)
		ts.Check(err)
		req.Header.Set("Authorization", "Bearer "+r.token)
		resp, err := http.DefaultClient.Do(req)
		ts.Check(err)
		body, err := io.ReadAll(resp.Body)
		resp.Body.Close()
		cancel()
		ts.Check(err)
		stale := len(args) == 1 && resp.StatusCode == http.StatusOK && containsID(body, args[0])
		if resp.StatusCode != http.StatusNoContent && !stale {
			fmt.Fprintln(ts.Stderr(), resp.StatusCode)
			_, _ = ts.Stdout().Write(body)
			return
		}
		if time.Now().After(deadline) {
			ts.Fatalf("no question open within 10 s (last: %d %s)", resp.StatusCode, body)
		}
		time.Sleep(20 * time.Millisecond)
	}
}

// containsID: the question document body is the asking id.
func containsID(body []byte, id string) bool {
	return bytes.Contains(body, []byte(`"id": "`+id+`"`))
}

// tableeventuntil REGEXP: the next events until one whose data matches
// (each within 2 s, as tableevents next), that one on stdout. The loop's
// own changes (a question withdrawn, the next one asked) come as events of
// their own, in between.
func cmdTableEventUntil(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: tableeventuntil REGEXP")
	}
	re, err := regexp.Compile(args[0])
	ts.Check(err)
	r := runOf(ts)
	for i := 0; i < 20; i++ {
		if data := nextEvent(ts, r, 2*time.Second); re.MatchString(data) {
			fmt.Fprintln(ts.Stdout(), data)
			return
		}
	}
	ts.Fatalf("no event matched %s in 20", args[0])
}

// tablefinish [QUESTION=VALUE...]: answers the page's open questions one
// after another, as a phone tapping through: the value given for the
// question (by its ID without the "@n"), else its default, else its first
// option, else its lowest number or nothing (a text: no more); until the game is over (at most 120
// answers, each question within 10 s). Each "ID = VALUE" on stdout.
func cmdTableFinish(ts *testscript.TestScript, neg bool, args []string) {
	if neg {
		ts.Fatalf("usage: tablefinish [QUESTION=VALUE...]")
	}
	given := map[string]string{}
	for _, a := range args {
		k, v, _ := strings.Cut(a, "=")
		given[k] = v
	}
	r := runOf(ts)
	do := func(method, path, body string) (int, []byte) {
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		req, err := http.NewRequestWithContext(ctx, method, r.base+path, strings.NewReader(body))
		ts.Check(err)
		req.Header.Set("Authorization", "Bearer "+r.token)
		req.Header.Set("X-Stephens-Token", r.token)
		resp, err := http.DefaultClient.Do(req)
		ts.Check(err)
		defer resp.Body.Close()
		buf, err := io.ReadAll(resp.Body)
		ts.Check(err)
		return resp.StatusCode, buf
	}
	last := ""
	deadline := time.Now().Add(10 * time.Second)
	for answers := 0; answers < 120; {
		if _, st := do("GET", "/api/state", ""); bytes.Contains(st, []byte(`"phase": "over"`)) {
			return
		}
		code, body := do("GET", "/api/question", "")
		var q struct {
			ID, Question, Default, Kind string
			Min                         int
			Options                     []struct{ Value, Unavailable string }
		}
		if code == http.StatusOK {
			ts.Check(json.Unmarshal(body, &q))
		}
		if code != http.StatusOK || q.ID == last {
			if time.Now().After(deadline) {
				ts.Fatalf("no question open within 10 s (last %s)", last)
			}
			time.Sleep(20 * time.Millisecond)
			continue
		}
		v, ok := given[q.Question]
		for _, o := range q.Options {
			if !ok && q.Default == "" && o.Unavailable == "" {
				v, ok = o.Value, true
			}
		}
		if !ok {
			v = q.Default
			if v == "" && q.Kind == "number" {
				v = fmt.Sprint(q.Min)
			}
		}
		out, _ := json.Marshal(map[string]string{"id": q.ID, "value": v})
		code, body = do("POST", "/api/answer", string(out))
		switch code {
		case http.StatusTooManyRequests:
			time.Sleep(200 * time.Millisecond)
			continue
		case http.StatusOK:
		default:
			ts.Fatalf("%s = %q: %d %s", q.ID, v, code, body)
		}
		fmt.Fprintf(ts.Stdout(), "%s = %s\n", q.Question, v)
		last, answers, deadline = q.ID, answers+1, time.Now().Add(10*time.Second)
	}
	ts.Fatalf("the game is not over after 120 answers")
}
