package game

import (
	"fmt"
	"maps"
	"slices"
	"strconv"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/score"
)

// Clone returns a deep copy of the state.
func (s *State) Clone() *State {
	c := *s
	c.Settings.Players = slices.Clone(s.Settings.Players)
	if s.Settings.Solo != nil {
		so := *s.Settings.Solo
		so.Opponent = slices.Clone(so.Opponent)
		c.Settings.Solo = &so
	}
	c.Furnaces = maps.Clone(s.Furnaces)
	c.Factories = maps.Clone(s.Factories)
	c.Professions = map[companion.Side]map[companion.Row][]Profession{}
	for side, rows := range s.Professions {
		c.Professions[side] = map[companion.Row][]Profession{}
		for r, list := range rows {
			c.Professions[side][r] = slices.Clone(list)
		}
	}
	c.Players = slices.Clone(s.Players)
	for i := range c.Players {
		c.Players[i].Disks = slices.Clone(s.Players[i].Disks)
	}
	c.Order = slices.Clone(s.Order)
	c.Nearest = maps.Clone(s.Nearest)
	c.NearestGuessed = maps.Clone(s.NearestGuessed)
	c.NotShown = maps.Clone(s.NotShown)
	c.happened = maps.Clone(s.happened)
	if s.Reset != nil {
		r := *s.Reset
		r.Steps = slices.Clone(r.Steps)
		r.Refilled = slices.Clone(r.Refilled)
		r.Emptied = maps.Clone(r.Emptied)
		r.Deliveries = slices.Clone(r.Deliveries)
		r.Parked = maps.Clone(r.Parked)
		c.Reset = &r
	}
	if s.Solo != nil {
		c.Solo = s.Solo.clone()
	}
	return &c
}

// Undoable counts the events undo may drop: all but the setup draws.
func Undoable(events []Event) int {
	n := 0
	for _, e := range events {
		if !IsSetup(e) {
			n++
		}
	}
	return n
}

// Summary is the state as `stephens state --json` prints it.
type Summary struct {
	Mode           Mode                       `json:"mode"`
	Army           int                        `json:"army"`
	Resets         int                        `json:"resets"`
	Furnaces       map[companion.Position]int `json:"furnaces"`
	SmallFactories map[companion.Position]int `json:"small_factories"`
	// SmallFactoryCubes is the same by colour.
	SmallFactoryCubes map[companion.Position]Cubes `json:"small_factory_cubes"`
	Next              string                       `json:"next"`
	Phase             Phase                        `json:"phase"`
	EndTriggered      bool                         `json:"end_triggered"`
	ResetStep         StepID                       `json:"reset_step,omitempty"`
	StartPlayer       string                       `json:"start_player"`
	Players           []PlayerSummary              `json:"players"`
	Professions       []ProfessionSummary          `json:"professions"`
	Winners           []string                     `json:"winners,omitempty"`
	// NearestIcon lists, per sector of group 4, the ability nearest the
	// sector's icon, once the game knows it (rules-facts §4.2).
	NearestIcon []string       `json:"nearest_icon,omitempty"`
	Automa      *AutomaSummary `json:"automa"`
	// Result is a finished game's final scoring, as `score --json` prints
	// it: each player's total, place and categories, the tie-break, the
	// solo rank.
	Result *score.Result `json:"result,omitempty"`
}

// PlayerSummary is one player in the summary.
type PlayerSummary struct {
	Name      string   `json:"name"`
	Colour    string   `json:"colour,omitempty"`
	Workers   int      `json:"workers"`
	Abilities []string `json:"abilities"`
	Gates     []int    `json:"gates"`
	Turns     int      `json:"turns"`
	// TurnsLeft before the final reset phase, once the end is triggered.
	TurnsLeft *int `json:"turns_left,omitempty"`
	// StartSide of the starting profession; StartDiskPending when its disk
	// is not named yet.
	StartSide        companion.Side `json:"start_side,omitempty"`
	StartDiskPending bool           `json:"start_disk_pending,omitempty"`
}

// ProfessionSummary is one profession card on the board.
type ProfessionSummary struct {
	Side       companion.Side `json:"side"`
	Row        companion.Row  `json:"row"`
	Index      int            `json:"index"`
	Master     string         `json:"master"`
	Apprentice string         `json:"apprentice,omitempty"`
	Starting   bool           `json:"starting,omitempty"`
}

// AutomaName is the Automa's name in machine output, whatever the language.
const AutomaName = "automa"

// SeatName names a seat for machine output: a player's name, or automa.
func (s *State) SeatName(seat int) string {
	if seat == Automa {
		return AutomaName
	}
	return s.Name(seat)
}

