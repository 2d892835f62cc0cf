//go:build unix

package main

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"syscall"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/locales"
)

// SIGTERM and SIGHUP end the companion as Ctrl-C does: one line saying so,
// no stack trace, and the exit code a shell reports for the signal.
func TestStopSignals(t *testing.T) {
	if testing.Short() {
		t.Skip("starts subprocesses")
	}
	cases := []struct {
		sig  syscall.Signal
		lang string
		code int
		msg  string
	}{
		{syscall.SIGTERM, "en", 143, "stephens: stopped by SIGTERM\n"},
		{syscall.SIGHUP, "en", 129, "stephens: stopped by SIGHUP\n"},
		{syscall.SIGINT, "en", 130, "stephens: interrupted\n"},
		{syscall.SIGTERM, "de", 143, "stephens: durch SIGTERM beendet\n"},
		// In the table loop the answers are all written: the hint says so
		// and how to go on, as at a prompt.
		{syscall.SIGINT, "en+play", 130, "stephens: interrupted\nstephens: hint: every turn and reset step recorded is saved; continue with \"stephens resume\"\n"},
		{syscall.SIGHUP, "de+play", 129, "stephens: durch SIGHUP beendet\nstephens: Tipp: jeder eingetragene Zug und Schritt der Ruhephase ist gespeichert; weiter mit „stephens resume“\n"},
	}
	for _, c := range cases {
		t.Run(c.sig.String()+"/"+c.lang, func(t *testing.T) {
			cmd := exec.Command(os.Args[0], "-test.run=^TestHelperWaitForSignal$")
			cmd.Env = append(os.Environ(), "STEPHENS_SIGNAL_HELPER="+c.lang)
			var stderr bytes.Buffer
			cmd.Stderr = &stderr
			out, err := cmd.StdoutPipe()
			if err != nil {
				t.Fatal(err)
			}
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			line, err := bufio.NewReader(out).ReadString('\n')
			if err != nil || line != "ready\n" {
				_ = cmd.Process.Kill()
				t.Fatalf("helper: %q %v", line, err)
			}
			if err := cmd.Process.Signal(c.sig); err != nil {
				t.Fatal(err)
			}
			err = cmd.Wait()
			var ee *exec.ExitError
			if !errors.As(err, &ee) || ee.ExitCode() != c.code {
				t.Fatalf("exit %v, want %d; stderr %q", err, c.code, stderr.String())
			}
			if stderr.String() != c.msg {
				t.Errorf("stderr %q, want %q", stderr.String(), c.msg)
			}
		})
	}
}

// TestHelperWaitForSignal is TestStopSignals' subprocess: the companion's
// signal handling installed as run installs it, then a wait for a signal.
func TestHelperWaitForSignal(t *testing.T) {
	lang := os.Getenv("STEPHENS_SIGNAL_HELPER")
	if lang == "" {
		t.Skip("helper process")
	}
	ch := make(chan os.Signal, 1)
	notifyStop(ch)
	lang, play := strings.CutSuffix(lang, "+play")
	a := &cmdutil.App{IO: &cmdutil.IOStreams{In: os.Stdin, Out: os.Stdout, Err: os.Stderr}, P: locales.New(lang)}
	if play { // as the table loop sets it once its game is open
		a.StopHints.Set(a.P.T("game.seams.resume_hint"))
	}
	exitOnInterrupt(a, ch)
	fmt.Println("ready")
	select {}
}
