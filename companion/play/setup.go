package play

import (
	"slices"
	"strconv"
	"strings"
	"sync"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
)

// SetupFlags answer the setup of a new game.
var SetupFlags = sync.OnceValue(func() walk.Flags {
	return walk.Flags{
		{Name: "names", Mode: walk.CommaValues, Value: "NAME,NAME", Help: walk.M("game.new.flag_names"), Check: checkName,
			Unused: func(v string) error {
				return companion.NewProblem("lang.problem.too_many_players", "Name", v, "Max", game.MaxPlayers())
			}},
		{Name: "colours", Mode: walk.CommaValues, Value: "COLOUR,COLOUR", Help: walk.M("game.new.flag_colours"), Check: checkColour, Words: words(of(ColourWords))},
		{Name: "start-disks", Mode: walk.CommaValues, Value: "DISK,DISK", Help: walk.M("game.new.flag_start_disks"), Check: checkDiskOrLater, Words: words(of(GateWords, LaterWords))},
		{Name: "difficulty", Value: "LEVEL", Help: walk.M("solo.flag.difficulty"), Check: checkDifficulty, Words: words(of(DifficultyWords))},
		NearestFlag(),
		{Name: "opponent", Value: "O1,O6", Help: walk.M("solo.flag.opponent"), Check: checkOpponent, Words: words(of(NoneWords))},
		{Name: "opponent-difficulty", Value: "LEVEL", Help: walk.M("solo.flag.opponent_difficulty"), Check: checkDifficulty, Words: words(of(DifficultyWords))},
		{Name: "blocked", Value: "ABILITY", Help: walk.M("solo.flag.blocked"), Check: checkAbility},
		{Name: "automa-deck", Value: "DECK", Help: walk.M("solo.flag.deck"), Check: checkDeck, Words: words(of(DeckWords))},
		{Name: "seed", Value: "N", Help: walk.M("game.new.flag_seed"), Check: checkSeed, Setting: true},
		{Name: "automa-colour", Value: "COLOUR", Help: walk.M("values.setup.flag_automa_colour"), Check: checkColour, Words: words(of(ColourWords))},
	}
})

// Setup is the walkthrough of a new game (rules-facts §2, §8.2): the
// players in seat order with their colours, the solo choices, the seeded
// setup draws, the setup checklist with every number for the player count,
// and which disk each starting master came from.
type Setup struct {
	// Seed makes the draws when --seed gives none (the front end picks
	// one); the seed is the setup's first answer, so a setup left open and
	// resumed makes the same draws.
	Seed uint64
	// Transcription is the player's Automa transcription (nil: none), for
	// the digital deck.
	Transcription *automa.Transcription
	// Teach: the game explains each thing the first time it happens
	// (teach.go); the setup says so. It is the setup's first answer (from
	// the command line, never asked), so a setup left open and resumed
	// keeps it.
	Teach bool
	// After the script finished: the settings and the game's first events,
	// and the state they lead to.
	Settings game.Settings
	Table    *Table
}

// Script is the setup walkthrough for the engine.
func (su *Setup) Script(t *walk.T) error {
	seed, teach, err := su.askGiven(t)
	if err != nil {
		return err
	}
	names, colours, err := askPlayers(t)
	if err != nil {
		return err
	}
	settings, err := game.NewSettings(names, colours, seed)
	if err != nil {
		return err
	}
	settings.Teach = teach
	if settings.Solo != nil {
		if err := su.askSolo(t, settings.Solo, settings.Players[0].Colour); err != nil {
			return err
		}
	}
	s, err := game.New(settings)
	if err != nil {
		return err
	}
	su.Settings = settings
	tb := &Table{State: s}
	su.Table = tb
	t.Say(walk.Heading, walk.M("game.new.draws"))
	for _, e := range game.SetupDraws(settings) {
		before := tb.State.Clone()
		if err := tb.Record(nil, e); err != nil {
			return err
		}
		t.Say(walk.Item, Describe(before, e))
	}
	if err := checklist(tb, t); err != nil {
		return err
	}
	// In the order the draws were listed (turn order, from the starting
	// player); --start-disks gives them in seat order.
	for _, seat := range s.Order {
		if seat == game.Automa {
			continue
		}
		if err := startDisk(tb, t, seat, "start-disks", false, false); err != nil {
			return err
		}
	}
	if len(tb.State.PendingStartDisks()) > 0 {
		t.Say(walk.Say, walk.M("game.new.start_disks_later"))
	}
	if teach {
		t.Say(walk.Say, walk.M("teach.welcome", "Solo", tb.State.Solo != nil))
	}
	t.Say(walk.Heading, walk.M("game.new.first_turn", "Name", Seat(tb.State, tb.State.Next())))
	return nil
}

