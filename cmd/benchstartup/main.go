// Command benchstartup times whole processes: each command of stephens
// against the same command of a bare cobra binary, in pairs run back to
// back (the order alternating), and prints the medians: wall time of each,
// the ratio pair by pair, CPU time, and the peak memory (max RSS) of
// stephens. Run it through cmd/benchstartup/bench-startup, which builds both
// binaries and a game to show; with -record it times the record's commands
// over folders of finished games, which -make-games writes.
package main

import (
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"regexp"
	"slices"
	"strings"
	"time"
)

type run struct {
	wall, cpu time.Duration
	rssKiB    int64
	code      int
}

func once(bin string, args []string, env []string) (run, error) {
	cmd := exec.Command(bin, args...)
	cmd.Stdout, cmd.Stderr, cmd.Env = io.Discard, io.Discard, env
	start := time.Now()
	if err := cmd.Start(); err != nil {
		return run{}, err
	}
	err := cmd.Wait()
	r := run{wall: time.Since(start), code: cmd.ProcessState.ExitCode()}
	if _, ok := err.(*exec.ExitError); err != nil && !ok {
		return r, err
	}
	r.cpu, r.rssKiB = cmd.ProcessState.UserTime()+cmd.ProcessState.SystemTime(), maxRSS(cmd.ProcessState)
	return r, nil
}

// maxRSS is a process's peak memory where the system says it (the
// Maxrss of unix's syscall.Rusage; 0 elsewhere).
func maxRSS(ps *os.ProcessState) int64 {
	v := reflect.Indirect(reflect.ValueOf(ps.SysUsage()))
	if v.Kind() != reflect.Struct || !v.FieldByName("Maxrss").CanInt() {
		return 0
	}
	return v.FieldByName("Maxrss").Int()
}

func median[T int64 | float64 | time.Duration](xs []T) T {
	s := slices.Clone(xs)
	slices.Sort(s)
	if len(s)%2 == 1 {
		return s[len(s)/2]
	}
	return (s[len(s)/2-1] + s[len(s)/2]) / 2
}

// target is a command with the largest wall-time ratio it may reach, the
// largest peak memory (0: none), and the XDG data and cache folders it
// runs with ("": the environment's).
type target struct {
	args   string
	ratio  float64
	maxMiB float64
	home   string
	label  string
	// cold: the record's index is removed before each run of stephens;
	// the target is then maxSec, the median wall time, not the ratio.
	cold   bool
	maxSec float64
}

