package main

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strconv"
	"strings"

	"github.com/olekukonko/tablewriter"
	"github.com/olekukonko/tablewriter/tw"
	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/data"
)

// `stephens components automa`: the player's own transcription of their 10
// Automa cards and the worker supply card (rules-facts §13: none of it is in
// the rulebooks). Stored as automa.yaml in the config folder.

type automaComponentOptions struct {
	file  string
	show  bool
	json  bool
	clear bool
}

func newAutomaComponentCmd(a *app) *cobra.Command {
	opts := &automaComponentOptions{}
	p := a.p
	cmd := &cobra.Command{
		Use:     "automa",
		Short:   p.T("solo.components.short"),
		Long:    p.T("solo.components.long", "Path", automaPath()),
		Example: "  stephens components automa\n  stephens components automa --file my-automa.yaml\n  stephens components automa --show --json\n  stephens components automa --clear",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runAutomaComponent(a, opts)
		},
	}
	f := cmd.Flags()
	f.StringVar(&opts.file, "file", "", p.T("solo.components.flag_file"))
	f.BoolVar(&opts.show, "show", false, p.T("solo.components.flag_show"))
	f.BoolVar(&opts.json, "json", false, p.T("flag.json"))
	f.BoolVar(&opts.clear, "clear", false, p.T("solo.components.flag_clear"))
	cmd.MarkFlagsMutuallyExclusive("file", "show", "clear")
	return cmd
}

func runAutomaComponent(a *app, opts *automaComponentOptions) error {
	p := a.p
	switch {
	case opts.json && !opts.show:
		return usageError(p.T("solo.components.json_needs_show"))
	case opts.clear:
		err := os.Remove(automaPath())
		if errors.Is(err, fs.ErrNotExist) {
			fmt.Fprintln(a.io.Out, p.T("solo.components.nothing_to_clear"))
			return nil
		}
		if err != nil {
			return failure(p.T("solo.components.cannot_clear", "Path", automaPath(), "Detail", err.Error()))
		}
		fmt.Fprintln(a.io.Out, p.T("solo.components.cleared", "Path", automaPath()))
		return nil
	case opts.show:
		t, err := soloLoadAutoma(a)
		if err != nil {
			return err
		}
		return soloShowAutoma(a, t, opts.json)
	case opts.file != "":
		t, err := store.Load(opts.file, automa.Parse)
		if err != nil {
			return err
		}
		return soloSaveAutoma(a, t)
	}
	if !a.canPrompt() {
		return a.needAnswer(p.T("solo.components.what"), "--file")
	}
	t, err := soloAskTranscription(a)
	if err != nil {
		return err
	}
	return soloSaveAutoma(a, t)
}

// soloLoadAutoma reads the stored transcription: nil when there is none; a
// broken file is an error naming its path, line and field, and is left alone.
func soloLoadAutoma(*app) (*automa.Transcription, error) { return loadAutoma() }

func soloSaveAutoma(a *app, t *automa.Transcription) error {
	// A broken file is never overwritten: the player removes it on purpose.
	if _, err := soloLoadAutoma(a); err != nil {
		var fe *userfile.Error
		if errors.As(err, &fe) && fe.Err == nil {
			fe.Hints = []string{"file.hint", "solo.components.clear_hint"}
		}
		return err
	}
	buf, err := automa.Marshal(t)
	if err != nil {
		return failure(err.Error())
	}
	header := "# " + a.p.T("solo.components.file_header") + "\n"
	if err := store.WriteFile(automaPath(), append([]byte(header), buf...)); err != nil {
		return failure(a.p.T("solo.components.cannot_save", "Path", automaPath(), "Detail", a.fileDetail(err)))
	}
	fmt.Fprintln(a.io.Out, a.p.T("solo.components.saved", "Count", len(t.Cards), "Path", automaPath()))
	return nil
}

