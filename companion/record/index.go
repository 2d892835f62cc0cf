package record

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"sort"
	"time"
)

// The index of the record: what the history, the statistics, the list of
// games and the export need of every game file, so that ten thousand
// finished games are read from one file instead of parsed and replayed
// one by one. It is a cache and never the truth: each entry is keyed by
// its file's size, modification and change times and a hash of its
// bytes, and the reader (cmd/stephens/internal/gamefile) trusts an entry
// only while its file is unchanged.
//
// The format is built to be read in part. A command stats every file, so
// it needs every entry's key, but it may need the rest of only a few
// entries (the games still open, one game's plays); and a list of ten
// thousand games must not cost ten thousand decodings where a page does.
// So the file is, in order:
//
//   - the magic (naming the format and its version);
//   - a fixed header: the number of entries and the lengths of the
//     sections that follow, 4 bytes each, little-endian;
//   - the head: the program's build, the games folder and a table of the
//     strings the entries share (names, colours, category ids, each
//     written once);
//   - the slots: one fixed-size record per entry, in the order of the
//     file names (the order a folder is listed in): its key, the game's
//     start, whether it is over, and where its name, its game's id and
//     its body are;
//   - the file names and game ids, one after the other;
//   - a CRC-32 of everything before it;
//   - the bodies: each entry's record, in the order of the slots, each
//     with its own CRC-32 in its slot, checked when that entry is read.
//
// Everything is where the header says, nothing lies between or after, and
// every offset is the sum of the lengths before it: anything else makes
// OpenIndex fail (or Entry, for a damaged body), and the reader rebuilds
// what it cannot use. The index is not a user file: it has its own limit
// (MaxIndexSize), far above the 1 MiB of a file the user writes.

// indexMagic starts every index file; the last byte is the format's
// version, raised whenever the encoding changes.
const indexMagic = "stephens-record-index\x03"

// MaxIndexSize is the largest index read or written: about a quarter of a
// million games.
const MaxIndexSize = 64 << 20

const (
	headerSize = 16 // count, head, names and bodies lengths
	slotSize   = 80
	crcSize    = 4
)

// Slot flags.
const (
	flagSettled = 1 << iota
	flagFinished
)

// Key identifies one version of a game file: its size, its modification
// time and its status change time (Unix nanoseconds; the change time is
// set by the system at every write and every change of the modification
// time, so an edit that keeps the size and puts the old time back, as "cp
// -p", "rsync -t" or "touch -r" do, still changes the key; 0 where the
// system does not give it), the first 16 bytes of the SHA-256 of its
// bytes, and Settled when the file was older than the read by a margin,
// so that a write within the file system's time granularity cannot leave
// size and time unchanged (an unsettled entry is hashed again before it
// is trusted).
type Key struct {
	Size    int64
	ModTime int64
	Change  int64
	Hash    [16]byte
	Settled bool
}

// IndexEntry is one game file of the index: its name in the games folder,
// its key and what the record keeps of it.
type IndexEntry struct {
	Name  string
	Key   Key
	Entry Entry
}

// Index is the record's index of one games folder, as built by one build
// of the program (a different build or folder is a different index), with
// every entry read.
type Index struct {
	Build   string
	Dir     string
	Entries []IndexEntry
}

// ErrIndex says an index file is not one this program wrote, or is damaged.
var ErrIndex = errors.New("record: not a usable index")

// Summary is what an entry's slot says of its game without reading the
// entry: enough to choose the entries a command needs.
type Summary struct {
	Game     string // the game's id ("stephens", "omg", "sintra")
	Started  time.Time
	Finished bool
}

// SummaryOf is the summary of an entry.
func SummaryOf(e Entry) Summary {
	return Summary{Game: e.Game.Game, Started: e.Game.Started, Finished: e.Finished()}
}

// MarshalBinary encodes the index.
func (ix *Index) MarshalBinary() ([]byte, error) {
	b := NewIndexBuilder(ix.Build, ix.Dir, nil)
	for _, e := range ix.Entries {
		b.Add(e.Name, e.Key, e.Entry)
	}
	return b.Bytes()
}

// ParseIndex decodes a whole index; ErrIndex when it is damaged or of
// another format.
func ParseIndex(b []byte) (*Index, error) {
	f, err := OpenIndex(b)
	if err != nil {
		return nil, err
	}
	ix := &Index{Build: f.Build, Dir: f.Dir, Entries: make([]IndexEntry, 0, f.Len())}
	d := f.Decoder(true)
	for i := range f.Len() {
		e, err := d.Entry(i)
		if err != nil {
			return nil, err
		}
		ix.Entries = append(ix.Entries, IndexEntry{Name: f.Name(i), Key: f.Key(i), Entry: e})
	}
	return ix, nil
}

