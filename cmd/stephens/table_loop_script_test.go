package main

import (
	"bytes"
	"context"
	"fmt"
	"io"
	"net/http"
	"regexp"
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
