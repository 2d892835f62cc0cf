package automa

import (
	"math/rand/v2"
	"slices"

	"github.com/pileup-companion/stephens/data"
)

// Random streams: each shuffle and each bag draw gets its own PCG stream,
// numbered from the game's seed and a counter, so the deck and the bag after
// k draws can be rebuilt from the events alone (undo, resume).
const (
	streamDeck uint64 = 0xa070_0000_0000_0000
	streamBag  uint64 = 0xba90_0000_0000_0000
)

// Deck is the Automa's deck (rules-facts §8.2, §8.5): a face-down pile and a
// revealed pile of card indexes 0..n-1. Drawing from an empty face-down pile
// first shuffles the whole revealed pile into a new deck; until then the last
// card drawn stays the topmost visible one, which the supply step of a reset
// phase reads (§8.6).
type Deck struct {
	seed       uint64
	size       int
	down       []int // top first
	revealed   []int // bottom first; the last is the visible card
	draws      int
	reshuffles int
}

// NewDeck shuffles size cards with the game's seed.
func NewDeck(seed uint64, size int) *Deck {
	d := &Deck{seed: seed, size: size}
	d.down = make([]int, size)
	for i := range d.down {
		d.down[i] = i
	}
	d.shuffle(d.down)
	return d
}

// ReplayDeck is the deck after draws cards were drawn: the same shuffles,
// the same order, the same reshuffles.
func ReplayDeck(seed uint64, size, draws int) *Deck {
	d := NewDeck(seed, size)
	for i := 0; i < draws; i++ {
		d.Draw()
	}
	return d
}

func (d *Deck) shuffle(cards []int) {
	r := rand.New(rand.NewPCG(d.seed, streamDeck+uint64(d.reshuffles)))
	r.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
}

// Draw reveals the top card and returns its index. reshuffled is true when
// the face-down pile was empty and the revealed pile became the new deck
// first. A deck of size 0 returns -1.
func (d *Deck) Draw() (card int, reshuffled bool) {
	if d.size == 0 {
		return -1, false
	}
	if len(d.down) == 0 {
		d.reshuffles++
		d.down, d.revealed = d.revealed, nil
		d.shuffle(d.down)
		reshuffled = true
	}
	card = d.down[0]
	d.down = d.down[1:]
	d.revealed = append(d.revealed, card)
	d.draws++
	return card, reshuffled
}

// Left is how many cards are face down.
func (d *Deck) Left() int { return len(d.down) }

// Last is the topmost visible card: the last one drawn.
func (d *Deck) Last() (int, bool) {
	if len(d.revealed) == 0 {
		return -1, false
	}
	return d.revealed[len(d.revealed)-1], true
}

// Draws counts the cards drawn since setup; Reshuffles the new decks made.
func (d *Deck) Draws() int      { return d.draws }
func (d *Deck) Reshuffles() int { return d.reshuffles }

// Order is the face-down pile, top first (for tests and for "what is left").
func (d *Deck) Order() []int { return slices.Clone(d.down) }

// Revealed is the revealed pile, bottom first.
func (d *Deck) Revealed() []int { return slices.Clone(d.revealed) }

// BagColours are the wooden cube colours in the Automa's bag, in a fixed
// order (rules-facts §8.2 step 4).
var BagColours = []string{"orange", "pink", "black"}

// Bag is the Automa's hidden supply of wooden cubes (7 orange, 7 pink, 7
// black at setup), drawn at random one at a time in the supply step. Once it
// is empty the Automa supplies nothing for the rest of the game (§8.6).
type Bag struct {
	seed   uint64
	counts map[string]int
	draws  int
}

// NewBag fills the bag as the solo setup says.
func NewBag(seed uint64) *Bag {
	b := &Bag{seed: seed, counts: map[string]int{}}
	for _, c := range BagColours {
		b.counts[c] = data.Load().Solo.Bag[c]
	}
	return b
}

// ReplayBag is the bag after draws cubes were drawn.
func ReplayBag(seed uint64, draws int) *Bag {
	b := NewBag(seed)
	for i := 0; i < draws; i++ {
		b.Draw()
	}
	return b
}

// Draw takes one cube at random; ok is false when the bag is empty.
func (b *Bag) Draw() (colour string, ok bool) {
	total := b.Total()
	if total == 0 {
		return "", false
	}
	r := rand.New(rand.NewPCG(b.seed, streamBag+uint64(b.draws)))
	k := r.IntN(total)
	b.draws++
	for _, c := range BagColours {
		if k < b.counts[c] {
			b.counts[c]--
			return c, true
		}
		k -= b.counts[c]
	}
	return "", false // not reached: k < total
}

// Total is the number of cubes left.
func (b *Bag) Total() int {
	n := 0
	for _, c := range BagColours {
		n += b.counts[c]
	}
	return n
}

// Counts is how many cubes of each colour are left.
func (b *Bag) Counts() map[string]int {
	out := make(map[string]int, len(b.counts))
	for _, c := range BagColours {
		out[c] = b.counts[c]
	}
	return out
}

// Draws counts the cubes drawn since setup.
func (b *Bag) Draws() int { return b.draws }
