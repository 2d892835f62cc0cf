package main

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// scoreOptions is what the flags of `stephens score` fill.
type scoreOptions struct {
	file string // --file: read this sheet, ask nothing
	save string // --save: where the sheet made from answers goes
	// force lets --save replace a sheet already there (sheet_save.go).
	force bool
	json  bool // --json
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
		Use:   "score",
		Short: a.p.T("score.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.answers = flagsOf(a, cmd, score.Flags())
			return runScore(a, o)
		},
	}
	a.laterHelp(c, func(c *cobra.Command) {
		c.Long = a.p.T("score.long")
		c.Example = strings.TrimRight(a.p.T("score.example"), "\n")
	})
	declareFlags(a, c, score.Flags())
	c.Flags().StringVar(&o.file, "file", "", a.p.T("score.flag.file"))
	c.Flags().StringVar(&o.save, "save", "", a.p.T("score.flag.save"))
	c.Flags().BoolVar(&o.force, "force", false, a.p.T("sheets.flag_force"))
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
	if err := a.checkSave(o.file, o.save, o.force, record.Stephens); err != nil {
		return err
	}
	if o.finish || o.duration != "" {
		return runScoreFinish(a, o, flags)
	}
	var sheet *score.Sheet
	if o.file != "" {
		if err := flags.withFile(a, score.Flags()); err != nil {
			return err
		}
		var err error
		if sheet, err = readScoreSheet(a, o.file); err != nil {
			return err
		}
		if o.save != "" {
			path, opts := a.sheetTarget(o.file, o.save, o.force, time.Now(), "")
			if err := saveScoreSheet(a, sheet, path, opts...); err != nil {
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
			if path := a.runningGame(); game == nil && path != "" && a.canPrompt() {
				// Not a word would say that the game in play is not the one
				// scored here (play test pt1 F20).
				fmt.Fprintln(a.io.Err, a.wrap(a.p.T("score.standalone_running", "Path", path)))
			}
		}
		w := &score.Walk{}
		unit := "score"
		if game != nil {
			w.Start, w.Known = game.ScoreStart()
			if gs, ok := game.(*gameScore); ok {
				unit += " " + gs.path
			}
		}
		d := a.newDriver(flags)
		// The answers are kept as they come: Ctrl-C loses none, and the next
		// "stephens score" goes on from them.
		d.draft = &draftSpot{path: draftPath("score"), unit: unit, what: a.p.T("walk.unit.score"),
			resume: a.p.T("game.seams.score_resume_hint")}
		if _, err := d.run(w.Script); err != nil {
			return err
		}
		sheet = w.Sheet
		if game != nil {
			where, err := game.SaveScore(sheet)
			if err != nil {
				return failure(a.p.T("score.save_failed", "Path", where, "Detail", a.fileDetail(err)))
			}
			fmt.Fprintln(a.io.Err, a.errWrap(a.p.T("score.saved", "Path", where)))
		} else {
			if path, opts := a.sheetTarget("", o.save, o.force, time.Now(), ""); path != "" {
				if err := saveScoreSheet(a, sheet, path, opts...); err != nil {
					return err
				}
			}
		}
		d.settle()
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
// A sheet or a recorded play of another game is refused by what it is.
func readScoreSheet(a *app, path string) (*score.Sheet, error) {
	var refused error
	sheet, err := store.Load(path, func(b []byte) (*score.Sheet, error) {
		s, err := score.Parse(b)
		if err != nil {
			refused = otherGameFile(a, path, b, record.Stephens)
		}
		return s, err
	})
	if refused != nil {
		return nil, refused
	}
	var fe *userfile.Error
	if errors.As(err, &fe) && fe.Err == nil {
		fe.Hints = []string{"score.sheet_hint"}
	}
	return sheet, err
}

// saveScoreSheet writes the sheet atomically and says where it went.
func saveScoreSheet(a *app, s *score.Sheet, path string, opts ...store.Option) error {
	if err := store.WriteFile(path, store.Sheet, score.Marshal(s), opts...); err != nil {
		return a.writeFailed("score.save_failed", path, err)
	}
	fmt.Fprintln(a.io.Err, a.errWrap(a.p.T("score.saved", "Path", path)))
	fmt.Fprintln(a.io.Err, a.errWrap(a.p.T("score.reopen", "Path", shellQuote(path))))
	return nil
}

// shellQuote writes a path for the user's shell (store.Quote).
func shellQuote(s string) string { return store.Quote(s) }

// printScore writes the result: JSON with --json, else its card.
func printScore(a *app, res score.Result, asJSON bool) error {
	if asJSON {
		return writeJSON(a, res)
	}
	return printCard(a, res.Card())
}

// joinNames writes "Ana", "Ana and Bo", "Ana, Bo and Cy" in the language.
func joinNames(a *app, names []string) string {
	if len(names) < 2 {
		return strings.Join(names, "")
	}
	return strings.Join(names[:len(names)-1], ", ") + " " + a.p.T("score.winner.and") + " " + names[len(names)-1]
}
