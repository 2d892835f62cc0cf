// Package firstgame is the path a new group takes through the rules before
// its first game of Stephens: the chapters in the order to read them
// (setup, a turn, the reset phase, the end, the final scoring), each with
// its rule topics and the rulebook's worked example, computed by the
// companion's own core rather than copied: the setup laid out by the setup
// walkthrough, Pedro's turn and the reset phase after it walked by
// companion/play on the example's board, Maria's 111 counted by
// companion/score.
package firstgame

import (
	"fmt"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Chapter is one stop on the path.
type Chapter struct {
	// ID names the chapter for the command line ("reset").
	ID string
	// Topics are the rule topics to read, in order (slugs).
	Topics []string
}

// Title and Intro are the chapter's messages.
func (c Chapter) Title() walk.Msg { return walk.M("teach.path." + c.ID + ".title") }

// Intro says what the chapter is about and why it comes here.
func (c Chapter) Intro() walk.Msg { return walk.M("teach.path." + c.ID + ".intro") }

// Path is the order a new group reads the rules in: what to lay out, what
// a player does on a turn, what the reset phase does, how the game ends,
// how it is scored (rules-facts §2, §3, §5, §5.3, §7).
var Path = []Chapter{
	{ID: "setup", Topics: []string{"overview", "general-setup", "player-setup"}},
	{ID: "turn", Topics: []string{"players-turn", "obtain-glass", "obtain-products", "create-profession",
		"profession-placement", "reinforce-profession", "activate-professions", "permanent-abilities"}},
	{ID: "reset", Topics: []string{"reset-phase", "reset-trigger", "french-army", "replenish-furnaces",
		"reset-ability-vp", "empty-small-factories", "activate-investments", "supply-small-factories",
		"small-factory-bonuses", "fulfill-contracts"}},
	{ID: "end", Topics: []string{"end-of-game"}},
	{ID: "scoring", Topics: []string{"final-scoring", "tie-breakers"}},
}

// Find returns the chapter with this ID or number (1-based).
func Find(key string) (Chapter, bool) {
	for i, c := range Path {
		if c.ID == key || fmt.Sprint(i+1) == key {
			return c, true
		}
	}
	return Chapter{}, false
}

// Example is a chapter's worked example as the companion computes it.
type Example struct {
	// Notes say what the example's board is, where the rulebook leaves
	// something open.
	Notes []walk.Msg
	// Lines are what the companion's walkthroughs said.
	Lines []walk.Line
	// Score is the scoring chapter's example counted (nil elsewhere).
	Score *score.Result
}

// The examples' players, in seat order, with the colours the rulebook's
// examples give them (rules-facts §1): Ângela teal, Maria yellow, André
// gray, Pedro red.
var (
	players = []string{"Ângela", "Maria", "André", "Pedro"}
	colours = []string{"teal", "yellow", "gray", "red"}
)

// startDisks are the disks the starting masters came from, which no
// example gives: Maria's from 2a (her final score has 2a–2e unlocked), so
// the reset phase's step 3 has someone to give a VP; the others' from
// influence gate 5. The board's note says so.
var startDisks = []string{"gate-5", "2a", "gate-5", "gate-5"}

// exampleSeed makes the setup draws of the examples; any seed would do.
const exampleSeed = 1

// Worked computes a chapter's example.
func Worked(c Chapter) (Example, error) {
	switch c.ID {
	case "setup":
		_, lines, err := setup()
		var out []walk.Line
		for _, l := range lines {
			if l.Style != walk.Say { // not the hints for a real game (the starting disks to name later)
				out = append(out, l)
			}
		}
		return Example{Notes: []walk.Msg{walk.M("teach.path.start_disks")}, Lines: out}, err
	case "turn":
		return turnExample()
	case "reset":
		return resetExample(false)
	case "end":
		return resetExample(true)
	case "scoring":
		return scoringExample()
	}
	return Example{}, fmt.Errorf("firstgame: no chapter %q", c.ID)
}

// setup lays out the examples' table with the setup walkthrough.
func setup() (*play.Setup, []walk.Line, error) {
	su := &play.Setup{Seed: exampleSeed}
	given := map[string]string{}
	for i, n := range players {
		given[fmt.Sprintf("setup.name.%d", i+1)] = n
		given[fmt.Sprintf("setup.colour.%d", i)] = colours[i]
		given["start-disk."+n] = startDisks[i]
	}
	lines, err := answer(su.Script, given)
	return su, lines, err
}

// answer walks a script with the given answers; a question not given
// takes its default (an acknowledgement, nothing).
func answer(script walk.Script, given map[string]string) ([]walk.Line, error) {
	a := &walk.Answers{}
	for {
		q, lines, err := walk.Step(script, a)
		if err != nil || q == nil {
			return lines, err
		}
		v, ok := given[q.ID]
		if !ok {
			v = q.Default
		}
		v, err = q.Accept(v)
		if err != nil {
			return lines, fmt.Errorf("firstgame: %s: %w", q.ID, err)
		}
		a.Set(q.ID, v)
	}
}

// board is the examples' board just before Pedro's turn (rules-facts §10
// E6–E10): one reset phase is behind them (the army stands on 50, E7),
// one furnace is empty and the lower-right one holds its last white cube
// (E6), and 2 orange cubes are left on the lower-right small factory
// (E10). The rulebook does not say which furnace was empty before Pedro's
// turn, nor how full the others are, nor who has unlocked what: Notes say
// what the example chose.
func board() (*game.State, []walk.Msg, error) {
	su, _, err := setup()
	if err != nil {
		return nil, nil, err
	}
	s := su.Table.State.Clone()
	s.Army, s.Resets = 50, 1
	s.Furnaces[companion.UpperLeft] = 0
	s.Furnaces[companion.UpperRight] = 2
	s.Furnaces[companion.LowerLeft] = 3
	s.Furnaces[companion.LowerRight] = 1
	s.Factories[companion.LowerRight] = game.Cubes{Orange: 2}
	// Pedro is next, in the same round as the others (Ângela began):
	// three turns each so far, his third to come.
	pedro := s.Settings.Seat("Pedro")
	for i, seat := range s.Order {
		s.Players[seat].Turns = 3
		if seat == pedro {
			s.Cursor = i
			s.Players[seat].Turns = 2
		}
	}
	notes := []walk.Msg{walk.M("teach.path.board"), walk.M("teach.path.start_disks")}
	return s, notes, nil
}

// turnExample: Pedro takes the last white cube from the lower-right
// furnace, the second to be empty, so a reset phase follows (E6).
func turnExample() (Example, error) {
	s, notes, err := board()
	if err != nil {
		return Example{}, err
	}
	w := play.NewWalk(s, play.Known{}, play.Turn)
	lines, err := answer(w.Script, map[string]string{"turn.action": play.ActGlass, "turn.furnace": string(companion.LowerRight)})
	if err != nil {
		return Example{}, err
	}
	if w.Table().State.Reset == nil {
		return Example{}, fmt.Errorf("firstgame: Pedro's turn did not start a reset phase")
	}
	lines = append(lines, walk.Line{Style: walk.Say, Msg: walk.M("teach.path.turn.then")})
	return Example{Notes: notes, Lines: lines}, nil
}

// resetExample: the reset phase after Pedro's turn, walked step by step
// (E7–E13): the army from 50 to 45, 3 cubes into each empty furnace (the
// example's value for 4 players on space 45), 2a, the 2 orange cubes off
// the lower-right small factory, the investments, Ângela's 2 orange cubes
// to the lower-left and 2 black to the upper-right small factory (+4
// influence, +2 coins), the contracts. With met, the army meets a score
// marker on 45 (the rulebook's example does not say so: the end chapter's
// "what if"), and the companion counts the turns left.
func resetExample(met bool) (Example, error) {
	s, notes, err := board()
	if err != nil {
		return Example{}, err
	}
	tb := play.NewTable(s, play.Known{})
	if err := tb.Record(nil, game.Event{Kind: game.KindFurnace, Seat: s.Next(), At: companion.LowerRight}); err != nil {
		return Example{}, err
	}
	reached := walk.No
	if met {
		reached = walk.Yes
		notes = append(notes, walk.M("teach.path.end.what_if"))
	}
	given := map[string]string{"reset.army": reached, "reset.refill": "3", "reset.remember": walk.No}
	for i, v := range []string{"Ângela:lower-left:orange", "Ângela:lower-left:orange", "Ângela:upper-right:black", "Ângela:upper-right:black", "done"} {
		given[fmt.Sprintf("reset.supply.%d", i+1)] = v
	}
	w := play.NewWalk(tb.State, play.Known{}, play.Reset)
	lines, err := answer(w.Script, given)
	if met { // the end: the first step, where the end is triggered and the turns counted
		lines = endLines(lines)
	}
	return Example{Notes: notes, Lines: onceEachStep(lines)}, err
}

// onceEachStep keeps a step's screen once: a walk shows a step again for
// each question it asks (step 6 once per delivery, with the B1–B8 list),
// which the table needs while answering, but a chapter read through
// would print the same screen five times (wording review X3). A step
// shown again keeps only what its answer recorded: its "done" line and
// what follows it.
func onceEachStep(lines []walk.Line) []walk.Line {
	var out []walk.Line
	last := ""
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		if l.Style == walk.Heading {
			key := fmt.Sprint(l.Msg)
			if key == last {
				i++
				for i < len(lines) && lines[i].Style != walk.Done && lines[i].Style != walk.Heading {
					i++
				}
				switch {
				case i == len(lines):
				case lines[i].Style == walk.Done:
					out = append(out, lines[i])
				default:
					i-- // the next step: read by the loop
				}
				continue
			}
			last = key
		}
		out = append(out, l)
	}
	return out
}

