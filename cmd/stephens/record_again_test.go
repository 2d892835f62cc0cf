package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	sintracmd "github.com/pileup-companion/stephens/cmd/stephens/sintra"
)

// A result the record holds already is not recorded again without a word
// (playtest pt3 D9): in a script the second --record exits 2 naming the
// earlier play and records nothing, so history, stats and the export
// count the evening once; --again records a rematch that came out the
// same; another result is recorded at once. At a terminal the table is
// asked, naming the earlier play; no (the default) records nothing and
// still shows the result.
func TestSameResultIsNotRecordedTwice(t *testing.T) {
	gameDirs(t)
	omg := []string{"omg", "score", "--names", "Ana,Bo", "--buildings", "Ana:20", "--coins", "Ana:23", "--buildings", "Bo:21", "--coins", "Bo:17", "--record"}
	mustRun(t, omg...)
	code, out, errs := runWith(t, nil, omg...)
	if code != cmdutil.ExitUsage || out != "" || !strings.Contains(errs, "this result of Oh My Goods! is recorded already, on ") ||
		!strings.Contains(errs, "(Ana 24, Bo 24; ") || !strings.Contains(errs, "-omg-ana-bo.play.yaml)") || !strings.Contains(errs, "pass --again") {
		t.Errorf("second --record: exit %d\n%s\n%s", code, out, errs)
	}
	if h := mustRun(t, "history"); strings.Count(h, "\tomg\n") != 1 {
		t.Errorf("history after a refused second --record:\n%s", h)
	}
	if s := mustRun(t, "stats"); !strings.Contains(s, "Ana\t1\t1\t100%") {
		t.Errorf("stats:\n%s", s)
	}
	if code, _, errs := runWith(t, nil, "--lang", "pt", "omg", "score", "--names", "ana,BO", "--buildings", "BO:21", "--coins", "BO:17",
		"--buildings", "ana:20", "--coins", "ana:23", "--record"); code != cmdutil.ExitUsage || !strings.Contains(errs, "este resultado de Oh My Goods! já está registado") {
		t.Errorf("the same result in another order and case: exit %d %s", code, errs)
	}
	mustRun(t, append(omg, "--again")...)
	mustRun(t, "omg", "score", "--names", "Ana,Bo", "--buildings", "Ana:21", "--coins", "Ana:23", "--buildings", "Bo:21", "--coins", "Bo:17", "--record")
	if h := mustRun(t, "history"); strings.Count(h, "\tomg\n") != 3 {
		t.Errorf("history after --again and another result:\n%s", h)
	}
	if code, _, errs := runWith(t, nil, append(omg[:len(omg)-1], "--again")...); code != cmdutil.ExitUsage || !strings.Contains(errs, "--again goes with --record") {
		t.Errorf("--again alone: exit %d %s", code, errs)
	}

	sheet := filepath.Join(t.TempDir(), "sintra.yaml")
	if err := os.WriteFile(sheet, []byte(sintraSheet), 0o600); err != nil {
		t.Fatal(err)
	}
	mustRun(t, "sintra", "score", "--file", sheet, "--record")
	for _, c := range []struct {
		answer string
		plays  int
	}{{"n", 1}, {"y", 2}} {
		a, sp, out, errb := ttyApp(t, "en", c.answer)
		if err := runArgs(a, sintracmd.NewSintraCmd, "score", "--file", sheet, "--record"); err != nil {
			t.Fatal(err)
		}
		if len(sp.asked) != 1 || !strings.HasPrefix(sp.asked[0], "This result of Azul: Stained Glass of Sintra is recorded already, on ") ||
			!strings.Contains(sp.asked[0], "(Amanda 67, Fábio 53; ") || !strings.Contains(out.String(), "Winner: Amanda") {
			t.Errorf("%s: asked %q\n%s", c.answer, sp.asked, out)
		}
		if c.answer == "n" && !strings.Contains(errb.String(), "Not recorded again") {
			t.Errorf("no: %s", errb)
		}
		if h := mustRun(t, "history"); strings.Count(h, "\tsintra\n") != c.plays {
			t.Errorf("%s: history:\n%s", c.answer, h)
		}
	}
}
