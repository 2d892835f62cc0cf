package record

import (
	"runtime"
	"slices"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// SortNewest sorts the games numbered in order as Newest sorts games
// (latest start first, then the path backwards), each game's start and
// path given once by of: ten thousand games are not compared by reading
// each entry again at every comparison.
func SortNewest(order []int32, of func(i int32) (time.Time, string)) {
	type key struct {
		started time.Time
		path    string
		i       int32
	}
	keys := make([]key, len(order))
	for k, i := range order {
		started, path := of(i)
		keys[k] = key{started, path, i}
	}
	slices.SortStableFunc(keys, func(a, b key) int {
		if c := b.started.Compare(a.started); c != 0 {
			return c
		}
		return strings.Compare(b.path, a.path)
	})
	for k := range keys {
		order[k] = keys[k].i
	}
}

// Parallel runs do(0..n-1) on as many goroutines as there are
// processors, a run of items at a time (the index's stat of ten thousand
// files, or their first read).
func Parallel(n int, do func(i int)) {
	const run = 64
	workers := min((n+run-1)/run, runtime.GOMAXPROCS(0))
	var next atomic.Int64
	var wg sync.WaitGroup
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for k := int(next.Add(run)) - run; k < n; k = int(next.Add(run)) - run {
				for i := k; i < min(k+run, n); i++ {
					do(i)
				}
			}
		}()
	}
	wg.Wait()
}