// IndexFile is an index as read: its header, string table and slots are
// checked and kept; an entry's body is read only when asked for.
type IndexFile struct {
	Build, Dir string
	n          int
	table      []string
	slots      []byte
	names      []byte
	bodies     []byte
}

// OpenIndex checks an index's layout and the checksum of everything but
// the bodies; ErrIndex when it is damaged or of another format.
func OpenIndex(b []byte) (*IndexFile, error) {
	if len(b) < len(indexMagic)+headerSize+crcSize || len(b) > MaxIndexSize || string(b[:len(indexMagic)]) != indexMagic {
		return nil, ErrIndex
	}
	h := b[len(indexMagic):]
	n, headLen := uint64(binary.LittleEndian.Uint32(h)), uint64(binary.LittleEndian.Uint32(h[4:]))
	namesLen, bodiesLen := uint64(binary.LittleEndian.Uint32(h[8:])), uint64(binary.LittleEndian.Uint32(h[12:]))
	headAt := uint64(len(indexMagic) + headerSize)
	slotsAt := headAt + headLen
	namesAt := slotsAt + n*slotSize
	crcAt := namesAt + namesLen
	bodiesAt := crcAt + crcSize
	if bodiesAt+bodiesLen != uint64(len(b)) || crc32.ChecksumIEEE(b[:crcAt]) != binary.LittleEndian.Uint32(b[crcAt:]) {
		return nil, ErrIndex
	}
	f := &IndexFile{n: int(n), slots: b[slotsAt:namesAt], names: b[namesAt:crcAt], bodies: b[bodiesAt:]}
	d := decoder{b: b[headAt:slotsAt]}
	f.Build, f.Dir = d.text(), d.text()
	count := d.count()
	f.table = make([]string, 0, count)
	for range count {
		f.table = append(f.table, d.text())
	}
	if d.bad || d.i != len(d.b) {
		return nil, ErrIndex
	}
	// Every name and body starts where the one before it ended, and the
	// last ends where its section does; the names are in order, each once.
	var name, body uint64
	var prev []byte
	for i := range f.n {
		s := f.slot(i)
		at, nameLen, idLen := uint64(binary.LittleEndian.Uint32(s[64:])), uint64(binary.LittleEndian.Uint16(s[68:])), uint64(binary.LittleEndian.Uint16(s[70:]))
		if at != name || nameLen == 0 || s[72]&^(flagSettled|flagFinished) != 0 || !allZero(s[73:]) ||
			uint64(binary.LittleEndian.Uint32(s[52:])) != body || binary.LittleEndian.Uint32(s[48:]) >= uint32(time.Second) {
			return nil, ErrIndex
		}
		name += nameLen + idLen
		body += uint64(binary.LittleEndian.Uint32(s[56:]))
		if name > namesLen || body > bodiesLen {
			return nil, ErrIndex
		}
		this := f.names[at : at+nameLen]
		if i > 0 && bytes.Compare(prev, this) >= 0 {
			return nil, ErrIndex
		}
		prev = this
	}
	if name != namesLen || body != bodiesLen {
		return nil, ErrIndex
	}
	return f, nil
}

func allZero(b []byte) bool {
	for _, c := range b {
		if c != 0 {
			return false
		}
	}
	return true
}

// Len is the number of entries; 0 for no index (nil).
func (f *IndexFile) Len() int {
	if f == nil {
		return 0
	}
	return f.n
}

func (f *IndexFile) slot(i int) []byte { return f.slots[i*slotSize : (i+1)*slotSize] }

// name is entry i's file name, as bytes of the index.
func (f *IndexFile) name(i int) []byte {
	s := f.slot(i)
	at := binary.LittleEndian.Uint32(s[64:])
	return f.names[at : at+uint32(binary.LittleEndian.Uint16(s[68:]))]
}

// Name is entry i's file name in the games folder.
func (f *IndexFile) Name(i int) string { return string(f.name(i)) }

// Find is the entry of the file name, by a search in the names' order;
// false when the index has none.
func (f *IndexFile) Find(name string) (int, bool) {
	return sort.Find(f.n, func(i int) int { return compareName(name, f.name(i)) })
}

