package record

import (
	"bytes"
	"cmp"
	"encoding/binary"
	"errors"
	"hash/crc32"
	"slices"
	"sort"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/tally"
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
	d := f.Decoder()
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

// Len is the number of entries.
func (f *IndexFile) Len() int { return f.n }

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

// Slots finds the entries of names, given in order: found(k, i) for each
// names[k] that is entry i. It walks the names and the entries together.
func (f *IndexFile) Slots(names []string, found func(k, i int)) {
	i := 0
	for k, name := range names {
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
	f *IndexFile
	a arena
}

// Decoder is a decoder of f's entries.
func (f *IndexFile) Decoder() *IndexDecoder { return &IndexDecoder{f: f} }

// Entry reads entry i; ErrIndex when its body is damaged or disagrees
// with its slot (the caller reads the file instead).
func (x *IndexDecoder) Entry(i int) (Entry, error) {
	f := x.f
	b := f.body(i)
	if b == nil {
		return Entry{}, ErrIndex
	}
	d := decoder{b: b, table: f.table, a: &x.a}
	e := d.entry()
	if d.bad || d.i != len(d.b) || SummaryOf(e) != f.Summary(i) {
		return Entry{}, ErrIndex
	}
	return e, nil
}

// IndexBuilder writes an index. Entries are added in any order (Bytes
// puts them in the order of their names), each from its record (Add) or
// copied from the index read before (Copy), without reading it.
type IndexBuilder struct {
	build, dir string
	enc        encoder
	items      []builtItem
	base       *IndexFile
}

type builtItem struct {
	name  string
	key   Key
	sum   Summary
	body  []byte
	index int // the entry's number in base, when copied
}

// NewIndexBuilder starts an index for build and dir. With base, the index
// read before, its string table is kept, so that its entries can be
// copied as they are.
func NewIndexBuilder(build, dir string, base *IndexFile) *IndexBuilder {
	b := &IndexBuilder{build: build, dir: dir, base: base}
	b.enc.strings = map[string]uint64{}
	if base != nil {
		for _, s := range base.table {
			b.enc.strings[s] = uint64(len(b.enc.table))
			b.enc.table = append(b.enc.table, s)
		}
	}
	return b
}

// Add adds a file's entry.
func (b *IndexBuilder) Add(name string, key Key, e Entry) {
	start := len(b.enc.buf)
	b.enc.entry(e)
	b.items = append(b.items, builtItem{name: name, key: key, sum: SummaryOf(e), body: b.enc.buf[start:len(b.enc.buf):len(b.enc.buf)], index: -1})
}

// Copy adds entry i of the base index as it is, with the key given (the
// same file, touched, or found settled since).
func (b *IndexBuilder) Copy(i int, key Key) {
	b.items = append(b.items, builtItem{name: b.base.Name(i), key: key, sum: b.base.Summary(i), index: i})
}

// Bytes is the index; an error when it would be over MaxIndexSize or
// holds a name the format cannot.
func (b *IndexBuilder) Bytes() ([]byte, error) {
	items := slices.Clone(b.items)
	slices.SortStableFunc(items, func(x, y builtItem) int { return cmp.Compare(x.name, y.name) })
	items = slices.CompactFunc(items, func(x, y builtItem) bool { return x.name == y.name })
	var head encoder
	head.text(b.build)
	head.text(b.dir)
	head.uint(uint64(len(b.enc.table)))
	for _, s := range b.enc.table {
		head.text(s)
	}
	var names, bodiesLen int
	for i := range items {
		if it := &items[i]; it.index >= 0 {
			it.body = b.base.body(it.index) // nil when damaged: left out, its file is read next time
		}
	}
	items = slices.DeleteFunc(items, func(it builtItem) bool { return it.index >= 0 && it.body == nil })
	for i := range items {
		it := &items[i]
		if len(it.name) == 0 || len(it.name) > 0xFFFF || len(it.sum.Game) > 0xFFFF {
			return nil, ErrIndex
		}
		names += len(it.name) + len(it.sum.Game)
		bodiesLen += len(it.body)
	}
	total := len(indexMagic) + headerSize + len(head.buf) + len(items)*slotSize + names + crcSize + bodiesLen
	if total > MaxIndexSize {
		return nil, ErrIndex
	}
	out := make([]byte, 0, total)
	out = append(out, indexMagic...)
	for _, v := range []int{len(items), len(head.buf), names, bodiesLen} {
		out = binary.LittleEndian.AppendUint32(out, uint32(v))
	}
	out = append(out, head.buf...)
	var nameAt, bodyAt int
	for _, it := range items {
		s := make([]byte, slotSize)
		binary.LittleEndian.PutUint64(s, uint64(it.key.Size))
		binary.LittleEndian.PutUint64(s[8:], uint64(it.key.ModTime))
		binary.LittleEndian.PutUint64(s[16:], uint64(it.key.Change))
		copy(s[24:40], it.key.Hash[:])
		binary.LittleEndian.PutUint64(s[40:], uint64(it.sum.Started.Unix()))
		binary.LittleEndian.PutUint32(s[48:], uint32(it.sum.Started.Nanosecond()))
		binary.LittleEndian.PutUint32(s[52:], uint32(bodyAt))
		binary.LittleEndian.PutUint32(s[56:], uint32(len(it.body)))
		binary.LittleEndian.PutUint32(s[60:], crc32.ChecksumIEEE(it.body))
		binary.LittleEndian.PutUint32(s[64:], uint32(nameAt))
		binary.LittleEndian.PutUint16(s[68:], uint16(len(it.name)))
		binary.LittleEndian.PutUint16(s[70:], uint16(len(it.sum.Game)))
		if it.key.Settled {
			s[72] |= flagSettled
		}
		if it.sum.Finished {
			s[72] |= flagFinished
		}
		out = append(out, s...)
		nameAt += len(it.name) + len(it.sum.Game)
		bodyAt += len(it.body)
	}
	for _, it := range items {
		out = append(out, it.name...)
		out = append(out, it.sum.Game...)
	}
	out = binary.LittleEndian.AppendUint32(out, crc32.ChecksumIEEE(out))
	for _, it := range items {
		out = append(out, it.body...)
	}
	return out, nil
}

// encoder writes varints and strings, each string once into a table.
type encoder struct {
	buf     []byte
	strings map[string]uint64
	table   []string
}

func (e *encoder) uint(v uint64) { e.buf = binary.AppendUvarint(e.buf, v) }
func (e *encoder) int(v int64)   { e.buf = binary.AppendVarint(e.buf, v) }

func (e *encoder) bool(v bool) {
	if v {
		e.uint(1)
	} else {
		e.uint(0)
	}
}

// text writes a string in place (the head, and a play's own id).
func (e *encoder) text(s string) {
	e.uint(uint64(len(s)))
	e.buf = append(e.buf, s...)
}

// str writes a string as its number in the table.
func (e *encoder) str(s string) {
	i, ok := e.strings[s]
	if !ok {
		i = uint64(len(e.table))
		e.strings[s] = i
		e.table = append(e.table, s)
	}
	e.uint(i)
}

func (e *encoder) strs(list []string) {
	e.uint(uint64(len(list)))
	for _, s := range list {
		e.str(s)
	}
}

func (e *encoder) time(t time.Time) {
	e.int(t.Unix())
	e.uint(uint64(t.Nanosecond()))
}

// optInt writes whether there is a value, then the value.
func (e *encoder) optInt(p *int) {
	if p == nil {
		e.uint(0)
		return
	}
	e.uint(1)
	e.int(int64(*p))
}

func (e *encoder) entry(x Entry) {
	e.str(string(x.Phase))
	g := x.Game
	e.str(g.Game)
	e.str(g.Name)
	e.text(g.playID)
	e.time(g.Started)
	e.bool(g.Ended != nil)
	if g.Ended != nil {
		e.time(*g.Ended)
	}
	e.uint(uint64(max(g.Minutes, 0)))
	e.str(string(g.Mode))
	e.bool(g.Solo != nil)
	if s := g.Solo; s != nil {
		e.str(s.Difficulty)
		e.strs(s.Opponent)
		e.uint(uint64(max(s.Target, 0)))
		switch {
		case s.Beaten == nil:
			e.uint(0)
		case *s.Beaten:
			e.uint(2)
		default:
			e.uint(1)
		}
		e.str(s.Rank)
	}
	e.uint(uint64(len(g.Players)))
	for _, p := range g.Players {
		e.str(p.Name)
		e.str(p.Colour)
		e.optInt(p.Score)
		e.optInt(p.Place)
		e.bool(p.Winner)
		e.bool(p.StartPlayer)
		e.bool(p.Categories != nil)
		e.uint(uint64(len(p.Categories)))
		for _, c := range p.Categories {
			e.str(c.ID)
			e.str(c.Label)
			e.int(int64(c.VP))
		}
	}
	e.strs(g.Winners)
	e.str(g.Tiebreak)
	e.uint(g.seed)
	e.str(g.automaColour)
}

// arena hands out the small pieces of many entries from a few large
// blocks: ten thousand games are a few hundred allocations, not a few
// hundred thousand. Each piece is its own full slice (appending to one
// never writes into the next).
type arena struct {
	ints    []int
	players []Player
	cats    []tally.Category
	strs    []string
}

const arenaBlock = 1024

func (a *arena) int(v int) *int {
	if len(a.ints) == cap(a.ints) {
		a.ints = make([]int, 0, arenaBlock)
	}
	a.ints = append(a.ints, v)
	return &a.ints[len(a.ints)-1]
}

func take[T any](block *[]T, n int) []T {
	if cap(*block)-len(*block) < n {
		*block = make([]T, 0, max(n, arenaBlock))
	}
	l := len(*block)
	*block = (*block)[:l+n]
	return (*block)[l : l : l+n]
}

// decoder reads what encoder wrote; any inconsistency sets bad, and every
// read after that returns zero values.
type decoder struct {
	b     []byte
	i     int
	table []string
	bad   bool
	a     *arena
}

func (d *decoder) uint() uint64 {
	if d.bad {
		return 0
	}
	v, n := binary.Uvarint(d.b[d.i:])
	if n <= 0 {
		d.bad = true
		return 0
	}
	d.i += n
	return v
}

func (d *decoder) int() int64 {
	if d.bad {
		return 0
	}
	v, n := binary.Varint(d.b[d.i:])
	if n <= 0 {
		d.bad = true
		return 0
	}
	d.i += n
	return v
}

func (d *decoder) bool() bool {
	switch d.uint() {
	case 0:
		return false
	case 1:
		return true
	}
	d.bad = true
	return false
}

// count reads a length, which can never exceed the bytes left (every
// item takes at least one).
func (d *decoder) count() int {
	n := d.uint()
	if n > uint64(len(d.b)-d.i) {
		d.bad = true
		return 0
	}
	return int(n)
}

func (d *decoder) text() string {
	n := d.count()
	if d.bad || n == 0 {
		return ""
	}
	s := string(d.b[d.i : d.i+n])
	d.i += n
	return s
}

func (d *decoder) str() string {
	i := d.uint()
	if i >= uint64(len(d.table)) {
		d.bad = true
		return ""
	}
	return d.table[i]
}

func (d *decoder) strs() []string {
	n := d.count()
	out := take(&d.a.strs, n)
	for range n {
		out = append(out, d.str())
	}
	return out
}

func (d *decoder) time() time.Time {
	sec := d.int()
	nsec := d.uint()
	if nsec >= uint64(time.Second) {
		d.bad = true
	}
	return time.Unix(sec, int64(nsec)).UTC()
}

func (d *decoder) optInt() *int {
	if !d.bool() {
		return nil
	}
	return d.a.int(int(d.int()))
}

func (d *decoder) entry() Entry {
	var x Entry
	x.Phase = game.Phase(d.str())
	g := &x.Game
	g.Game, g.Name, g.playID = d.str(), d.str(), d.text()
	g.Started = d.time()
	if d.bool() {
		end := d.time()
		g.Ended = &end
	}
	g.Minutes = int(d.uint())
	g.Mode = game.Mode(d.str())
	if d.bool() {
		s := &Solo{Difficulty: d.str()}
		if s.Opponent = d.strs(); len(s.Opponent) == 0 {
			s.Opponent = nil
		}
		s.Target = int(d.uint())
		switch d.uint() {
		case 0:
		case 1:
			s.Beaten = new(bool)
		case 2:
			s.Beaten = new(bool)
			*s.Beaten = true
		default:
			d.bad = true
		}
		s.Rank = d.str()
		g.Solo = s
	}
	n := d.count()
	g.Players = take(&d.a.players, n)
	for range n {
		p := Player{Name: d.str(), Colour: d.str(), Score: d.optInt(), Place: d.optInt(), Winner: d.bool(), StartPlayer: d.bool()}
		has, c := d.bool(), d.count()
		if !has && c > 0 {
			d.bad = true
		}
		if has {
			p.Categories = take(&d.a.cats, c)
			for range c {
				p.Categories = append(p.Categories, tally.Category{ID: d.str(), Label: d.str(), VP: int(d.int())})
			}
		}
		g.Players = append(g.Players, p)
	}
	g.Winners = d.strs()
	g.Tiebreak = d.str()
	g.seed = d.uint()
	g.automaColour = d.str()
	return x
}