func main() {
	stephens := flag.String("stephens", "", "the stephens binary")
	bare := flag.String("bare", "", "the bare cobra binary")
	pairs := flag.Int("n", 41, "pairs of runs per command")
	recordHomes := flag.String("record", "", "time the record's commands: `DIR100,DIR1000[,DIR10000]`, homes with 100, 1,000 (and 10,000) finished games")
	makeGames := flag.Int("make-games", 0, "write `N` finished games into -home (from -templates) and exit")
	templates := flag.String("templates", "cmd/stephens/testdata/games", "the whole games -make-games copies")
	home := flag.String("home", "", "with -make-games: the XDG home to fill")
	only := flag.String("only", "", "time only the commands whose label and arguments match `REGEXP` (\"10000 games: stats\")")
	flag.Parse()
	if *makeGames > 0 {
		if err := writeGames(*templates, *home, *makeGames); err != nil {
			fmt.Fprintln(os.Stderr, "benchstartup:", err)
			os.Exit(1)
		}
		return
	}
	if *stephens == "" || *bare == "" {
		fmt.Fprintln(os.Stderr, "usage: benchstartup -stephens BIN -bare BIN [-n PAIRS] [-record DIR100,DIR1000]")
		os.Exit(2)
	}
	targets := []target{{args: "rules search tiebreak", ratio: 1.7, maxMiB: 20}, {args: "--version", ratio: 1.5}, {args: "state --json", ratio: 1.7}} // issue 27
	if *recordHomes != "" {
		targets = recordTargets(strings.Split(*recordHomes, ","))
	}
	if *only != "" {
		re, err := regexp.Compile(*only)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchstartup:", err)
			os.Exit(2)
		}
		targets = slices.DeleteFunc(targets, func(t target) bool { return !re.MatchString(strings.TrimSpace(t.label + " " + t.args)) })
	}
	fmt.Printf("%d pairs per command, medians; the order alternates within pairs\n\n", *pairs)
	fmt.Printf("%-30s %10s %10s %8s %8s %10s %10s  %s\n", "command", "stephens", "bare", "wall ×", "cpu ×", "peak MiB", "bare MiB", "target")
	failed := false
	for _, t := range targets {
		args := strings.Fields(t.args)
		env := os.Environ()
		if t.home != "" {
			env = append(env, "XDG_DATA_HOME="+filepath.Join(t.home, "data"), "XDG_CACHE_HOME="+filepath.Join(t.home, "cache"),
				"XDG_STATE_HOME="+filepath.Join(t.home, "state"), "XDG_CONFIG_HOME="+filepath.Join(t.home, "config"))
		}
		name := t.args
		if t.label != "" {
			name = t.label + " " + t.args
		}
		for range 3 { // warm the page cache
			if _, err := once(*stephens, args, env); err != nil {
				fmt.Fprintln(os.Stderr, err)
				os.Exit(1)
			}
			_, _ = once(*bare, args, env)
		}
		var a, b []run
		n := *pairs
		if t.cold {
			n = min(n, 5)
		}
		stephensOnce := func() (run, error) {
			if t.cold {
				_ = os.Remove(filepath.Join(t.home, "cache", "stephens", "record.index"))
			}
			return once(*stephens, args, env)
		}
		for i := range n {
			var x, y run
			var errx, erry error
			if i%2 == 0 {
				x, errx = stephensOnce()
				y, erry = once(*bare, args, env)
			} else {
				y, erry = once(*bare, args, env)
				x, errx = stephensOnce()
			}
			if errx != nil || erry != nil {
				fmt.Fprintln(os.Stderr, errx, erry)
				os.Exit(1)
			}
			if x.code != 0 {
				fmt.Fprintf(os.Stderr, "stephens %s exited %d\n", name, x.code)
				os.Exit(1)
			}
			a, b = append(a, x), append(b, y)
		}
		var ratio, cpu []float64
		var wa, wb []time.Duration
		var ra, rb []int64
		for i := range a {
			ratio = append(ratio, float64(a[i].wall)/float64(b[i].wall))
			if b[i].cpu > 0 {
				cpu = append(cpu, float64(a[i].cpu)/float64(b[i].cpu))
			}
			wa, wb = append(wa, a[i].wall), append(wb, b[i].wall)
			ra, rb = append(ra, a[i].rssKiB), append(rb, b[i].rssKiB)
		}
		r := median(ratio)
		verdict := fmt.Sprintf("≤ %.1f× ok", t.ratio)
		switch {
		case t.maxSec > 0 && median(wa).Seconds() > t.maxSec:
			verdict, failed = fmt.Sprintf("≤ %.0f s MISSED", t.maxSec), true
		case t.maxSec > 0:
			verdict = fmt.Sprintf("≤ %.0f s ok", t.maxSec)
		case r > t.ratio:
			verdict, failed = fmt.Sprintf("≤ %.1f× MISSED", t.ratio), true
		}
		cpuRatio := "n/a"
		if len(cpu) > 0 {
			cpuRatio = fmt.Sprintf("%.2f", median(cpu))
		}
		fmt.Printf("%-30s %8.2fms %8.2fms %8.2f %8s %10.1f %10.1f  %s\n", name,
			float64(median(wa))/1e6, float64(median(wb))/1e6, r, cpuRatio,
			float64(slices.Max(ra))/1024, float64(slices.Max(rb))/1024, verdict)
		if peak := float64(slices.Max(ra)) / 1024; t.maxMiB > 0 && peak > t.maxMiB {
			fmt.Printf("  peak memory of %s above %.0f MiB\n", name, t.maxMiB)
			failed = true
		}
	}
	if failed {
		os.Exit(1)
	}
}
