// Package deck is the walkthrough that transcribes the player's own Automa
// components (rules-facts §8.5, §8.6, §13): the number printed under each
// disk space of the worker supply card, then the 10 Automa cards. None of
// it is in the rulebooks, so nothing is offered as a default; every answer
// is checked by the question that asks it.
//
// On a terminal it runs part by part (the worker supply card, then each
// card), so the front end can keep every part answered in full as a draft
// and continue from it later; from flags it takes the whole card in one
// value (--card, a YAML line) and the worker supply card as one list.
package deck

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// Flags answer the transcription without a terminal.
var Flags = walk.Flags{
	{Name: "worker-supply", Value: "N,N,...", Help: walk.M("solo.components.flag_worker_supply"), Check: checkSupplyItems},
	{Name: "card", Mode: walk.EachValue, Value: "YAML", Help: walk.M("solo.components.flag_card"),
		Check: func(v string) error { _, err := automa.ParseCard(v); return err }},
	{Name: "restart", Mode: walk.OnOff, Help: walk.M("solo.components.flag_restart")},
}

// Topics the questions come from.
const (
	supplyTopic = "automa-setup"
	cardTopic   = "automa-icons"
)

// Values of the question asked when a transcription in progress is found.
const (
	Continue = "continue"
	Restart  = "restart"
)

// Disks is how many disk spaces the worker supply card has; Cards how many
// cards the Automa deck has (rules-facts §8.1).
func Disks() int { return data.Load().Solo.AutomaDisks }

// Cards is how many cards the Automa deck has.
func Cards() int { return data.Load().Solo.DeckSize }

// maxNumber bounds a worker supply number: the Automa can never remove
// more wooden cubes than the box holds (3 colours of 20); the printed
// numbers are not in the texts, so only this physical bound is checked.
func maxNumber() int { return 3 * data.Load().CubesPerColour }

// Clone copies a transcription (complete or in progress).
func Clone(t *automa.Transcription) *automa.Transcription {
	out := &automa.Transcription{}
	if t == nil {
		return out
	}
	out.WorkerSupply = slices.Clone(t.WorkerSupply)
	for _, c := range t.Cards {
		if c.RemoveCosts != nil {
			c.RemoveCosts = slices.Clone(c.RemoveCosts)
		}
		if c.Fallback != nil {
			f := *c.Fallback
			c.Fallback = &f
		}
		out.Cards = append(out.Cards, c)
	}
	return out
}

// Same tells whether two transcriptions hold the same parts.
func Same(a, b *automa.Transcription) bool {
	return string(MarshalDraft(a)) == string(MarshalDraft(b))
}

// Empty reports whether nothing is transcribed yet.
func Empty(t *automa.Transcription) bool {
	return t == nil || (len(t.WorkerSupply) == 0 && len(t.Cards) == 0)
}

// Guide walks the transcription over kept, the parts already answered in
// full (a draft, or nothing). On a terminal (byParts) each card is asked
// field by field and a draft is first offered to continue or to start
// again; from flags each part is one value, and a missing one is refused.
func Guide(kept *automa.Transcription, byParts bool) *components.Guide[*automa.Transcription] {
	var parts []components.Part[*automa.Transcription]
	if !Empty(kept) {
		parts = append(parts, resume)
	}
	parts = append(parts, workerSupply(byParts))
	for k := 1; k <= Cards(); k++ {
		parts = append(parts, card(k, byParts))
	}
	return components.NewGuide(kept, Clone, Same, parts...)
}

// resume asks whether to continue a transcription in progress.
func resume(work *automa.Transcription, t *walk.T) error {
	q := &walk.Question{ID: "deck.resume", Kind: walk.Choice, Optional: true, Default: Continue, Topic: cardTopic,
		Prompt: walk.M("solo.components.resume"),
		Options: []walk.Option{
			{Value: Continue, Label: walk.M("solo.components.resume_continue", "Count", len(work.Cards), "Total", Cards())},
			{Value: Restart, Flag: "restart", Label: walk.M("solo.components.resume_restart")},
		}}
	v, err := t.Choose(q)
	if err != nil {
		return err
	}
	if v == Restart {
		work.WorkerSupply, work.Cards = nil, nil
	}
	return nil
}

