package record

import (
	"encoding/binary"
	"errors"
	"hash/crc32"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/tally"
)

// The index of the record: what the history, the statistics, the list of
// games and the export need of every game file, so that a thousand
// finished games are read from one small file instead of parsed and
// replayed one by one. It is a cache and never the truth: each entry is
// keyed by its file's size, modification and change times and a hash of
// its bytes,
// and the reader (cmd/stephens/internal/gamefile) trusts an entry only
// while its file is unchanged. The format is compact binary: a header
// naming the format, the program's build and the games folder, a table of
// the strings (names, colours, file names, category ids: each written
// once), the entries, and a CRC-32 of everything before it. Anything
// unexpected makes ParseIndex fail, and the reader then rebuilds it.

// indexMagic starts every index file; the last byte is the format's
// version, raised whenever the encoding changes.
const indexMagic = "stephens-record-index\x02"

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
// of the program (a different build or folder is a different index).
type Index struct {
	Build   string
	Dir     string
	Entries []IndexEntry
}

// ErrIndex says an index file is not one this program wrote, or is damaged.
var ErrIndex = errors.New("record: not a usable index")

// MarshalBinary encodes the index.
func (ix *Index) MarshalBinary() ([]byte, error) {
	var body encoder
	body.strings = map[string]uint64{}
	body.uint(uint64(len(ix.Entries)))
	for _, e := range ix.Entries {
		body.entry(e)
	}
	var out encoder
	out.buf = append(out.buf, indexMagic...)
	out.text(ix.Build)
	out.text(ix.Dir)
	out.uint(uint64(len(body.table)))
	for _, s := range body.table {
		out.text(s)
	}
	out.buf = append(out.buf, body.buf...)
	return appendCRC(out.buf), nil
}

// appendCRC ends an index with the CRC-32 of its bytes.
func appendCRC(b []byte) []byte { return binary.LittleEndian.AppendUint32(b, crc32.ChecksumIEEE(b)) }

// ParseIndex decodes an index; ErrIndex when it is damaged or of another
// format.
func ParseIndex(b []byte) (*Index, error) {
	n := len(b) - 4
	if n < len(indexMagic) || string(b[:len(indexMagic)]) != indexMagic ||
		crc32.ChecksumIEEE(b[:n]) != binary.LittleEndian.Uint32(b[n:]) {
		return nil, ErrIndex
	}
	d := decoder{b: b[:n], i: len(indexMagic)}
	ix := &Index{Build: d.text(), Dir: d.text()}
	count := d.count()
	d.table = make([]string, 0, count)
	for range count {
		d.table = append(d.table, d.text())
	}
	count = d.count()
	ix.Entries = make([]IndexEntry, 0, count)
	for range count {
		e := d.entry()
		if d.bad {
			break
		}
		ix.Entries = append(ix.Entries, e)
	}
	if d.bad || d.i != len(d.b) {
		return nil, ErrIndex
	}
	return ix, nil
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

// text writes a string in place (the header and the table).
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

func (e *encoder) entry(x IndexEntry) {
	e.str(x.Name)
	e.int(x.Key.Size)
	e.int(x.Key.ModTime)
	e.int(x.Key.Change)
	e.buf = append(e.buf, x.Key.Hash[:]...)
	e.bool(x.Key.Settled)
	e.str(string(x.Entry.Phase))
	g := x.Entry.Game
	e.str(g.Game)
	e.str(g.Name)
	e.str(g.playID)
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

// decoder reads what encoder wrote; any inconsistency sets bad, and every
// read after that returns zero values.
type decoder struct {
	b     []byte
	i     int
	table []string
	bad   bool
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
	if d.bad {
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
	out := make([]string, 0, n)
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
	v := int(d.int())
	return &v
}

func (d *decoder) entry() IndexEntry {
	x := IndexEntry{Name: d.str()}
	x.Key.Size = d.int()
	x.Key.ModTime = d.int()
	x.Key.Change = d.int()
	if len(d.b)-d.i < len(x.Key.Hash) {
		d.bad = true
		return x
	}
	d.i += copy(x.Key.Hash[:], d.b[d.i:])
	x.Key.Settled = d.bool()
	x.Entry.Phase = game.Phase(d.str())
	g := &x.Entry.Game
	g.Game, g.Name, g.playID = d.str(), d.str(), d.str()
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
	g.Players = make([]Player, 0, n)
	for range n {
		p := Player{Name: d.str(), Colour: d.str(), Score: d.optInt(), Place: d.optInt(), Winner: d.bool(), StartPlayer: d.bool()}
		has, c := d.bool(), d.count()
		if !has && c > 0 {
			d.bad = true
		}
		if has {
			p.Categories = make([]tally.Category, 0, c)
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
