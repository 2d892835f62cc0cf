//go:build unix

package main

import (
	"os"
	"syscall"
	"time"
)

// usage is the CPU time and the peak memory (max RSS, KiB) of a process
// that has ended.
func usage(ps *os.ProcessState) (time.Duration, int64) {
	if u, ok := ps.SysUsage().(*syscall.Rusage); ok {
		return time.Duration(u.Utime.Nano() + u.Stime.Nano()), u.Maxrss
	}
	return 0, 0
}
