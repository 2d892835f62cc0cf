package record

import (
	"errors"
	"fmt"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/record"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// stephens import bgstats FILE: the plays of a BG Stats backup of the
// games the companion keeps, added to the record once each.

// NewImportCmd is stephens import (bgstats FILE).
func NewImportCmd(a *cmdutil.App) *cobra.Command {
	imp := &cobra.Command{
		Use:   "import",
		Short: a.P.T("record.import.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, _ []string) error {
			return cmd.Help()
		},
	}
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
	have := map[string]bool{}
	var names []string
	for _, l := range all {
		if l.Err == nil && l.Entry.Finished() {
			have[record.PlayID(l.Entry.Game)] = true
			for _, p := range l.Entry.Game.Players {
				names = append(names, p.Name)
			}
		}
	}
	record.MatchNames(backup.Plays, names)
	added, known := 0, 0
	for _, im := range backup.Plays {
		if have[im.Imported.SourcePlayID] {
			known++
			continue
		}
		have[im.Imported.SourcePlayID] = true
		var players []string
		for _, p := range im.Imported.Players {
			players = append(players, p.Name)
		}
		out, err := record.MarshalImported(im)
		if err != nil {
			return err
		}
		if dest, err := gamefile.RecordPlay(im.Started, im.Game, players, out); err != nil {
			return a.WriteFailed("games.record_failed", dest, err)
		}
		added++
	}
	fmt.Fprintln(a.IO.Err, a.ErrWrap(a.P.T("record.import.done", "Added", added, "Known", known, "Skipped", backup.Skipped, "Path", path)))
	return nil
}
