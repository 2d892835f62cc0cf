package game

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// `state --json` of a finished game carries its final scoring, as
// `score --json` and the record have it (rules-facts §7 totals and
// tie-break, §8.8 solo rank); a game still being played has none.
func TestSummaryOfAFinishedGameHasItsResult_7(t *testing.T) {
	for _, c := range []struct {
		file string
		want []string // in the JSON's "result"
	}{
		{"two-players", []string{`"winners":["Ana"]`, `"tiebreak":"none"`, `"name":"Ana","total":`, `"place":1`}},
		{"solo-physical", []string{`"solo":{"difficulty":"normal","rank":"apprentice"}`}},
	} {
		t.Run(c.file, func(t *testing.T) {
			buf, err := os.ReadFile(filepath.Join("..", "..", "cmd", "stephens", "testdata", "games", c.file+".yaml"))
			if err != nil {
				t.Fatal(err)
			}
			_, s, err := ParseFileState(buf)
			if err != nil || s.Finished == nil {
				t.Fatalf("%v, finished %v", err, s.Finished)
			}
			sum := s.Summarize()
			if sum.Result == nil || len(sum.Result.Players) != len(s.Players) {
				t.Fatalf("result %+v", sum.Result)
			}
			for i, p := range sum.Result.Players {
				if want := s.Finished.Result.Players[i].Total; p.Total != want || p.Total != p.Breakdown.Sum() {
					t.Errorf("%s: total %d, want %d (categories add to %d)", p.Name, p.Total, want, p.Breakdown.Sum())
				}
			}
			js, err := json.Marshal(sum)
			if err != nil {
				t.Fatal(err)
			}
			res := string(js[strings.Index(string(js), `"result":`):])
			for _, w := range c.want {
				if !strings.Contains(res, w) {
					t.Errorf("result lacks %s:\n%.600s", w, res)
				}
			}
			// Undo the finish: a game at scoring has no result yet.
			f, _, before, err := ParseFileBefore(buf, 1)
			if err != nil || f == nil {
				t.Fatal(err)
			}
			if js, _ := json.Marshal(before.Summarize()); strings.Contains(string(js), `"result"`) {
				t.Errorf("a game not finished has a result: %.300s", js)
			}
		})
	}
}
