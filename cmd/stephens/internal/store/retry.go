package store

import (
	"errors"
	"math/rand/v2"
	"time"
)

// Windows refuses to rename over a file, or to open it, while another
// program holds it open unshared (an editor, a virus scanner, a sync
// client): isEphemeral names those errors. As cmd/go's internal robustio
// does, such an operation is retried for a bounded time with a growing,
// jittered pause. Elsewhere no error is ephemeral.

// retryFor bounds the retries of one operation (robustio's bound).
var retryFor = 2 * time.Second

// errOpenElsewhere: another program kept the file open for retryFor.
var errOpenElsewhere = errors.New("store: another program has the file open")

// retry runs op until it succeeds, fails with an error that is not
// ephemeral, or retryFor has passed (then the error is errOpenElsewhere).
func retry(op func() error, ephemeral func(error) bool) error {
	var start time.Time
	pause := time.Millisecond
	for {
		err := op()
		if err == nil || !ephemeral(err) {
			return err
		}
		if start.IsZero() {
			start = time.Now()
		} else if time.Since(start)+pause >= retryFor {
			return errors.Join(errOpenElsewhere, err)
		}
		time.Sleep(pause)
		pause += time.Duration(rand.Int64N(int64(pause)))
	}
}

// openElsewhere: err says that another program has the file open.
func openElsewhere(err error) bool {
	return errors.Is(err, errOpenElsewhere) || sharingViolation(err)
}