// askPlayers asks the players in seat order, clockwise, and their colours:
// a name and a colour per seat until the table says everyone is named (or
// four are).
func askPlayers(t *walk.T) (names, colours []string, err error) {
	for seat := 1; seat <= game.MaxPlayers(); seat++ {
		// '?' at a seat says who starts and that play goes clockwise, not the
		// whole player setup (play test de3 #18).
		q := &walk.Question{ID: "setup.name." + strconv.Itoa(seat), Kind: walk.Text, Flag: "names", Topic: "turn-order",
			Prompt: walk.M("game.new.ask_name", "Seat", seat)}
		taken := slices.Clone(names)
		q.Check = func(v string) (string, error) {
			if v == "" {
				if len(taken) == 0 {
					return "", companion.NewProblem("text.problem.name_empty")
				}
				return "", nil // everyone is named
			}
			v, err := companion.CheckName(v)
			if err != nil {
				return "", err
			}
			for _, other := range taken {
				if p := companion.ClashProblem(v, other, "game.problem.same_name", "Name", v); p != nil {
					return "", p
				}
			}
			return v, nil
		}
		if seat > 1 {
			q.Prompt = walk.M("game.new.ask_name_more", "Seat", seat)
			q.Optional = true // when --names is given, its names are all the players
			// At a terminal it is asked even when other flags are given:
			// "--colours red,teal" names no one, and makes no solo game.
			q.Attended = true
		}
		name, err := t.Ask(q)
		if err != nil {
			return nil, nil, err
		}
		if name == "" {
			break
		}
		cq := &walk.Question{ID: "setup.colour." + strconv.Itoa(seat), Kind: walk.Choice, Flag: "colours", Optional: true,
			Prompt: walk.M("game.new.ask_colour", "Name", name), Topic: "player-setup"}
		for _, c := range game.PlayerColours {
			if !slices.Contains(colours, c) {
				cq.Options = append(cq.Options, walk.Option{Value: c, Label: walk.M("game.colour." + c)})
			}
		}
		cq.Default = cq.Options[0].Value
		cq.Check = func(v string) (string, error) {
			if slices.Contains(game.PlayerColours, strings.ToLower(v)) {
				return "", companion.NewProblem("game.problem.same_colour", "Colour", v)
			}
			return "", companion.NewProblem("game.problem.bad_colour", "Value", v, "List", listOf(stringsAny(game.PlayerColours)))
		}
		colour, err := t.Choose(cq)
		if err != nil {
			return nil, nil, err
		}
		names, colours = append(names, name), append(colours, colour)
	}
	return names, colours, nil
}

