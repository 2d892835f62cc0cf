package score

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// scoreOptions is what the flags of `stephens score` fill.
type ScoreOptions struct {
	file string // --file: read this sheet, ask nothing
	Save string // --save: where the sheet made from answers goes
	// force lets --save replace a sheet already there (sheet_save.go).
	force bool
	json  bool // --json
	// finish records the sheet in the game (--game, else the current one)
	// and ends it; duration is --duration, the game's length.
	finish   bool
	duration string
	clock    func() time.Time
	// answers are the walkthrough's flags (score.Flags()); nil: none.
	answers *cmdutil.FlagSource
}

func NewScoreCmd(a *cmdutil.App) *cobra.Command {
	var o ScoreOptions
	c := &cobra.Command{
		Use:   "score",
		Short: a.P.T("score.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			o.answers = cmdutil.FlagsOf(a, cmd, score.Flags())
			return RunScore(a, o)
		},
	}
	a.LaterHelp(c, func(c *cobra.Command) {
		c.Long = a.P.T("score.long")
		c.Example = strings.TrimRight(a.P.T("score.example"), "\n")
	})
	cmdutil.DeclareFlags(a, c, score.Flags())
	c.Flags().StringVar(&o.file, "file", "", a.P.T("score.flag.file"))
	c.Flags().StringVar(&o.Save, "save", "", a.P.T("score.flag.save"))
	c.Flags().BoolVar(&o.force, "force", false, a.P.T("sheets.flag_force"))
	c.Flags().BoolVar(&o.json, "json", false, a.P.T("score.flag.json"))
	c.Flags().BoolVar(&o.finish, "finish", false, a.P.T("record.finish.flag"))
	c.Flags().StringVar(&o.duration, "duration", "", a.P.T("record.finish.flag_duration"))
	return c
}

// runScore reads a sheet (--file) or walks the table through one (flags,
// then prompts), saves a sheet made from answers, and prints the result.
func RunScore(a *cmdutil.App, o ScoreOptions) error {
	flags := o.answers
	if flags == nil {
		flags = &cmdutil.FlagSource{}
	}
	if err := flags.Check(a); err != nil {
		return err
	}
	if err := shared.CheckSave(a, o.file, o.Save, o.force, record.Stephens); err != nil {
		return err
	}
	if o.finish || o.duration != "" {
		return runScoreFinish(a, o, flags)
	}
	var sheet *score.Sheet
	if o.file != "" {
		if err := flags.WithFile(a, score.Flags()); err != nil {
			return err
		}
		var err error
		if sheet, err = readScoreSheet(a, o.file); err != nil {
			return err
		}
		if o.Save != "" {
			path, opts := shared.SheetTarget(a, o.file, o.Save, o.force, time.Now(), "")
			if err := saveScoreSheet(a, sheet, path, opts...); err != nil {
				return err
			}
		}
	} else {
		if !a.CanPrompt() && !flags.Any() {
			return a.NeedAnswer(a.P.T("score.need_sheet"), "--file")
		}
		// A sheet for other players (--names, --players) is its own: the
		// current game waiting for its score is used only when named
		// (--game) or when the sheet does not say whose it is.
		var game shared.ScoreGame
		if o.Save == "" && (a.Game != "" || !flags.Given("names") && !flags.Given("players")) {
			game = shared.CurrentScoreGame(a)
			if path := shared.RunningGame(a); game == nil && path != "" && a.CanPrompt() {
				// Not a word would say that the game in play is not the one
				// scored here (play test pt1 F20).
				fmt.Fprintln(a.IO.Err, a.Wrap(a.P.T("score.standalone_running", "Path", path)))
			}
		}
		w := &score.Walk{}
		unit := "score"
		if game != nil {
			w.Start, w.Known = game.ScoreStart()
			if gs, ok := game.(*shared.GameScore); ok {
				unit += " " + gs.Path
			}
		}
		d := drive.NewDriver(a, flags)
		// The answers are kept as they come: Ctrl-C loses none, and the next
		// "stephens score" goes on from them.
		d.Draft = &drive.DraftSpot{Path: drive.DraftPath("score"), Unit: unit, What: a.P.T("walk.unit.score"),
			Resume: a.P.T("game.seams.score_resume_hint")}
		if _, err := d.Run(w.Script); err != nil {
			return err
		}
		sheet = w.Sheet
		if game != nil {
			where, err := game.SaveScore(sheet)
			if err != nil {
				return cmdutil.Failure(a.P.T("score.save_failed", "Path", where, "Detail", a.FileDetail(err)))
			}
			fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("score.saved", "Path", where)))
		} else {
			if path, opts := shared.SheetTarget(a, "", o.Save, o.force, time.Now(), ""); path != "" {
				if err := saveScoreSheet(a, sheet, path, opts...); err != nil {
					return err
				}
			}
		}
		d.Settle()
	}
	res, err := score.Score(sheet)
	if err != nil {
		return a.Invalid(err)
	}
	if o.file == "" && !o.json && a.CanPrompt() {
		fmt.Fprintln(a.IO.Out)
	}
	return shared.PrintScore(a, res, o.json)
}

// readScoreSheet reads and validates a sheet file; problems come back as
// one usage error naming the file, the line, the field and what is accepted.
// A sheet or a recorded play of another game is refused by what it is.
func readScoreSheet(a *cmdutil.App, path string) (*score.Sheet, error) {
	var refused error
	sheet, err := store.Load(path, func(b []byte) (*score.Sheet, error) {
		s, err := score.Parse(b)
		if err != nil {
			refused = shared.OtherGameFile(a, path, b, record.Stephens)
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
func saveScoreSheet(a *cmdutil.App, s *score.Sheet, path string, opts ...store.Option) error {
	if err := store.WriteFile(path, store.Sheet, score.Marshal(s), opts...); err != nil {
		return a.WriteFailed("score.save_failed", path, err)
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("score.saved", "Path", path)))
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("score.reopen", "Path", shared.ShellQuote(path))))
	return nil
}