// Slots finds the entries of names, given in order, each from its byte
// at (the file's name in a path of its folder): found(k, i) for each
// names[k] that is entry i. It walks the names and the entries together.
func (f *IndexFile) Slots(names []string, at int, found func(k, i int)) {
	i := 0
	for k, name := range names {
		name = name[at:]
		for i < f.n && compareName(name, f.name(i)) > 0 {
			i++
		}
		if i == f.n {
			return
		}
		if compareName(name, f.name(i)) == 0 {
			found(k, i)
		}
	}
}

// compareName compares a name with one of the index, as strings.Compare.
func compareName(s string, b []byte) int {
	for i := range min(len(s), len(b)) {
		if s[i] != b[i] {
			return cmp.Compare(s[i], b[i])
		}
	}
	return cmp.Compare(len(s), len(b))
}

// Key is entry i's key.
func (f *IndexFile) Key(i int) Key {
	s := f.slot(i)
	k := Key{Size: int64(binary.LittleEndian.Uint64(s)), ModTime: int64(binary.LittleEndian.Uint64(s[8:])),
		Change: int64(binary.LittleEndian.Uint64(s[16:])), Settled: s[72]&flagSettled != 0}
	copy(k.Hash[:], s[24:40])
	return k
}

// Unchanged reports whether entry i is settled and has the size and times
// given: its file has not changed since it was read.
func (f *IndexFile) Unchanged(i int, size, mtime, ctime int64) bool {
	s := f.slot(i)
	return s[72]&flagSettled != 0 && int64(binary.LittleEndian.Uint64(s)) == size &&
		int64(binary.LittleEndian.Uint64(s[8:])) == mtime && int64(binary.LittleEndian.Uint64(s[16:])) == ctime
}

// Summary is what entry i's slot says of its game.
func (f *IndexFile) Summary(i int) Summary {
	s := f.slot(i)
	at := binary.LittleEndian.Uint32(s[64:]) + uint32(binary.LittleEndian.Uint16(s[68:]))
	id := f.names[at : at+uint32(binary.LittleEndian.Uint16(s[70:]))]
	return Summary{Game: f.gameID(id), Started: time.Unix(int64(binary.LittleEndian.Uint64(s[40:])), int64(binary.LittleEndian.Uint32(s[48:]))).UTC(),
		Finished: s[72]&flagFinished != 0}
}

// gameID is a game's id without a new string for the usual ones.
func (f *IndexFile) gameID(b []byte) string {
	for _, id := range knownGames {
		if string(b) == id {
			return id
		}
	}
	return string(b)
}

var knownGames = []string{Stephens, "omg", "sintra"}

// body is entry i's body; nil when its checksum is wrong.
func (f *IndexFile) body(i int) []byte {
	s := f.slot(i)
	at := binary.LittleEndian.Uint32(s[52:])
	b := f.bodies[at : at+binary.LittleEndian.Uint32(s[56:])]
	if crc32.ChecksumIEEE(b) != binary.LittleEndian.Uint32(s[60:]) {
		return nil
	}
	return b
}

// IndexDecoder reads entries of one index; the entries it reads share
// their memory (one decoder for each goroutine).
type IndexDecoder struct {
	f          *IndexFile
	a          arena
	categories bool
}

// Decoder is a decoder of f's entries; without categories, their players'
// points by category are left out (nil).
func (f *IndexFile) Decoder(categories bool) *IndexDecoder {
	return &IndexDecoder{f: f, categories: categories}
}

// Reuse lets the next entries read take the memory of those read before
// (their players, points by category and lists of names; not their
// scores, which statistics keep): for a caller that is done with them, as
// a walk over ten thousand entries is with each in turn. None (nil): no
// matter.
func (x *IndexDecoder) Reuse() {
	if x != nil {
		x.a.players, x.a.cats, x.a.strs = x.a.players[:0], x.a.cats[:0], x.a.strs[:0]
	}
}

// Entry reads entry i; ErrIndex when its body is damaged or disagrees
// with its slot (the caller reads the file instead).
func (x *IndexDecoder) Entry(i int) (Entry, error) {
	f := x.f
	b := f.body(i)
	if b == nil {
		return Entry{}, ErrIndex
	}
	d := decoder{b: b, table: f.table, a: &x.a, skipCategories: !x.categories}
	e := d.entry()
	if d.bad || d.i != len(d.b) || SummaryOf(e) != f.Summary(i) {
		return Entry{}, ErrIndex
	}
	return e, nil
}