// endLines keeps the first step of a reset walk: where the end is
// triggered and the turns are counted.
func endLines(lines []walk.Line) []walk.Line {
	for i := 1; i < len(lines); i++ {
		if lines[i].Style == walk.Heading {
			return lines[:i]
		}
	}
	return lines
}

// scoringExample: Maria's 111 VP (rules-facts §7.1), counted.
func scoringExample() (Example, error) {
	res, err := score.Score(&score.Sheet{Players: []score.Player{Maria()}})
	if err != nil {
		return Example{}, err
	}
	return Example{Score: &res}, nil
}

// Maria is the rulebook's final scoring example as a sheet (rules-facts
// §7.1): one column of contracts, 3 cards with 4 cubes between them.
func Maria() score.Player {
	return score.Player{
		Name: "Maria", Track: 38, Forest: 7, Dune: 0,
		Masters:     score.Masters{Stephens: 2, Lower: 4, Upper: 2},
		Apprentices: 4,
		Contracts:   score.Contracts{Crown: []int{2}, Colonies: []int{1}, UK: []int{1}},
		Abilities:   []string{"2a", "2b", "2c", "2d", "2e"},
		Cubes:       14, Coins: 11, Influence: 9,
		Accessories: score.Accessories{Basketware: 1, Crates: 1, Chandeliers: 1},
	}
}