// workerSupply asks the numbers under the disk spaces, in the order the
// Automa takes its disks (rules-facts §8.2, §13).
func workerSupply(byParts bool) components.Part[*automa.Transcription] {
	return func(work *automa.Transcription, t *walk.T) error {
		if len(work.WorkerSupply) == Disks() {
			return nil // kept from before
		}
		whole := &walk.Question{ID: "deck.worker-supply", Kind: walk.Text, Flag: "worker-supply", FlagOnly: true, Topic: supplyTopic,
			Prompt: walk.M("solo.components.worker_supply"),
			Check: func(v string) (string, error) {
				if v == "" {
					if byParts {
						return "", nil
					}
					return "", companion.NewProblem("solo.components.need_supply")
				}
				nums, err := parseSupply(v)
				return joinInts(nums), err
			}}
		v, err := t.Ask(whole)
		if err != nil {
			return err
		}
		if v != "" {
			work.WorkerSupply, _ = parseSupply(v)
			return nil
		}
		t.Say(walk.Say, walk.M("solo.components.intro"))
		var nums []int
		for i := 1; i <= Disks(); i++ {
			n, err := t.Number(&walk.Question{ID: "deck.worker-supply." + strconv.Itoa(i), Kind: walk.Number, Flag: "worker-supply",
				Min: 0, Max: maxNumber(), Topic: supplyTopic, Prompt: walk.M("solo.components.ask_number", "N", i, "Total", Disks())})
			if err != nil {
				return err
			}
			nums = append(nums, n)
		}
		work.WorkerSupply = nums
		return nil
	}
}

// parseSupply reads the worker supply card as one list: exactly one
// number per disk space, each within the box's bound.
func parseSupply(v string) ([]int, error) {
	items := strings.Split(v, ",")
	var nums []int
	for i, it := range items {
		if err := checkSupplyItem(i+1, it); err != nil {
			return nil, err // each number for itself first
		}
		n, _ := strconv.Atoi(strings.TrimSpace(it))
		nums = append(nums, n)
	}
	if len(items) != Disks() {
		return nil, companion.NewProblem("solo.problem.supply_count", "N", len(items), "Want", Disks())
	}
	return nums, nil
}

func checkSupplyItem(i int, it string) error {
	n, err := strconv.Atoi(strings.TrimSpace(it))
	if err != nil {
		return companion.NewProblem("walk.problem.not_whole", "Value", strings.TrimSpace(it), "Min", 0, "Max", maxNumber())
	}
	if n < 0 || n > maxNumber() {
		return companion.NewProblem("solo.problem.supply_number", "Field", "worker_supply["+strconv.Itoa(i)+"]", "Value", n, "Max", maxNumber())
	}
	return nil
}

// checkSupplyItems checks the --worker-supply value for itself.
func checkSupplyItems(v string) error { _, err := parseSupply(v); return err }

func joinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ",")
}

// card asks card k: the whole card as one YAML line from --card, or on a
// terminal its name and then what it shows, a few picks (the questions the
// physical deck asks for a flipped card, play.AskCard). The last card
// checks the whole transcription.
func card(k int, byParts bool) components.Part[*automa.Transcription] {
	return func(work *automa.Transcription, t *walk.T) error {
		if len(work.Cards) >= k {
			return nil // kept from before
		}
		id := "deck.card." + strconv.Itoa(k)
		line, err := t.Ask(&walk.Question{ID: id, Kind: walk.Text, Flag: "card", FlagOnly: true, Topic: cardTopic,
			Prompt: walk.M("solo.components.card_heading", "N", k, "Total", Cards()),
			Check: func(v string) (string, error) {
				if v == "" {
					if byParts {
						return "", nil
					}
					return "", companion.NewProblem("solo.components.need_card", "N", k, "Total", Cards())
				}
				c, err := automa.ParseCard(v)
				if err != nil {
					return "", err
				}
				if err := unused(work, c.ID); err != nil {
					return "", err
				}
				return automa.FormatCard(c), nil
			}})
		if err != nil {
			return err
		}
		var c automa.Card
		if line != "" {
			c, _ = automa.ParseCard(line)
		} else {
			t.Say(walk.Heading, walk.M("solo.components.card_heading", "N", k, "Total", Cards()))
			name, err := t.Ask(&walk.Question{ID: id + ".name", Kind: walk.Text, Flag: "card", Default: strconv.Itoa(k), Topic: cardTopic,
				Prompt: walk.M("solo.components.ask_id"),
				Check: func(v string) (string, error) {
					if v == "" {
						return "", companion.NewProblem("solo.components.id_empty")
					}
					v, err := companion.CheckName(v)
					if err != nil {
						return "", err
					}
					return v, unused(work, v)
				}})
			if err != nil {
				return err
			}
			if c, err = play.AskCard(t, id, name, true); err != nil {
				return err
			}
		}
		work.Cards = append(work.Cards, c)
		if k == Cards() {
			return automa.Validate(work)
		}
		return nil
	}
}

// unused refuses a card name another card has.
func unused(work *automa.Transcription, id string) error {
	if _, dup := work.Card(id); dup {
		return companion.NewProblem("solo.components.id_used", "Value", id)
	}
	return nil
}
