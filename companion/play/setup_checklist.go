package play

import (
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/data"
)

// checklist is the setup with every number for this player count
// (rules-facts §2.1, §2.2, §2.3, §8.2), in blocks the table confirms at once
// (and may step back to). The general setup is numbered as the German and
// Portuguese rulebooks number it, 1 to 10 (§2.1): a table reading along
// finds each step under its number.
func checklist(tb *Table, t *walk.T) error {
	s := tb.State
	f := data.Load()
	n := len(s.Players)
	t.Say(walk.Heading, walk.M("game.setup.general", "Count", n))
	// O2 leaves the cost-5 spaces empty all game (rules-facts §8.9).
	o2 := s.Settings.Solo != nil && s.Settings.Solo.HasOpponent(automa.O2)
	for _, m := range []walk.Msg{
		walk.M("game.setup.g_board"),
		walk.M("game.setup.g_red"),
		walk.M("game.setup.g_blue"),
		walk.M("game.setup.g_accessories"),
		walk.M("game.setup.g_coins"),
		walk.M("game.setup.g_furnaces", "Cubes", s.Settings.FurnaceCubes(), "Total", len(companion.Positions)*s.Settings.FurnaceCubes()),
		walk.M("game.setup.g_contracts", "O2", o2),
		walk.M("game.setup.g_investments", "O2", o2),
		walk.M("game.setup.g_army", "Space", f.Army.Start),
		walk.M("game.setup.g_boards", "Name", Seat(s, s.StartSeat)),
	} {
		t.Say(walk.Numbered, m)
	}
	if err := t.WaitOn("setup.general", walk.M("game.setup.confirm_block"), "general-setup"); err != nil {
		return err
	}
	t.Say(walk.Heading, walk.M("game.setup.players"))
	var starts []any
	for _, seat := range s.Order {
		pl := s.Player(seat)
		if pl == nil || pl.StartSide == "" {
			continue
		}
		starts = append(starts, walk.M("game.setup.starting_one", "Name", s.Name(seat), "Side", Side(pl.StartSide),
			"Furnace", Furnace(companion.RowFurnace.Position(pl.StartSide))))
	}
	gates := walk.M("game.setup.p_gates", "Gates", Ints(f.Influence.Gates))
	if s.Settings.Solo.HasOpponent(automa.O5) { // §8.9: the gate disks start stacked
		gates = walk.M("game.setup.p_gates_o5", "Space", f.Solo.Opponent.GatesStackedOn)
	}
	// The steps a to i of the German book's player setup, one each (the
	// English book lists the same steps unlettered).
	t.Say(walk.Say, walk.M("game.setup.p_colour", "Disks", f.PlayerStart.Disks))
	for _, m := range []walk.Msg{
		walk.M("game.setup.p_influence", "Influence", f.PlayerStart.Influence),
		gates,
		walk.M("game.setup.p_abilities", "Count", len(f.Abilities)),
		walk.M("game.setup.p_accessory", "Accessories", f.PlayerStart.Accessories),
		walk.M("game.setup.p_coins", "Coins", f.PlayerStart.Coins),
		walk.M("game.setup.p_track"),
		walk.M("game.setup.p_forest"),
		walk.M("game.setup.p_dune"),
		walk.M("game.setup.p_starting", "List", listSep(starts, "\n")),
	} {
		t.Say(walk.Lettered, m)
	}
	if s.Solo != nil {
		for _, side := range companion.Sides {
			for _, pr := range s.Professions[side][companion.RowFurnace] {
				if pr.Master == game.Automa && pr.Starting {
					t.Say(walk.Item, walk.M("solo.setup.automa_start", "Side", Side(side), "Furnace", Furnace(companion.RowFurnace.Position(side))))
				}
			}
		}
	}
	sp := f.StartingProfessions // two red and two blue cards, one each dealt
	unused := sp.Left + sp.Right - n*sp.PerPlayer
	if s.Solo != nil {
		unused -= sp.PerPlayer // the Automa's, taken first (rules-facts §8.2)
	}
	if unused > 0 {
		t.Say(walk.Item, walk.M("game.setup.p_unused", "Count", unused))
	}
	if err := t.WaitOn("setup.players", walk.M("game.setup.confirm_block"), "player-setup"); err != nil {
		return err
	}
	if s.Solo != nil {
		return soloChecklist(s, t)
	}
	return nil
}

// soloChecklist is the Automa's setup and the solo choices (rules-facts
// §8.2, §8.3, §8.9).
func soloChecklist(s *game.State, t *walk.T) error {
	so := s.Settings.Solo
	f := data.Load()
	t.Say(walk.Heading, walk.M("solo.setup.title"))
	t.Say(walk.Numbered, walk.M("solo.setup.furnaces", "Count", f.FurnaceCubes.Solo))
	if so.Digital() {
		t.Say(walk.Numbered, walk.M("solo.setup.deck_digital_step"))
	} else {
		t.Say(walk.Numbered, walk.M("solo.setup.deck_physical_step"))
	}
	if so.Colour != "" {
		t.Say(walk.Numbered, walk.M("values.setup.automa_colour", "Colour", walk.M("game.colour."+so.Colour)))
	}
	t.Say(walk.Numbered, walk.M("solo.setup.worker_card", "Disks", f.Solo.AutomaDisks, "Spare", f.PlayerStart.Disks-f.Solo.AutomaDisks))
	t.Say(walk.Numbered, walk.M("solo.setup.bag", "Orange", f.Solo.Bag["orange"], "Pink", f.Solo.Bag["pink"], "Black", f.Solo.Bag["black"]))
	t.Say(walk.Numbered, walk.M("solo.setup.difficulty", "Name", companion.Term("term.difficulty."+so.Difficulty), "Space", so.FinalResetAt))
	for _, e := range so.Opponent {
		m := walk.M("solo.opponent." + e)
		if e == string(automa.O4) && so.Blocked != "" {
			m = walk.M("solo.setup.opponent_blocked", "What", m, "Ability", Disk(so.Blocked))
		}
		t.Say(walk.Numbered, m)
	}
	if len(so.Opponent) > 0 {
		od := so.OpponentDifficulty()
		t.Say(walk.Numbered, walk.M("solo.setup.target", "Target", automa.Target(automa.Difficulty(od)), "Name", companion.Term("term.opponent_difficulty."+od)))
		t.Say(walk.Numbered, walk.M("solo.note.opponent_difficulty"))
		if so.HasOpponent(automa.O6) {
			t.Say(walk.Numbered, walk.M("solo.note.o6_difficulty"))
		}
	}
	t.Say(walk.Numbered, walk.M("solo.setup.you_first", "Max", automa.MaxPlayerWorkers(f.StartingProfessions.PerPlayer)))
	return t.WaitOn("setup.solo", walk.M("game.setup.confirm_block"), "solo-setup")
}
