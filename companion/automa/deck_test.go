package automa

import (
	"reflect"
	"slices"
	"testing"
)

func isPermutation(xs []int, n int) bool {
	s := slices.Clone(xs)
	slices.Sort(s)
	for i := range s {
		if s[i] != i {
			return false
		}
	}
	return len(s) == n
}

// rules-facts §8.2: a seeded shuffle, the same for the same seed.
func TestDeckSeededShuffle(t *testing.T) {
	a, b := NewDeck(42, 10), NewDeck(42, 10)
	if !reflect.DeepEqual(a.Order(), b.Order()) {
		t.Fatal("same seed, different order")
	}
	if !isPermutation(a.Order(), 10) {
		t.Fatalf("not a permutation: %v", a.Order())
	}
	identity := []int{0, 1, 2, 3, 4, 5, 6, 7, 8, 9}
	distinct := map[string]bool{}
	for seed := uint64(0); seed < 20; seed++ {
		distinct[fmtInts(NewDeck(seed, 10).Order())] = true
	}
	if len(distinct) < 15 || distinct[fmtInts(identity)] {
		t.Errorf("20 seeds gave %d orders (or an unshuffled one)", len(distinct))
	}
}

func fmtInts(xs []int) string {
	b := make([]byte, 0, len(xs))
	for _, x := range xs {
		b = append(b, byte('0'+x))
	}
	return string(b)
}

// rules-facts §8.5: the deck runs out, the revealed pile becomes the new deck.
func TestDeckExhaustionAndReshuffle(t *testing.T) {
	d := NewDeck(9, 10)
	first := d.Order()
	var drawn []int
	for i := 0; i < 10; i++ {
		c, re := d.Draw()
		if re {
			t.Fatalf("draw %d reshuffled", i+1)
		}
		drawn = append(drawn, c)
		if d.Left() != 9-i {
			t.Fatalf("after %d draws %d left", i+1, d.Left())
		}
		if last, _ := d.Last(); last != c {
			t.Fatalf("last %d, drew %d", last, c)
		}
	}
	if !reflect.DeepEqual(drawn, first) {
		t.Fatalf("drew %v, deck was %v", drawn, first)
	}
	// The last card stays visible for the supply step until the next draw.
	if last, ok := d.Last(); !ok || last != first[9] || d.Left() != 0 || len(d.Revealed()) != 10 {
		t.Fatalf("exhausted: last %d left %d", last, d.Left())
	}
	c, re := d.Draw()
	if !re || d.Reshuffles() != 1 || d.Left() != 9 || len(d.Revealed()) != 1 {
		t.Fatalf("11th draw: reshuffled %v, %d reshuffles, %d left", re, d.Reshuffles(), d.Left())
	}
	second := append([]int{c}, d.Order()...)
	if !isPermutation(second, 10) {
		t.Fatalf("second deck %v", second)
	}
	if reflect.DeepEqual(second, first) {
		t.Errorf("the reshuffle repeated the first order %v", first)
	}
	if _, ok := NewDeck(1, 10).Last(); ok {
		t.Error("nothing drawn, nothing visible")
	}
	if c, _ := NewDeck(1, 0).Draw(); c != -1 {
		t.Error("an empty deck drew a card")
	}
}

// Undo drops the last draw event: replaying one draw fewer must give the
// exact deck before it, across reshuffles too (ARCHITECTURE principle 2).
func TestDeckReplayAcrossReshuffle(t *testing.T) {
	live := NewDeck(2026, 10)
	for k := 0; k <= 35; k++ {
		r := ReplayDeck(2026, 10, k)
		if !reflect.DeepEqual(r.Order(), live.Order()) || !reflect.DeepEqual(r.Revealed(), live.Revealed()) || r.Reshuffles() != live.Reshuffles() || r.Draws() != k {
			t.Fatalf("after %d draws replay differs: %v/%v vs %v/%v", k, r.Order(), r.Revealed(), live.Order(), live.Revealed())
		}
		live.Draw()
	}
	if live.Reshuffles() != 3 {
		t.Errorf("36 draws of 10 cards: %d reshuffles, want 3", live.Reshuffles())
	}
}

// rules-facts §8.2, §8.6: 7 of each colour, drawn at random, then nothing.
func TestBag(t *testing.T) {
	b := NewBag(5)
	if got := b.Counts(); !reflect.DeepEqual(got, map[string]int{"orange": 7, "pink": 7, "black": 7}) {
		t.Fatalf("setup bag %v", got)
	}
	seen := map[string]int{}
	var seq []string
	for i := 0; i < 21; i++ {
		c, ok := b.Draw()
		if !ok {
			t.Fatalf("bag empty after %d", i)
		}
		seen[c]++
		seq = append(seq, c)
		r := ReplayBag(5, i+1)
		if !reflect.DeepEqual(r.Counts(), b.Counts()) {
			t.Fatalf("replay of %d draws differs", i+1)
		}
	}
	if !reflect.DeepEqual(seen, map[string]int{"orange": 7, "pink": 7, "black": 7}) {
		t.Fatalf("drew %v", seen)
	}
	if _, ok := b.Draw(); ok || b.Total() != 0 || b.Draws() != 21 {
		t.Fatal("an empty bag gave a cube")
	}
	// Seeded: the same sequence again, another for another seed, and not
	// the colours in blocks.
	b2, b3 := NewBag(5), NewBag(6)
	var seq2, seq3 []string
	for i := 0; i < 21; i++ {
		c, _ := b2.Draw()
		seq2 = append(seq2, c)
		c, _ = b3.Draw()
		seq3 = append(seq3, c)
	}
	if !slices.Equal(seq, seq2) || slices.Equal(seq, seq3) {
		t.Error("the bag is not reproducible per seed")
	}
	if slices.Equal(seq[:7], []string{"orange", "orange", "orange", "orange", "orange", "orange", "orange"}) {
		t.Error("the bag was not mixed")
	}
}
