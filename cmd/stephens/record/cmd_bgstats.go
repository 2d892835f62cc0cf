package record

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// BG Stats, both ways. stephens export bgstats: a finished game as the
// play BG Stats imports.

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
	export := a.Command("export", "record.export.short", nil, nil)
	var o exportOptions
	bg := a.Command("bgstats", "record.export.bgstats_short", func(*cobra.Command) error { return runExportBGStats(a, o) }, func(c *cobra.Command) {
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
	if o.all {
		return exportAll(a, o, opts)
	}
	g, err := finishedGame(a)
	if err != nil {
		return err
	}
	play := record.BGStats(g, opts)
	// encoding/json's indented form, written without reflection, then
	// escaped as all JSON is.
	js := companion.EscapeJSON(record.AppendPlay(nil, play))
	var links []string
	if o.url {
		l, err := record.Link(play)
		if err != nil {
			return err
		}
		links = append(links, l)
	}
	return writeExport(a, o, js, 1, links)
}

// exportAll writes every finished game as a list of plays, a game at a
// time, newest first: ten thousand games are never all in memory, and on
// stdout their JSON is not either.
func exportAll(a *cmdutil.App, o exportOptions, opts record.ExportOptions) error {
	var out io.Writer
	var whole bytes.Buffer // for --out, written atomically at the end
	var bw *bufio.Writer
	if o.out != "" {
		out = &whole
	} else {
		bw = bufio.NewWriterSize(a.IO.Out, 64<<10)
		out = bw
	}
	var pw record.PlaysWriter
	var chunk []byte
	var links []string
	count := 0
	err := eachFinished(a, "", "", false, false, func(g record.Game) error {
		play := record.BGStats(g, opts)
		count++
		if o.url {
			l, err := record.Link(play)
			if err != nil {
				return err
			}
			links = append(links, l)
		}
		chunk = pw.AppendEscaped(chunk[:0], play)
		_, err := out.Write(chunk)
		return err
	})
	if err != nil {
		return err
	}
	if _, err := out.Write(pw.End(chunk[:0])); err != nil {
		return err
	}
	if bw != nil {
		if err := bw.Flush(); err != nil {
			return err
		}
	}
	return writeExport(a, o, whole.Bytes(), count, links)
}

// writeExport writes the plays' JSON to --out, atomically (on stdout it
// is written already when js is empty), then the links.
func writeExport(a *cmdutil.App, o exportOptions, js []byte, plays int, links []string) error {
	if o.out != "" {
		var opts []store.Option
		if o.force {
			opts = append(opts, store.Replace)
		}
		if err := store.WriteFile(o.out, store.Export, js, opts...); err != nil {
			return a.WriteFailed("record.export.cannot_write", o.out, err)
		}
		fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.N("record.export.written", plays, "Path", o.out)))
	} else if _, err := a.IO.Out.Write(js); err != nil {
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

// stephens import bgstats FILE: the plays of a BG Stats backup of the
// games the companion keeps, added to the record once each.

// NewImportCmd is stephens import (bgstats FILE).
func NewImportCmd(a *cmdutil.App) *cobra.Command {
	imp := a.Command("import", "record.import.short", nil, nil)
	bg := &cobra.Command{
		Use:   "bgstats " + a.P.T("record.import.arg"),
		Short: a.P.T("record.import.bgstats_short"),
		Args: func(_ *cobra.Command, args []string) error {
			if len(args) == 0 {
				return cmdutil.UsageError(a.P.T("error.missing_args", "What", a.P.T("record.import.arg")), a.P.T("record.import.hint"))
			}
			return cmdutil.MaxArgs(a.P, 1)(nil, args)
		},
		RunE: func(_ *cobra.Command, args []string) error {
			return runImportBGStats(a, args[0])
		},
	}
	a.LaterHelp(bg, func(c *cobra.Command) {
		c.Long = a.P.T("record.import.bgstats_long")
		c.Example = "  stephens import bgstats BGStatsExport.json"
	})
	imp.AddCommand(bg)
	return imp
}

// runImportBGStats reads the whole backup first (a file that is not one is
// refused naming the field, and nothing is added), then writes each play
// the record does not hold yet (by its BG Stats id) as a play file,
// through the store like every other write.
func runImportBGStats(a *cmdutil.App, path string) error {
	buf, err := store.ReadWithin(path, record.MaxBackupSize)
	if err != nil {
		return err // names the file and what is wrong with it
	}
	backup, err := record.ParseBGStats(buf, time.Local)
	if err != nil {
		var fe *userfile.Error
		if errors.As(err, &fe) {
			fe.File, fe.Hints = path, []string{"record.import.refused_hint"}
		}
		return err
	}
	all, _, err := gamefile.ListAll(shared.ReadPlayFile)
	if err != nil {
		return shared.GamesFolderError(a, err)
	}
	var finished []record.Game
	for _, l := range all {
		if l.Err == nil && l.Entry.Finished() {
			finished = append(finished, l.Entry.Game)
		}
	}
	fresh, known := record.NewPlays(backup.Plays, finished)
	for _, im := range fresh {
		out, err := record.MarshalImported(im)
		if err != nil {
			return err
		}
		if dest, err := gamefile.RecordPlay(im.Started, im.Game, im.PlayerNames(), out); err != nil {
			return a.WriteFailed("games.record_failed", dest, err)
		}
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("record.import.done", "Added", len(fresh), "Known", known, "Skipped", backup.Skipped, "Path", path)))
	return nil
}
