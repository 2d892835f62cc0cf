package main

import (
	"io"
	"os"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
)

// benchRecord runs a record command over n generated whole finished games
// (evenings), in process, piped: warm (the index up to date, the usual
// case) or cold (no index: every file parsed and replayed, as the first
// run after an upgrade). The whole-process figure against a bare cobra
// binary is cmd/benchstartup/bench-startup record.
func benchRecord(b *testing.B, n int, cold bool, args ...string) {
	gameDirs(b)
	newEvenings(b, true).write(b, n)
	settle(b)
	s := &cmdutil.IOStreams{In: strings.NewReader(""), Out: io.Discard, Err: io.Discard, Width: 80}
	getenv := func(string) string { return "" }
	if code := run(args, s, getenv, nil); code != cmdutil.ExitOK {
		b.Fatalf("%v: exit %d", args, code)
	}
	b.ReportAllocs()
	for b.Loop() {
		if cold {
			_ = os.Remove(gamefile.IndexPath())
		}
		if code := run(args, s, getenv, nil); code != cmdutil.ExitOK {
			b.Fatalf("%v: exit %d", args, code)
		}
	}
}

func BenchmarkHistory100(b *testing.B)      { benchRecord(b, 100, false, "history") }
func BenchmarkHistory1000(b *testing.B)     { benchRecord(b, 1000, false, "history") }
func BenchmarkStats1000(b *testing.B)       { benchRecord(b, 1000, false, "stats") }
func BenchmarkGames1000(b *testing.B)       { benchRecord(b, 1000, false, "games") }
func BenchmarkExportAll1000(b *testing.B)   { benchRecord(b, 1000, false, "export", "bgstats", "--all") }
func BenchmarkHistoryCold1000(b *testing.B) { benchRecord(b, 1000, true, "history") }

func BenchmarkHistory10000(b *testing.B) { benchRecord(b, 10000, false, "history") }
func BenchmarkStats10000(b *testing.B)   { benchRecord(b, 10000, false, "stats") }
func BenchmarkGames10000(b *testing.B)   { benchRecord(b, 10000, false, "games") }
func BenchmarkExportAll10000(b *testing.B) {
	benchRecord(b, 10000, false, "export", "bgstats", "--all")
}
