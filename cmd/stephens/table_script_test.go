package main

import (
	"bufio"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"github.com/rogpeppe/go-internal/testscript"
)

// The testscript commands of `stephens table` (testdata/script/table*.txtar):
//
//	tableserve GAME            start stephens table --listen 127.0.0.1:0 --game GAME
//	                           in the background; its first lines, up to the
//	                           address, on stdout (fails without it within 5 s)
//	tableget PATH [noauth] [Name:Value...]
//	                           GET PATH with the token as a bearer token
//	                           (none with noauth): the status on stderr, the
//	                           body on stdout
//	tablepost JSON             POST JSON to /api/answer with the token
//	tableevents start          open /api/events and read its first event
//	tableevents next           the next event's data on stdout (fails
//	                           without one within 2 s)
//	tablestop                  Ctrl-C (SIGINT) to stephens table: its exit
//	                           code and the rest of its output on stdout
//	                           (fails when it does not end within 5 s)
func tableCmds() map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	return map[string]func(ts *testscript.TestScript, neg bool, args []string){
		"tableserve":  cmdTableServe,
		"tableget":    cmdTableGet,
		"tablepost":   cmdTablePost,
		"tableevents": cmdTableEvents,
		"tablestop":   cmdTableStop,
		// table_loop_script_test.go
		"tablequestion":   cmdTableQuestion,
		"tableeventuntil": cmdTableEventUntil,
		"tablefinish":     cmdTableFinish,
	}
}

// withTableCmds adds the table view's commands to cmds.
func withTableCmds(cmds map[string]func(ts *testscript.TestScript, neg bool, args []string)) map[string]func(ts *testscript.TestScript, neg bool, args []string) {
	for name, c := range tableCmds() {
		cmds[name] = c
	}
	return cmds
}

// tableRun is a script's running table view.
type tableRun struct {
	base, token string
	proc        *exec.Cmd
	rest        chan string // the output after the address, closed at its end
	events      *bufio.Reader
	eventsBody  io.Closer
}

var (
	tableRunsMu sync.Mutex
	tableRuns   = map[*testscript.TestScript]*tableRun{}
)

func runOf(ts *testscript.TestScript) *tableRun {
	tableRunsMu.Lock()
	defer tableRunsMu.Unlock()
	r := tableRuns[ts]
	if r == nil {
		ts.Fatalf("no table view: tableserve first")
	}
	return r
}

// scriptEnv is the script's environment for a program it starts itself.
func scriptEnv(ts *testscript.TestScript) []string {
	env := os.Environ()
	for _, k := range []string{"PATH", "HOME", "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_STATE_HOME", "XDG_CACHE_HOME",
		"STEPHENS_LANG", "LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG", "COLUMNS", "STEPHENS_TESTONLY_TTY"} {
		env = append(env, k+"="+ts.Getenv(k))
	}
	return env
}

func cmdTableServe(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: tableserve GAME")
	}
	bin := "" // the script's stephens, on the script's PATH
	for _, dir := range filepath.SplitList(ts.Getenv("PATH")) {
		if fi, err := os.Stat(filepath.Join(dir, "stephens")); err == nil && !fi.IsDir() {
			bin = filepath.Join(dir, "stephens")
			break
		}
	}
	if bin == "" {
		ts.Fatalf("no stephens on the script's PATH")
	}
	cmd := exec.Command(bin, "table", "--listen", "127.0.0.1:0", "--game", args[0])
	cmd.Dir = ts.MkAbs(".")
	cmd.Env = scriptEnv(ts)
	out, err := cmd.StdoutPipe()
	ts.Check(err)
	cmd.Stderr = ts.Stderr()
	ts.Check(cmd.Start())
	ts.Defer(func() {
		_ = cmd.Process.Kill()
		_ = cmd.Wait()
	})
	lines := make(chan string)
	go func() {
		sc := bufio.NewScanner(out)
		for sc.Scan() {
			lines <- sc.Text()
		}
		close(lines)
	}()
	deadline := time.After(5 * time.Second)
	for {
		select {
		case line, ok := <-lines:
			if !ok {
				ts.Fatalf("stephens table ended without an address")
			}
			fmt.Fprintln(ts.Stdout(), line)
			if rest, ok := strings.CutPrefix(line, "http://"); ok {
				host, query, _ := strings.Cut(rest, "/?t=")
				tableRunsMu.Lock()
				rest := make(chan string, 64)
				tableRuns[ts] = &tableRun{base: "http://" + host, token: query, proc: cmd, rest: rest}
				tableRunsMu.Unlock()
				ts.Defer(func() {
					tableRunsMu.Lock()
					if r := tableRuns[ts]; r != nil && r.eventsBody != nil {
						r.eventsBody.Close()
					}
					delete(tableRuns, ts)
					tableRunsMu.Unlock()
				})
				go func() { // the rest of its output, for tablestop
					for line := range lines {
						select {
						case rest <- line:
						default: // nobody reads it: dropped
						}
					}
					close(rest)
				}()
				return
			}
		case <-deadline:
			ts.Fatalf("stephens table printed no address within 5 s")
		}
	}
}