func soloShowAutoma(a *app, t *automa.Transcription, asJSON bool) error {
	p := a.p
	if asJSON {
		enc := json.NewEncoder(a.io.Out)
		enc.SetIndent("", "  ")
		if t == nil {
			return enc.Encode(nil)
		}
		return enc.Encode(t)
	}
	if t == nil {
		fmt.Fprintln(a.io.Out, p.T("solo.components.none"))
		fmt.Fprintln(a.io.Out, p.T("solo.components.none_hint"))
		return nil
	}
	nums := make([]string, len(t.WorkerSupply))
	for i, n := range t.WorkerSupply {
		nums[i] = strconv.Itoa(n)
	}
	if !a.io.OutTTY {
		fmt.Fprintf(a.io.Out, "worker_supply\t%s\n", strings.Join(nums, " "))
		for _, c := range t.Cards {
			fmt.Fprintf(a.io.Out, "%s\t%s\t%s\t%s\n", c.ID, c.Action, automaCardUpper(a, c), automaCardLower(a, c.Supply))
		}
		return nil
	}
	fmt.Fprintln(a.io.Out, p.T("solo.components.worker_supply_line", "Numbers", strings.Join(nums, "  ")))
	tbl := tablewriter.NewTable(a.io.Out, tablewriter.WithHeaderAutoFormat(tw.Off), tablewriter.WithMaxWidth(a.io.Width))
	tbl.Header(p.T("solo.components.col_card"), p.T("solo.components.col_upper"), p.T("solo.components.col_lower"))
	for _, c := range t.Cards {
		_ = tbl.Append(c.ID, automaCardUpper(a, c), automaCardLower(a, c.Supply))
	}
	return tbl.Render()
}

// automaCardUpper describes a card's upper section in words.
func automaCardUpper(a *app, c automa.Card) string {
	p := a.p
	switch c.Action {
	case automa.ActFurnace:
		s := p.T("solo.card.furnace", "At", p.T("term.position."+string(c.At)), "Arrow", p.T("term.arrow."+string(c.Arrow)))
		if len(c.RemoveCosts) > 0 {
			s += "; " + p.T("solo.card.remove_costs", "Costs", soloJoinInts(c.RemoveCosts))
		}
		return s
	case automa.ActProfession:
		return p.T("solo.card.profession", "Slot", c.Slot, "Where", p.T("solo.slot."+strconv.Itoa(c.Slot)))
	case automa.ActSmallFactory:
		s := p.T("solo.card.small_factory", "At", p.T("term.position."+string(c.At)), "Arrow", p.T("term.arrow."+string(c.Arrow)))
		if c.Fallback != nil {
			s += "; " + p.T("solo.card.fallback", "At", p.T("term.position."+string(c.Fallback.At)), "Arrow", p.T("term.arrow."+string(c.Fallback.Arrow)))
		}
		return s
	}
	return string(c.Action)
}

// automaCardLower describes a card's lower section (the supply step) in words.
func automaCardLower(a *app, s automa.Supply) string {
	p := a.p
	var parts []string
	if s.Cubes > 0 {
		parts = append(parts, p.N("solo.card.supply", s.Cubes, "Start", p.T("term.position."+string(s.Start)), "Arrow", p.T("term.arrow."+string(s.Arrow))))
	} else {
		parts = append(parts, p.T("solo.card.no_supply"))
	}
	if s.Apprentice {
		parts = append(parts, p.T("solo.card.apprentice"))
	}
	return strings.Join(parts, "; ")
}

func soloJoinInts(xs []int) string {
	s := make([]string, len(xs))
	for i, x := range xs {
		s[i] = strconv.Itoa(x)
	}
	return strings.Join(s, ", ")
}

// soloAskTranscription walks the player through the worker supply card and the
// 10 cards, checking every answer.
func soloAskTranscription(a *app) (*automa.Transcription, error) {
	p := a.p
	solo := data.Load().Solo
	fmt.Fprintln(a.io.Out, p.T("solo.components.intro"))
	t := &automa.Transcription{}
	for i := 1; i <= solo.AutomaDisks; i++ {
		n, err := a.askInt(p.T("solo.components.ask_number", "N", i, "Total", solo.AutomaDisks), 0, 0, 3*data.Load().CubesPerColour)
		if err != nil {
			return nil, err
		}
		t.WorkerSupply = append(t.WorkerSupply, n)
	}
	for i := 1; i <= solo.DeckSize; i++ {
		fmt.Fprintln(a.io.Out, p.T("solo.components.card_heading", "N", i, "Total", solo.DeckSize))
		used := func(s string) error {
			if s = strings.TrimSpace(s); s == "" {
				return errors.New(p.T("solo.components.id_empty"))
			}
			if _, dup := t.Card(strings.TrimSpace(s)); dup {
				return errors.New(p.T("solo.components.id_used", "Value", strings.TrimSpace(s)))
			}
			return nil
		}
		id, err := a.askText(p.T("solo.components.ask_id"), strconv.Itoa(i), used)
		if err != nil {
			return nil, err
		}
		c, err := soloAskCard(a, strings.TrimSpace(id), true)
		if err != nil {
			return nil, err
		}
		t.Cards = append(t.Cards, c)
	}
	if err := automa.Validate(t); err != nil {
		return nil, a.invalid(err)
	}
	return t, nil
}

