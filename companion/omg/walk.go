package omg

import (
	"strconv"
	"sync"

	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/walk"
)

// NewWalk is the final score sheet as a walkthrough: the players, each
// one's buildings' victory points and goods' coins, then a review.
func NewWalk() *tally.Form {
	f := facts()
	return &tally.Form{Game: ID, Min: f.Players.Min, Max: f.Players.Max, Topic: "final-scoring",
		Fields: func(map[string]string) []tally.Field {
			return []tally.Field{
				{Key: "buildings", Kind: walk.Number, Max: tally.MaxCount, Default: "0", Topic: "final-scoring",
					Prompt: walk.M("omg.ask.buildings"), Label: walk.M("omg.field.buildings")},
				{Key: "coins", Kind: walk.Number, Max: tally.MaxCount, Default: "0", Topic: "goods-and-coins",
					Prompt: walk.M("omg.ask.coins"), Label: walk.M("omg.field.coins")},
			}
		},
		Check: func(fl *tally.Filled) error { return tally.FirstProblem(Validate(SheetOf(fl))) }}
}

// ScoreFlags are the flags that answer the sheet's questions.
var ScoreFlags = sync.OnceValue(func() walk.Flags {
	return NewWalk().Flags(func(key string) walk.Msg { return walk.M("omg.flag." + key) })
})

// SheetOf makes the sheet from a walkthrough's answers.
func SheetOf(fl *tally.Filled) *Sheet {
	s := &Sheet{}
	for _, fp := range fl.Players {
		s.Players = append(s.Players, Player{Name: fp.Name, Buildings: fp.Int("buildings"), Coins: fp.Int("coins")})
	}
	return s
}

// SetupFlags answer the setup's question: the number of players.
func SetupFlags() walk.Flags {
	f := facts()
	return walk.Flags{{Name: "players", Value: "N", Help: walk.M("omg.setup.flag_players", "Min", f.Players.Min, "Max", f.Players.Max),
		Check: walk.WholeIn(f.Players.Min, f.Players.Max)}}
}

// Setup is the setup checklist ("Setup"): it asks how many play, then
// lists each step with its numbers: a Charburner and a Worker each, the
// Assistants laid out (4/6/8 for 2/3/4 players), 5 hand cards each, 7
// face-down coal on each Charburner, and who is the first active player.
func Setup(t *walk.T) error {
	f := facts()
	n, err := t.Number(&walk.Question{ID: "omg.setup.players", Kind: walk.Number, Flag: "players",
		Min: f.Players.Min, Max: f.Players.Max, Default: strconv.Itoa(f.Players.Min), Topic: "setup",
		Prompt: walk.M("omg.setup.ask_players", "Min", f.Players.Min, "Max", f.Players.Max)})
	if err != nil {
		return err
	}
	m := walk.M
	t.Say(walk.Heading, m("omg.setup.title", "Count", n))
	for _, step := range []walk.Msg{
		m("omg.setup.sort"),
		m("omg.setup.start", "Charburners", n*f.CharburnersPerPlayer, "Workers", n*f.WorkersPerPlayer),
		m("omg.setup.assistants", "Count", f.Assistants[n]),
		m("omg.setup.hand", "Count", f.HandCards, "Total", n*f.HandCards),
		m("omg.setup.coal", "Count", f.CharburnerCoal),
		m("omg.setup.first_player"),
	} {
		t.Say(walk.Numbered, step)
	}
	t.Say(walk.Say, m("omg.setup.then", "Buildings", f.EndBuildings))
	return t.Wait("omg.setup.done", m("omg.setup.ready"))
}
