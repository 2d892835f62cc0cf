package record

import (
	"bytes"
	"encoding/binary"
	"errors"
	"slices"
	"strings"
)

// The games folder as the index reads it: ten thousand file names in a
// few buffers rather than an object each (the CLI hands the bytes in).

// ErrDirents says a buffer of folder entries is not one the system wrote.
var ErrDirents = errors.New("record: damaged folder entries")

// Dirent types (Linux's d_type) Dirents tells apart.
const (
	DirentUnknown = 0
	DirentFolder  = 4
)

// Dirents gives visit each entry of a buffer filled by Linux's getdents64
// (inode, offset, length, type, name ending in a zero byte), but "." and
// "..", and those without an inode, as os.ReadDir skips them.
func Dirents(buf []byte, visit func(name []byte, typ byte)) error {
	for len(buf) > 19 {
		size := int(binary.NativeEndian.Uint16(buf[16:]))
		if size <= 19 || size > len(buf) {
			return ErrDirents
		}
		name, typ := buf[19:size], buf[18]
		if i := bytes.IndexByte(name, 0); i >= 0 {
			name = name[:i]
		}
		inode := binary.NativeEndian.Uint64(buf)
		buf = buf[size:]
		if inode != 0 && string(name) != "." && string(name) != ".." {
			visit(name, typ)
		}
	}
	return nil
}

// Paths are the paths of one folder's games and plays, each the folder's
// path (prefix) and a file's name, kept as parts of strings of 64 KiB.
type Paths struct {
	spans  []pathSpan
	blocks []string
	b      strings.Builder
}

type pathSpan struct {
	block, start, end int32
	play              bool
}

// Add adds the path of a game (or a play) of the folder.
func (p *Paths) Add(prefix string, name []byte, play bool) {
	if n := len(prefix) + len(name); p.b.Cap()-p.b.Len() < n {
		if p.b.Len() > 0 {
			p.blocks = append(p.blocks, p.b.String())
		}
		p.b = strings.Builder{}
		p.b.Grow(max(64<<10, n))
	}
	start := p.b.Len()
	p.b.WriteString(prefix)
	p.b.Write(name)
	p.spans = append(p.spans, pathSpan{int32(len(p.blocks)), int32(start), int32(p.b.Len()), play})
}

// Sorted are the paths added: the games', then the plays', each part
// sorted; games is the number of games.
func (p *Paths) Sorted() (paths []string, games int) {
	blocks := append(p.blocks, p.b.String())
	paths = make([]string, 0, len(p.spans))
	for _, play := range []bool{false, true} {
		for _, s := range p.spans {
			if s.play == play {
				paths = append(paths, blocks[s.block][s.start:s.end])
			}
		}
		if !play {
			games = len(paths)
		}
	}
	slices.Sort(paths[:games])
	slices.Sort(paths[games:])
	return paths, games
}