// Summarize builds the summary (the same in every language).
func (s *State) Summarize() Summary {
	out := Summary{
		Mode:              s.Settings.Mode,
		Army:              s.Army,
		Resets:            s.Resets,
		Furnaces:          maps.Clone(s.Furnaces),
		SmallFactories:    map[companion.Position]int{},
		SmallFactoryCubes: maps.Clone(s.Factories),
		Next:              s.SeatName(s.Next()),
		Phase:             s.Phase,
		EndTriggered:      s.EndTriggered,
		ResetStep:         s.Reset.Current(),
		Players:           []PlayerSummary{},
		Professions:       []ProfessionSummary{},
		Winners:           slices.Clone(s.Winners),
	}
	if s.StartSeat >= 0 {
		out.StartPlayer = s.Name(s.StartSeat)
	}
	if s.Finished != nil {
		r := s.Finished.Result
		out.Result = &r
	}
	if s.Phase == PhaseScoring || s.Phase == PhaseOver {
		out.Next = ""
	}
	for p, c := range s.Factories {
		out.SmallFactories[p] = c.Total()
	}
	for i := range s.Players {
		p := &s.Players[i]
		ps := PlayerSummary{
			Name: s.Settings.Players[i].Name, Colour: s.Settings.Players[i].Colour,
			Workers: p.Workers(), Abilities: p.Abilities(), Gates: p.Gates(), Turns: p.Turns,
			StartSide: p.StartSide, StartDiskPending: p.StartDiskPending,
		}
		if ps.Abilities == nil {
			ps.Abilities = []string{}
		}
		if ps.Gates == nil {
			ps.Gates = []int{}
		}
		if left := s.TurnsLeft(i); left >= 0 && s.Settings.Mode == Multiplayer {
			ps.TurnsLeft = &left
		}
		out.Players = append(out.Players, ps)
	}
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			for i, pr := range s.Professions[side][row] {
				ps := ProfessionSummary{Side: side, Row: row, Index: i + 1, Master: s.SeatName(pr.Master), Starting: pr.Starting}
				if pr.HasApprentice {
					ps.Apprentice = s.SeatName(pr.Apprentice)
				}
				out.Professions = append(out.Professions, ps)
			}
		}
	}
	for _, sector := range companion.Sectors() {
		if a, ok := s.Nearest[sector]; ok {
			out.NearestIcon = append(out.NearestIcon, string(a))
		}
	}
	if s.Solo != nil {
		out.Automa = s.Solo.summary()
	}
	return out
}

// Masters counts a seat's masters per row (for the final score sheet:
// 5/3/1 VP by row, rules-facts §7 item 4).
func (s *State) Masters(seat int) map[companion.Row]int {
	out := map[companion.Row]int{}
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			for _, pr := range s.Professions[side][row] {
				if pr.Master == seat {
					out[row]++
				}
			}
		}
	}
	return out
}

// ApprenticesOnMasters counts the apprentices on cards where seat is the
// master (1 VP each to the master, rules-facts §7 item 5).
func (s *State) ApprenticesOnMasters(seat int) int {
	n := 0
	for _, side := range companion.Sides {
		for _, row := range companion.Rows {
			for _, pr := range s.Professions[side][row] {
				if pr.Master == seat && pr.HasApprentice {
					n++
				}
			}
		}
	}
	return n
}

// BoardText is the board for scripts, a fact a line, tab-separated and the
// same in every language: the army, resets, phase and who is next, each
// furnace and small factory, each player (name escaped, companion.Escape),
// the Automa, and each profession.
func (s *State) BoardText() string {
	var w strings.Builder
	sum := s.Summarize()
	fmt.Fprintf(&w, "army\t%d\nresets\t%d\nphase\t%s\nnext\t%s\n", sum.Army, sum.Resets, sum.Phase, sum.Next)
	for _, pos := range companion.BoardOrder {
		fmt.Fprintf(&w, "furnace\t%s\t%d\n", pos, s.Furnaces[pos])
	}
	for _, pos := range companion.BoardOrder {
		c := s.Factories[pos]
		fmt.Fprintf(&w, "small-factory\t%s\t%d\torange=%d\tpink=%d\tblack=%d\n", pos, c.Total(), c.Orange, c.Pink, c.Black)
	}
	for _, pl := range sum.Players {
		fmt.Fprintf(&w, "player\t%s\tworkers=%d\tabilities=%s\tgates=%s\tturns=%d\n", companion.Escape(pl.Name, false), pl.Workers,
			strings.Join(pl.Abilities, ","), JoinInts(pl.Gates), pl.Turns)
	}
	if au := sum.Automa; au != nil {
		last := ""
		if au.LastCard != nil {
			last = *au.LastCard
		}
		fmt.Fprintf(&w, "automa\tworkers=%d\tdeck_left=%d\tlast_card=%s\tbag=orange:%d,pink:%d,black:%d\tdifficulty=%s\tfinal_reset_at=%d\tdeck=%s\topponent=%s\ttarget=%d\n",
			au.Workers, au.DeckLeft, last, au.Bag["orange"], au.Bag["pink"], au.Bag["black"], au.Difficulty, au.FinalResetAt,
			au.Deck, strings.Join(au.Opponent, ","), au.Target)
	}
	for _, pr := range sum.Professions {
		fmt.Fprintf(&w, "profession\t%s\t%s\t%d\tmaster=%s\tapprentice=%s\n", pr.Side, pr.Row, pr.Index, pr.Master, pr.Apprentice)
	}
	return w.String()
}

// JoinInts writes numbers as a comma list ("5,10").
func JoinInts(xs []int) string {
	var s []string
	for _, x := range xs {
		s = append(s, strconv.Itoa(x))
	}
	return strings.Join(s, ",")
}