// askSolo asks the solo choices (rules-facts §8.3, §8.9): the difficulty,
// the opponent card's effects (with the ability O4 blocks) and the deck.
func (su *Setup) askSolo(t *walk.T, so *game.SoloSettings, yours string) error {
	dq := &walk.Question{ID: "setup.difficulty", Kind: walk.Choice, Flag: "difficulty", Optional: true,
		Default: string(automa.Normal), Prompt: walk.M("solo.setup.ask_difficulty"), Topic: "solo-difficulty"}
	for _, d := range automa.Difficulties {
		dq.Options = append(dq.Options, walk.Option{Value: string(d),
			Label: walk.M("solo.setup.difficulty_item", "Name", companion.Term("term.difficulty."+string(d)), "Space", automa.FinalResetAt(d, false))})
	}
	d, err := t.Choose(dq)
	if err != nil {
		return err
	}
	so.Difficulty = d
	oq := &walk.Question{ID: "setup.opponent", Kind: walk.List, Flag: "opponent", Optional: true,
		Prompt: walk.M("solo.setup.ask_effects"), Topic: "opponent-variant",
		Check: func(v string) (string, error) {
			if strings.EqualFold(v, "none") {
				return "", nil
			}
			return v, nil
		}}
	for _, e := range automa.OpponentEffects {
		oq.Options = append(oq.Options, walk.Option{Value: string(e), Label: walk.M("solo.opponent." + string(e))})
	}
	oq.Options = append(oq.Options, walk.Option{Value: "none", Hidden: true})
	effects, err := t.Pick(oq)
	if err != nil {
		return err
	}
	slices.Sort(effects) // O1..O6, the rulebook's order
	so.Opponent = effects
	if len(effects) > 0 {
		// The opponent card has a difficulty of its own, the VP to reach
		// (rules-facts §8.9): asked apart, the solo difficulty offered.
		tq := &walk.Question{ID: "setup.opponent-difficulty", Kind: walk.Choice, Flag: "opponent-difficulty", Optional: true,
			Default: d, Prompt: walk.M("solo.setup.ask_opponent_difficulty"), Topic: "opponent-variant"}
		for _, x := range automa.Difficulties {
			tq.Options = append(tq.Options, walk.Option{Value: string(x),
				Label: walk.M("solo.setup.opponent_difficulty_item", "Name", companion.Term("term.opponent_difficulty."+string(x)), "Target", automa.Target(x))})
		}
		if so.Target, err = t.Choose(tq); err != nil {
			return err
		}
	}
	if so.HasOpponent(automa.O4) {
		bq := &walk.Question{ID: "setup.blocked", Kind: walk.Choice, Flag: "blocked",
			Prompt: walk.M("solo.setup.ask_blocked"), Topic: "opponent-variant"}
		for _, a := range companion.Abilities() {
			bq.Options = append(bq.Options, walk.Option{Value: string(a), Label: DiskLabel(string(a))})
		}
		if so.Blocked, err = t.Choose(bq); err != nil {
			return err
		}
	}
	so.FinalResetAt = automa.FinalResetAt(automa.Difficulty(d), so.HasOpponent(automa.O6))
	kq := &walk.Question{ID: "setup.deck", Kind: walk.Choice, Flag: "automa-deck", Optional: true,
		Default: game.DeckPhysical, Prompt: walk.M("solo.setup.ask_deck"), Topic: "automa-setup",
		Options: []walk.Option{{Value: game.DeckPhysical, Label: walk.M("solo.setup.deck_physical")}},
		Check: func(v string) (string, error) {
			if v == game.DeckDigital {
				return "", companion.NewProblem("solo.problem.no_transcription")
			}
			return v, nil
		}}
	if su.Transcription != nil {
		kq.Default = game.DeckDigital
		kq.Options = append([]walk.Option{{Value: game.DeckDigital, Label: walk.M("solo.setup.deck_digital")}}, kq.Options...)
	}
	if so.Deck, err = t.Choose(kq); err != nil {
		return err
	}
	if so.Deck == game.DeckDigital {
		so.Automa = su.Transcription
	}
	if so.Colour, err = t.Choose(automaColourQuestion(yours)); err != nil {
		return err
	}
	return so.CheckSolo()
}

// automaColourQuestion: the Automa plays one of the colours nobody uses
// (rules-facts §8.2 step 3); the first such colour unless the table says.
func automaColourQuestion(yours string) *walk.Question {
	q := &walk.Question{ID: "setup.automa-colour", Kind: walk.Choice, Flag: "automa-colour", Optional: true,
		Prompt: walk.M("values.setup.ask_automa_colour"), Topic: "automa-setup"}
	for _, c := range game.PlayerColours {
		if !strings.EqualFold(c, yours) {
			q.Options = append(q.Options, walk.Option{Value: c, Label: walk.M("game.colour." + c)})
		}
	}
	q.Default = q.Options[0].Value
	q.Check = func(v string) (string, error) {
		if strings.EqualFold(strings.TrimSpace(v), yours) {
			return "", companion.NewProblem("values.problem.automa_your_colour", "Colour", walk.M("game.colour."+yours))
		}
		return "", checkColour(v)
	}
	return q
}

// Checks of the setup flags' values for themselves.

func checkName(v string) error {
	_, err := companion.CheckName(v)
	return err
}

func checkColour(v string) error {
	if slices.Contains(game.PlayerColours, strings.ToLower(strings.TrimSpace(v))) {
		return nil
	}
	return companion.NewProblem("game.problem.bad_colour", "Value", v, "List", listOf(stringsAny(game.PlayerColours)))
}

func checkDiskOrLater(v string) error {
	if strings.EqualFold(strings.TrimSpace(v), Later) {
		return nil
	}
	return checkDisk(v)
}

func checkDifficulty(v string) error {
	_, err := automa.ParseDifficulty(strings.ToLower(strings.TrimSpace(v)))
	return err
}

func checkOpponent(v string) error {
	if strings.EqualFold(strings.TrimSpace(v), "none") {
		return nil
	}
	for _, x := range strings.Split(v, ",") {
		if _, err := automa.ParseOpponentEffect(strings.TrimSpace(x)); err != nil {
			return err
		}
	}
	return nil
}

func checkAbility(v string) error {
	if companion.IsAbility(strings.ToLower(strings.TrimSpace(v))) {
		return nil
	}
	return companion.NewProblem("problem.unknown_ability", "Value", v)
}

func checkDeck(v string) error {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case game.DeckDigital, game.DeckPhysical:
		return nil
	}
	return companion.NewProblem("solo.problem.deck_mode", "Value", v, "List", listOf(stringsAny(DeckWords.Tokens)))
}