func cmdTableGet(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 1 {
		ts.Fatalf("usage: tableget PATH [noauth] [Name:Value...]")
	}
	r := runOf(ts)
	req, err := http.NewRequest("GET", r.base+args[0], nil)
	ts.Check(err)
	auth := true
	for _, a := range args[1:] {
		if a == "noauth" {
			auth = false
			continue
		}
		name, value, _ := strings.Cut(a, ":")
		if name == "Host" {
			req.Host = value
			continue
		}
		req.Header.Set(name, value)
	}
	if auth {
		req.Header.Set("Authorization", "Bearer "+r.token)
	}
	tableDo(ts, req)
}

func cmdTablePost(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: tablepost JSON")
	}
	r := runOf(ts)
	req, err := http.NewRequest("POST", r.base+"/api/answer", strings.NewReader(args[0]))
	ts.Check(err)
	req.Header.Set("Authorization", "Bearer "+r.token)
	req.Header.Set("X-Stephens-Token", r.token)
	req.Header.Set("Content-Type", "application/json")
	tableDo(ts, req)
}

func tableDo(ts *testscript.TestScript, req *http.Request) {
	ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
	defer cancel()
	resp, err := http.DefaultClient.Do(req.WithContext(ctx))
	ts.Check(err)
	defer resp.Body.Close()
	body, err := io.ReadAll(resp.Body)
	ts.Check(err)
	fmt.Fprintln(ts.Stderr(), resp.StatusCode)
	_, _ = ts.Stdout().Write(body)
}

func cmdTableEvents(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: tableevents start|next")
	}
	r := runOf(ts)
	switch args[0] {
	case "start":
		req, err := http.NewRequest("GET", r.base+"/api/events", nil)
		ts.Check(err)
		req.Header.Set("Authorization", "Bearer "+r.token)
		resp, err := http.DefaultClient.Do(req)
		ts.Check(err)
		if resp.StatusCode != 200 {
			ts.Fatalf("/api/events: %d", resp.StatusCode)
		}
		tableRunsMu.Lock()
		r.events, r.eventsBody = bufio.NewReader(resp.Body), resp.Body
		tableRunsMu.Unlock()
		fmt.Fprintln(ts.Stdout(), nextEvent(ts, r, 5*time.Second))
	case "next":
		fmt.Fprintln(ts.Stdout(), nextEvent(ts, r, 2*time.Second))
	default:
		ts.Fatalf("usage: tableevents start|next")
	}
}

// nextEvent returns the next event's data, failing the script without one
// within wait.
func nextEvent(ts *testscript.TestScript, r *tableRun, wait time.Duration) string {
	got := make(chan string, 1)
	go func() {
		for {
			line, err := r.events.ReadString('\n')
			if err != nil {
				got <- ""
				return
			}
			if data, ok := strings.CutPrefix(strings.TrimRight(line, "\n"), "data: "); ok {
				got <- data
				return
			}
		}
	}()
	select {
	case data := <-got:
		if data == "" {
			ts.Fatalf("/api/events ended")
		}
		return data
	case <-time.After(wait):
		ts.Fatalf("no event within %s", wait)
		return ""
	}
}

// cmdTableStop presses Ctrl-C at stephens table: the table view closes by
// itself, says so, and exits 0.
func cmdTableStop(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 0 {
		ts.Fatalf("usage: tablestop")
	}
	r := runOf(ts)
	ts.Check(r.proc.Process.Signal(os.Interrupt))
	deadline := time.After(5 * time.Second)
	for {
		select {
		case line, ok := <-r.rest:
			if !ok {
				err := r.proc.Wait()
				code := 0
				var ee *exec.ExitError
				if errors.As(err, &ee) {
					code = ee.ExitCode()
				} else {
					ts.Check(err)
				}
				fmt.Fprintf(ts.Stdout(), "exit %d\n", code)
				return
			}
			fmt.Fprintln(ts.Stdout(), line)
		case <-deadline:
			ts.Fatalf("stephens table did not end within 5 s of Ctrl-C")
		}
	}
}