// soloAskCard asks what a card shows, a few picks: the action, then where and
// which way, the costs or display slot, and (with lower) the lower section.
// The physical deck asks the same questions for the card just flipped.
func soloAskCard(a *app, id string, lower bool) (automa.Card, error) {
	p := a.p
	c := automa.Card{ID: id}
	acts := make([]string, len(automa.Actions))
	for i, act := range automa.Actions {
		acts[i] = p.T("solo.action." + string(act))
	}
	k, err := a.askChoice(p.T("solo.ask.action"), acts, 0)
	if err != nil {
		return c, err
	}
	c.Action = automa.Actions[k]
	switch c.Action {
	case automa.ActFurnace:
		if c.At, err = soloAskPosition(a, p.T("solo.ask.furnace_at"), "term.furnace."); err != nil {
			return c, err
		}
		if c.Arrow, err = soloAskArrow(a, p.T("solo.ask.arrow")); err != nil {
			return c, err
		}
		if c.RemoveCosts, err = soloAskCosts(a); err != nil {
			return c, err
		}
	case automa.ActProfession:
		slots := make([]string, automa.LastSlot)
		for i := range slots {
			slots[i] = fmt.Sprintf("%d  %s", i+1, p.T("solo.slot."+strconv.Itoa(i+1)))
		}
		k, err := a.askChoice(p.T("solo.ask.slot"), slots, 0)
		if err != nil {
			return c, err
		}
		c.Slot = k + 1
	case automa.ActSmallFactory:
		if c.At, err = soloAskPosition(a, p.T("solo.ask.factory_at"), "term.small_factory."); err != nil {
			return c, err
		}
		if c.Arrow, err = soloAskArrow(a, p.T("solo.ask.arrow")); err != nil {
			return c, err
		}
		items := []string{p.T("solo.ask.fallback_none")}
		for _, pos := range companion.Positions {
			items = append(items, p.T("term.furnace."+string(pos)))
		}
		k, err := a.askChoice(p.T("solo.ask.fallback"), items, 0)
		if err != nil {
			return c, err
		}
		if k > 0 {
			arrow, err := soloAskArrow(a, p.T("solo.ask.fallback_arrow"))
			if err != nil {
				return c, err
			}
			c.Fallback = &automa.Diagram{At: companion.Positions[k-1], Arrow: arrow}
		}
	}
	if lower {
		s, err := soloAskSupply(a)
		if err != nil {
			return c, err
		}
		c.Supply = s
	}
	chk := c
	if chk.ID == "" {
		chk.ID = "-" // a physical card is named by its draw
	}
	if err := automa.CheckCard(chk); err != nil {
		return c, a.invalid(err)
	}
	return c, nil
}

func soloAskPosition(a *app, label, termPrefix string) (companion.Position, error) {
	items := make([]string, len(companion.Positions))
	for i, pos := range companion.Positions {
		items[i] = a.p.T(termPrefix + string(pos))
	}
	k, err := a.askChoice(label, items, 0)
	if err != nil {
		return "", err
	}
	return companion.Positions[k], nil
}

var soloArrows = []companion.Arrow{companion.Clockwise, companion.Counterclockwise}

func soloAskArrow(a *app, label string) (companion.Arrow, error) {
	items := []string{a.p.T("term.arrow.clockwise"), a.p.T("term.arrow.counterclockwise")}
	k, err := a.askChoice(label, items, 0)
	if err != nil {
		return "", err
	}
	return soloArrows[k], nil
}

func soloAskCosts(a *app) ([]int, error) {
	var items []string
	for c := automa.MinCost; c <= automa.MaxCost; c++ {
		items = append(items, strconv.Itoa(c))
	}
	picked, err := a.askPick(a.p.T("solo.ask.costs"), items, func(picked []int) []int {
		var avail []int
		for i := range items {
			if !soloContainsInt(picked, i) {
				avail = append(avail, i)
			}
		}
		return avail
	})
	if err != nil {
		return nil, err
	}
	var costs []int
	for _, i := range picked {
		costs = append(costs, automa.MinCost+i)
	}
	return costs, nil
}

func soloContainsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

func soloAskSupply(a *app) (automa.Supply, error) {
	p := a.p
	var s automa.Supply
	n, err := a.askInt(p.T("solo.ask.supply_cubes"), 0, 0, 4)
	if err != nil {
		return s, err
	}
	s.Cubes = n
	if n > 0 {
		if s.Start, err = soloAskPosition(a, p.T("solo.ask.supply_start"), "term.small_factory."); err != nil {
			return s, err
		}
		if s.Arrow, err = soloAskArrow(a, p.T("solo.ask.arrow")); err != nil {
			return s, err
		}
	}
	if s.Apprentice, err = a.askYes(p.T("solo.ask.apprentice"), false); err != nil {
		return s, err
	}
	return s, nil
}
