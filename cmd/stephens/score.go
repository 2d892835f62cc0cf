package main

import (
	"errors"
	"fmt"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/data"
	"github.com/pileup-companion/stephens/locales"
)

// scoreOptions is what the flags of `stephens score` fill.
type scoreOptions struct {
	file string // --file: read this sheet, ask nothing
	save string // --save: where the sheet made from answers goes
	json bool   // --json
	// finish records the sheet in the game (--game, else the current one)
	// and ends it; duration is --duration, the game's length.
	finish   bool
	duration string
	clock    func() time.Time
	// answers are the walkthrough's flags (score.Flags()); nil: none.
	answers *flagSource
}

func newScoreCmd(a *app) *cobra.Command {
	var o scoreOptions
	c := &cobra.Command{
		Use:     "score",
		Short:   a.p.T("score.short"),
		Long:    a.p.T("score.long"),
		Example: strings.TrimRight(a.p.T("score.example"), "\n"),
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.answers = flagsOf(cmd, score.Flags())
			return runScore(a, o)
		},
	}
	declareFlags(a, c, score.Flags())
	c.Flags().StringVar(&o.file, "file", "", a.p.T("score.flag.file"))
	c.Flags().StringVar(&o.save, "save", "", a.p.T("score.flag.save"))
	c.Flags().BoolVar(&o.json, "json", false, a.p.T("score.flag.json"))
	c.Flags().BoolVar(&o.finish, "finish", false, a.p.T("record.finish.flag"))
	c.Flags().StringVar(&o.duration, "duration", "", a.p.T("record.finish.flag_duration"))
	return c
}

// ScoreGame connects `stephens score` to a running game at its final
// scoring: the sheet starts from what the game knows and is saved with it.
type ScoreGame interface {
	// ScoreStart returns the sheet pre-filled with what the game knows and
	// the keys of the fields it knows for every player (sheet YAML keys:
	// "masters", "apprentices", "abilities", ...). Names are known whenever
	// the sheet has players.
	ScoreStart() (start *score.Sheet, known []string)
	// SaveScore stores the confirmed sheet with the game and returns where,
	// for the "saved to" line.
	SaveScore(s *score.Sheet) (where string, err error)
}

// runScore reads a sheet (--file) or walks the table through one (flags,
// then prompts), saves a sheet made from answers, and prints the result.
func runScore(a *app, o scoreOptions) error {
	flags := o.answers
	if flags == nil {
		flags = &flagSource{}
	}
	if err := flags.check(a); err != nil {
		return err
	}
	if o.finish || o.duration != "" {
		return runScoreFinish(a, o, flags)
	}
	var sheet *score.Sheet
	if o.file != "" {
		for _, f := range score.Flags() {
			if flags.given(f.Name) {
				return usageError(a.p.T("score.file_and_flags", "Flag", "--"+f.Name))
			}
		}
		var err error
		if sheet, err = readScoreSheet(a, o.file); err != nil {
			return err
		}
		if o.save != "" {
			if err := saveScoreSheet(a, sheet, o.save); err != nil {
				return err
			}
		}
	} else {
		if !a.canPrompt() && !flags.any() {
			return a.needAnswer(a.p.T("score.need_sheet"), "--file")
		}
		// A sheet for other players (--names, --players) is its own: the
		// current game waiting for its score is used only when named
		// (--game) or when the sheet does not say whose it is.
		var game ScoreGame
		if o.save == "" && (a.game != "" || !flags.given("names") && !flags.given("players")) {
			game = a.currentScoreGame()
		}
		w := &score.Walk{}
		if game != nil {
			w.Start, w.Known = game.ScoreStart()
		}
		if _, err := a.newDriver(flags).run(w.Script); err != nil {
			if errors.Is(err, prompt.ErrInterrupt) { // say it: the answers typed are gone
				return &exitErr{code: exitInterrupted, msg: a.p.T("error.interrupted"), hints: []string{a.p.T("score.interrupted")}, err: err}
			}
			return err
		}
		sheet = w.Sheet
		if game != nil {
			where, err := game.SaveScore(sheet)
			if err != nil {
				return failure(a.p.T("score.save_failed", "Path", where, "Detail", a.fileDetail(err)))
			}
			fmt.Fprintln(a.io.Err, a.p.T("score.saved", "Path", where))
		} else {
			path := o.save
			if path == "" {
				path = filepath.Join(store.DataDir(), "scores", time.Now().Format("2006-01-02-150405")+".yaml")
			}
			if err := saveScoreSheet(a, sheet, path); err != nil {
				return err
			}
		}
	}
	res, err := score.Score(sheet)
	if err != nil {
		return a.invalid(err)
	}
	if o.file == "" && !o.json && a.canPrompt() {
		fmt.Fprintln(a.io.Out)
	}
	return printScore(a, res, o.json)
}

