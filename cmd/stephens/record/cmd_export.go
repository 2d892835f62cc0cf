package record

import (
	"bytes"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
)

// stephens export bgstats: a finished game as the play BG Stats imports.

type exportOptions struct {
	all      bool
	out      string
	url      bool
	location string
	comments string
	bggID    string
	force    bool
}

func NewExportCmd(a *cmdutil.App) *cobra.Command {
	export := &cobra.Command{
		Use:   "export",
		Short: a.P.T("record.export.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return cmd.Help()
		},
	}
	var o exportOptions
	bg := &cobra.Command{
		Use:   "bgstats",
		Short: a.P.T("record.export.bgstats_short"),
		Args:  cobra.NoArgs,
		RunE: func(*cobra.Command, []string) error {
			return runExportBGStats(a, o)
		},
	}
	a.LaterHelp(bg, func(c *cobra.Command) {
		c.Long = a.P.T("record.export.bgstats_long")
		c.Example = "  stephens export bgstats\n  stephens export bgstats --game GAME.yaml --location Home --url\n  stephens export bgstats --all --out plays.json"
	})
	f := bg.Flags()
	f.BoolVar(&o.all, "all", false, a.P.T("record.export.flag_all"))
	f.StringVar(&o.out, "out", "", a.P.T("record.export.flag_out"))
	f.BoolVar(&o.url, "url", false, a.P.T("record.export.flag_url"))
	f.StringVar(&o.location, "location", "", a.P.T("record.export.flag_location"))
	f.StringVar(&o.comments, "comments", "", a.P.T("record.export.flag_comments"))
	f.StringVar(&o.bggID, "bgg-id", "", a.P.T("record.export.flag_bgg_id"))
	f.BoolVar(&o.force, "force", false, a.P.T("record.export.flag_force"))
	export.AddCommand(bg)
	return export
}

// runExportBGStats checks the options, maps the game (or every finished
// game) to BG Stats plays, and writes them: atomically to --out, else to
// stdout; --url adds each play's bgstats:// link on stdout.
func runExportBGStats(a *cmdutil.App, o exportOptions) error {
	p := a.P
	opts := record.ExportOptions{Zone: time.Local}
	var err error
	if opts.Location, err = companion.CheckText(o.location); err != nil { // text is data
		return a.BadFlag(err, "location", o.location)
	}
	if opts.Comments, err = companion.CheckText(o.comments); err != nil {
		return a.BadFlag(err, "comments", o.comments)
	}
	if o.bggID != "" {
		n, err := record.ParseBGGID(o.bggID)
		if err != nil {
			return a.BadFlag(err, "bgg-id", o.bggID)
		}
		opts.BGGID = n
	}
	if o.force && o.out == "" {
		return cmdutil.UsageError(p.T("files.force_without_out"))
	}
	if o.all && a.Game != "" {
		return cmdutil.UsageError(p.T("error.flags_together", "Flags", "--all, --game"), p.T("record.export.all_or_game"))
	}
	var plays []record.Play
	if o.all {
		games, err := finishedGames(a, "", false)
		if err != nil {
			return err
		}
		for _, g := range games {
			plays = append(plays, record.BGStats(g, opts))
		}
	} else {
		g, err := finishedGame(a)
		if err != nil {
			return err
		}
		plays = append(plays, record.BGStats(g, opts))
	}
	// encoding/json's indented form, written without reflection (a list of
	// a thousand plays is a megabyte), then escaped as all JSON is.
	js := make([]byte, 0, 1024*len(plays))
	if o.all {
		js = record.AppendPlays(js, plays)
	} else {
		js = record.AppendPlay(js, plays[0])
	}
	buf := bytes.NewBuffer(companion.EscapeJSON(js))
	var links []string
	if o.url {
		for _, pl := range plays {
			l, err := record.Link(pl)
			if err != nil {
				return err
			}
			links = append(links, l)
		}
	}
	if o.out != "" {
		var opts []store.Option
		if o.force {
			opts = append(opts, store.Replace)
		}
		if err := store.WriteFile(o.out, store.Export, buf.Bytes(), opts...); err != nil {
			return a.WriteFailed("record.export.cannot_write", o.out, err)
		}
		fmt.Fprintln(a.IO.Err, a.ErrWrap(p.N("record.export.written", len(plays), "Path", o.out)))
	} else if _, err := a.IO.Out.Write(buf.Bytes()); err != nil {
		return err
	}
	for _, l := range links {
		fmt.Fprintln(a.IO.Out, l)
	}
	return nil
}

// finishedGame reads --game or the current game and returns its record;
// a game that is not finished is refused with the way to finish it.
func finishedGame(a *cmdutil.App) (record.Game, error) {
	path, err := shared.GamePath(a)
	if err != nil {
		return record.Game{}, err
	}
	if gamefile.IsPlay(path) { // a recorded play of a game scored with a sheet
		return shared.ReadPlay(path)
	}
	f, st, err := gamefile.LoadState(path)
	if err != nil {
		return record.Game{}, shared.GameFileError(a, path, err)
	}
	g, ok := record.Of(path, f.Created, st)
	if !ok {
		return record.Game{}, cmdutil.UsageError(a.P.T("record.export.not_finished", "Path", path, "Phase", shared.PhaseName(a, st.Phase)),
			a.P.T("record.export.not_finished_hint"))
	}
	return g, nil
}
