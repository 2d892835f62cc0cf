package record

import (
	"bytes"
	"fmt"
	"hash/fnv"
	"path"
	"path/filepath"
	"strconv"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion"
)

// playIDByFmt is PlayID as it was first written, with fmt: BG Stats keeps
// a play by its id, so the faster PlayID must give exactly the same ids.
func playIDByFmt(g Game) string {
	if g.playID != "" {
		return g.playID
	}
	h := fnv.New64a()
	fmt.Fprintf(h, "%s\x00%d", path.Base(filepath.ToSlash(g.File)), g.Started.UnixNano())
	for _, p := range g.Players {
		fmt.Fprintf(h, "\x00%s\x00%s\x00%s\x00%t", PlayerKey(p.Name), optInt(p.Score), optInt(p.Place), p.Winner)
	}
	content := fmt.Sprintf("%08x", h.Sum64()&0xFFFFFFFF)
	if g.Game != "" && g.Game != Stephens {
		return g.Game + "-" + g.Started.UTC().Format("20060102T150405Z") + "-" + content
	}
	return "stephens-" + g.Started.UTC().Format("20060102T150405Z") + "-" + strconv.FormatUint(g.seed, 16) + "-" + content
}

func TestPlayIDIsTheIDFmtWrote(t *testing.T) {
	ix := indexFixture(t)
	zeros := 0
	for _, e := range ix.Entries {
		for i := range 300 { // enough variants that some hashes start with zeros
			g := e.Entry.Game
			g.File = fmt.Sprintf("/games/2025-01-0%d-1930-%d.yaml", i%9+1, i)
			g.Started = g.Started.Add(time.Duration(i) * time.Nanosecond)
			g.seed = uint64(i) * 977
			if i%3 == 1 {
				g.Game = "omg"
			}
			if i%5 == 0 && len(g.Players) > 0 {
				g.Players = append([]Player{{Name: " Ângela ", Winner: true}}, g.Players...)
			}
			if i%7 == 0 {
				g.Players = append([]Player{{Name: "\tBO Z-9 "}, {Name: " ÉVA"}}, g.Players...)
			}
			got, want := PlayID(g), playIDByFmt(g)
			if got != want {
				t.Fatalf("PlayID = %q, fmt gave %q", got, want)
			}
			if want[len(want)-8] == '0' {
				zeros++
			}
		}
	}
	if zeros == 0 {
		t.Fatal("no id's hash started with a zero: the padding is untried")
	}
}

// AppendEscaped is Append with the bytes escaped as EscapeJSON escapes
// them, for plain plays and for plays with text that holds flaws.
func TestAppendEscapedIsEscapeJSON(t *testing.T) {
	ix := indexFixture(t)
	for _, o := range []ExportOptions{{}, {Location: "Casa\u202eda Ana", Comments: "é\x7f\u200b😀\u200d🔥 \xff"}} {
		var escaped, plain PlaysWriter
		var got, want []byte
		for _, e := range ix.Entries {
			if e.Entry.Finished() {
				p := BGStats(e.Entry.Game, o)
				got = escaped.AppendEscaped(got, p)
				want = append(want, companion.EscapeJSON(plain.Append(nil, p))...)
			}
		}
		if !bytes.Equal(got, want) {
			t.Errorf("options %+v:\n%s\nwant\n%s", o, got, want)
		}
	}
}