// readScoreSheet reads and validates a sheet file; problems come back as
// one usage error naming the file, the line, the field and what is accepted.
func readScoreSheet(_ *app, path string) (*score.Sheet, error) {
	sheet, err := store.Load(path, score.Parse)
	var fe *userfile.Error
	if errors.As(err, &fe) && fe.Err == nil {
		fe.Hints = []string{"score.sheet_hint"}
	}
	return sheet, err
}

// saveScoreSheet writes the sheet atomically and says where it went.
func saveScoreSheet(a *app, s *score.Sheet, path string) error {
	if err := store.WriteFile(path, store.Sheet, score.Marshal(s)); err != nil {
		return a.writeFailed("score.save_failed", path, err)
	}
	fmt.Fprintln(a.io.Err, a.p.T("score.saved", "Path", path))
	fmt.Fprintln(a.io.Err, a.p.T("score.reopen", "Path", shellQuote(path)))
	return nil
}

func shellQuote(s string) string {
	if s != "" && strings.IndexFunc(s, func(r rune) bool {
		return !(r == '/' || r == '.' || r == '-' || r == '_' || r == '~' ||
			r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z')
	}) < 0 {
		return s
	}
	return "'" + strings.ReplaceAll(s, "'", `'\''`) + "'"
}

// printScore writes the result: JSON with --json, a table on a terminal,
// tab-separated lines when piped; then the winner line and the solo rank.
func printScore(a *app, res score.Result, asJSON bool) error {
	if asJSON {
		enc := jsonEncoder(a.io.Out)
		enc.SetIndent("", "  ")
		return enc.Encode(res)
	}
	header := []string{a.p.T("score.table.category")}
	for _, p := range res.Players {
		header = append(header, shown(p.Name))
	}
	rows := scoreRows(a, res)
	footer := []string{a.p.T("score.table.total")}
	for _, p := range res.Players {
		footer = append(footer, strconv.Itoa(p.Total))
	}
	if err := writeTable(a, header, rows, footer); err != nil {
		return err
	}
	for _, line := range scoreVerdict(a, res) {
		if a.io.OutTTY {
			line = a.wrap(line)
		}
		fmt.Fprintln(a.io.Out, line)
	}
	printWhy(a, res)
	return nil
}

// printWhy says how each line was counted, player by player, with the
// pages of the user's edition: under a heading on a terminal, one
// tab-separated line per category when piped.
func printWhy(a *app, res score.Result) {
	p, w := a.p, a.io.Out
	if a.io.OutTTY {
		fmt.Fprintln(w)
		fmt.Fprintln(w, p.T("score.why.title"))
	}
	for _, pl := range res.Players {
		if a.io.OutTTY {
			fmt.Fprintln(w, shown(pl.Name))
		}
		for _, r := range pl.Breakdown.Why.Reasons() {
			pages := r.Pages(p.Lang)
			items := make([]any, len(pages))
			for i, n := range pages {
				items[i] = n
			}
			line := p.T("score.why.line", "Label", p.Render(r.Label), "Text", p.Render(r.Text),
				"Pages", p.N("score.why.pages", len(pages), "List", locales.List{Items: items}))
			if a.io.OutTTY {
				fmt.Fprintln(w, a.wrap("  "+line))
			} else {
				fmt.Fprintln(w, shown(pl.Name)+"\t"+line)
			}
		}
	}
}

// scoreRows are the categories with their sub-lines, one column per player.
func scoreRows(a *app, res score.Result) [][]string {
	vp := data.Load().Scoring.Masters
	type line struct {
		label string
		cell  func(b score.Breakdown) string
	}
	n := func(f func(b score.Breakdown) int) func(b score.Breakdown) string {
		return func(b score.Breakdown) string { return strconv.Itoa(f(b)) }
	}
	ability := func(id string, f func(b score.Breakdown) int) func(b score.Breakdown) string {
		return func(b score.Breakdown) string {
			if !b.Unlocked[id] {
				return a.p.T("score.table.locked")
			}
			return strconv.Itoa(f(b))
		}
	}
	lines := []line{
		{a.p.T("score.table.track"), n(func(b score.Breakdown) int { return b.Track })},
		{a.p.T("score.table.forest"), n(func(b score.Breakdown) int { return b.Forest })},
		{a.p.T("score.table.dune"), n(func(b score.Breakdown) int { return b.Dune })},
		{a.p.T("score.table.masters"), n(func(b score.Breakdown) int { return b.Masters })},
		{a.p.T("score.table.masters_stephens", "VP", vp["stephens"]), n(func(b score.Breakdown) int { return b.MastersStephens })},
		{a.p.T("score.table.masters_lower", "VP", vp["lower"]), n(func(b score.Breakdown) int { return b.MastersLower })},
		{a.p.T("score.table.masters_upper", "VP", vp["upper"]), n(func(b score.Breakdown) int { return b.MastersUpper })},
		{a.p.T("score.table.apprentices"), n(func(b score.Breakdown) int { return b.Apprentices })},
		{a.p.T("score.table.contracts"), n(func(b score.Breakdown) int { return b.Contracts })},
		{a.p.T("score.table.abilities"), n(func(b score.Breakdown) int { return b.Abilities })},
		{a.p.T("score.table.ability_2b"), ability("2b", func(b score.Breakdown) int { return b.Ability2b })},
		{a.p.T("score.table.ability_2c"), ability("2c", func(b score.Breakdown) int { return b.Ability2c })},
		{a.p.T("score.table.ability_2d"), ability("2d", func(b score.Breakdown) int { return b.Ability2d })},
		{a.p.T("score.table.ability_2e"), ability("2e", func(b score.Breakdown) int { return b.Ability2e })},
	}
	var rows [][]string
	for _, l := range lines {
		r := []string{l.label}
		for _, p := range res.Players {
			r = append(r, l.cell(p.Breakdown))
		}
		rows = append(rows, r)
	}
	if len(res.Players) > 1 {
		r := []string{a.p.T("score.table.place")}
		for _, p := range res.Players {
			r = append(r, strconv.Itoa(p.Place))
		}
		rows = append(rows, r)
	}
	return rows
}

// scoreVerdict is the winner line (naming the tie-break) and, in a solo
// game, the rank and the opponent's outcome.
func scoreVerdict(a *app, res score.Result) []string {
	var out []string
	var top score.PlayerResult
	for _, p := range res.Players {
		if p.Place == 1 {
			top = p
			break
		}
	}
	if len(res.Players) == 1 {
		out = append(out, a.p.T("score.winner.solo", "Name", top.Name, "Total", top.Total))
	} else {
		out = append(out, a.p.T("score.winner."+res.Tiebreak, "Names", joinNames(a, res.Winners),
			"Total", top.Total, "Influence", top.Influence, "Coins", top.Coins))
	}
	if s := res.Solo; s != nil {
		out = append(out, a.p.T("score.winner.rank",
			"Difficulty", companion.Term("term.difficulty."+s.Difficulty), "Rank", companion.Term("term.rank."+s.Rank)))
	}
	if o := res.Opponent; o != nil {
		id := "score.winner.opponent_lost"
		if o.Beaten {
			id = "score.winner.opponent_beaten"
		}
		out = append(out, a.p.T(id, "Difficulty", companion.Term("term.opponent_difficulty."+o.Difficulty),
			"Total", top.Total, "Target", o.Target, "Missing", o.Target-top.Total))
	}
	return out
}

// joinNames writes "Ana", "Ana and Bo", "Ana, Bo and Cy" in the language.
func joinNames(a *app, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + a.p.T("score.winner.and") + " " + names[len(names)-1]
}
