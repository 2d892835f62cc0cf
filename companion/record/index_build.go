package record

import (
	"cmp"
	"encoding/binary"
	"hash/crc32"
	"slices"
)

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
