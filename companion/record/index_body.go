package record

import (
	"encoding/binary"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/tally"
)

// An entry's body in the index: varints, and strings as their number in
// the index's string table (a play's own id in place).

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
	if cap(*block)-len(*block) < n || *block == nil { // an empty list too is a list, not nil
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
	// skipCategories reads the points by category without keeping them.
	skipCategories bool
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
		switch {
		case has && d.skipCategories:
			for range c {
				d.str()
				d.str()
				d.int()
			}
		case has:
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
