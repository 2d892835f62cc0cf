package store

import (
	"io"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// ReadWithin reads a file within limit, its own and not the 1 MiB of a
// user file (the record's index in the cache, a BG Stats backup to
// import): a regular file, links followed, never more than one byte past
// the limit read. Its errors are ReadFile's; a file over limit says so
// with limit.
func ReadWithin(path string, limit int64) ([]byte, error) {
	f, err := openNoWait(path)
	if err != nil {
		return nil, readError(path, err)
	}
	defer f.Close()
	fi, err := f.Stat()
	if err != nil {
		return nil, readError(path, err)
	}
	if !fi.Mode().IsRegular() {
		return nil, notRegular(path, fi.Mode())
	}
	if fi.Size() > limit {
		return nil, cacheTooLarge(path, fi.Size(), limit)
	}
	buf := make([]byte, 0, fi.Size()+1) // one read for a file of the size stat-ed
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := f.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if int64(len(buf)) > limit {
			return nil, cacheTooLarge(path, int64(len(buf)), limit)
		}
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, readError(path, err)
		}
	}
}

func cacheTooLarge(path string, size, limit int64) error {
	return userfile.FileProblem(path, nil, "file.problem.too_large", "Size", size, "Limit", limit)
}
