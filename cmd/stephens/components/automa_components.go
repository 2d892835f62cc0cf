package components

import (
	"errors"
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/automa"
	"github.com/pileup-companion/stephens/companion/components/deck"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/companion/view"
)

// `stephens components automa`: the player's own transcription of their 10
// Automa cards and the worker supply card (rules-facts §13: none of it is in
// the rulebooks). Stored as automa.yaml in the config folder.

type AutomaComponentOptions struct {
	File  string
	Show  bool
	JSON  bool
	Clear bool
}

func newAutomaComponentCmd(a *cmdutil.App) *cobra.Command {
	opts := &AutomaComponentOptions{}
	p := a.P
	cmd := a.Command("automa", "solo.components.short", func(cmd *cobra.Command) error {
		return RunAutomaComponent(a, opts, cmdutil.FlagsOf(a, cmd, deck.Flags))
	}, func(c *cobra.Command) {
		c.Long = p.T("solo.components.long", "Path", shared.AutomaPath())
		c.Example = view.Indent(p.T("solo.components.example"))
	})
	cmdutil.DeclareFlags(a, cmd, deck.Flags)
	f := cmd.Flags()
	f.StringVar(&opts.File, "file", "", p.T("solo.components.flag_file"))
	f.BoolVar(&opts.Show, "show", false, p.T("solo.components.flag_show"))
	f.BoolVar(&opts.JSON, "json", false, p.T("flag.json"))
	f.BoolVar(&opts.Clear, "clear", false, p.T("solo.components.flag_clear"))
	return cmd
}

// runAutomaComponent: import (--file), show, clear, or the transcription
// walked through the driver: on a terminal part by part, each part kept in
// a draft as soon as it is answered in full; from --worker-supply and
// --card at once.
func RunAutomaComponent(a *cmdutil.App, opts *AutomaComponentOptions, flags *cmdutil.FlagSource) error {
	p := a.P
	if err := automaExclusive(a, opts, flags); err != nil {
		return err
	}
	if err := flags.Check(a); err != nil {
		return err
	}
	switch {
	case opts.JSON && !opts.Show:
		return cmdutil.UsageError(p.T("solo.components.json_needs_show"))
	case opts.Clear:
		return automaClear(a)
	case opts.Show:
		t, err := shared.SoloLoadAutoma(a)
		if err != nil {
			return err
		}
		return soloShowAutoma(a, t, opts.JSON)
	case opts.File != "":
		t, err := store.Load(opts.File, automa.Parse)
		if err != nil {
			return err
		}
		return soloSaveAutoma(a, t)
	}
	d := drive.NewDriver(a, flags)
	if !d.Interactive() && !flags.Any() {
		return a.NeedAnswer(p.T("solo.components.what"), "--file")
	}
	if err := soloKeepBroken(a); err != nil {
		return err
	}
	draft, err := loadAutomaDraft(a)
	if err != nil {
		return err
	}
	byParts := d.Interactive() && !flags.Any()
	g := deck.Guide(draft, byParts)
	err = walkGuide(a, d, g, "automa", byParts, true, func(t *automa.Transcription, changed bool) error {
		if g.Done() {
			if err := soloSaveAutoma(a, t); err != nil {
				return err
			}
			return removeIfThere(a, shared.AutomaDraftPath())
		}
		if !changed {
			return nil
		}
		if deck.Empty(t) {
			return removeIfThere(a, shared.AutomaDraftPath())
		}
		if err := store.WriteFile(shared.AutomaDraftPath(), store.Transcription, deck.MarshalDraft(t)); err != nil {
			return a.WriteFailed("solo.components.cannot_save", shared.AutomaDraftPath(), err)
		}
		return nil
	})
	if err != nil && byParts {
		return compInterrupted(a, err, a.Screen().AutomaKept(g.Kept(), shared.AutomaDraftPath()))
	}
	return err
}

// automaExclusive refuses options that do different things at once.
func automaExclusive(a *cmdutil.App, opts *AutomaComponentOptions, flags *cmdutil.FlagSource) error {
	var given []string
	for _, o := range []struct {
		name string
		on   bool
	}{{"--file", opts.File != ""}, {"--show", opts.Show}, {"--clear", opts.Clear}} {
		if o.on {
			given = append(given, o.name)
		}
	}
	for _, s := range deck.Flags {
		if len(given) > 0 && flags.Given(s.Name) {
			given = append(given, "--"+s.Name)
		}
	}
	if len(given) > 1 {
		return cmdutil.UsageError(a.P.T("error.flags_together", "Flags", strings.Join(given, ", ")))
	}
	return nil
}

// automaClear removes the stored transcription and any in progress.
func automaClear(a *cmdutil.App) error {
	p := a.P
	removed := false
	for _, path := range []string{shared.AutomaPath(), shared.AutomaDraftPath()} {
		there, err := store.Remove(path, store.Transcription)
		if err != nil {
			return a.WriteFailed("solo.components.cannot_clear", path, err)
		}
		if !there {
			continue
		}
		removed = true
		key := "solo.components.cleared"
		if path == shared.AutomaDraftPath() {
			key = "solo.components.cleared_draft"
		}
		fmt.Fprintln(a.IO.Out, shared.TtyWrap(a, p.T(key, "Path", path)))
	}
	if !removed {
		fmt.Fprintln(a.IO.Out, p.T("solo.components.nothing_to_clear"))
	}
	return nil
}

func removeIfThere(a *cmdutil.App, path string) error {
	if _, err := store.Remove(path, store.Transcription); err != nil {
		return a.WriteFailed("solo.components.cannot_clear", path, err)
	}
	return nil
}

// loadAutomaDraft reads the transcription in progress (nil when none); a
// broken one is reported with its path and line and left alone.
func loadAutomaDraft(*cmdutil.App) (*automa.Transcription, error) {
	return shared.LoadTranscription(shared.AutomaDraftPath(), deck.ParseDraft)
}

// soloKeepBroken refuses to go on over a broken stored transcription: it
// is never overwritten; the player removes it on purpose.
func soloKeepBroken(a *cmdutil.App) error {
	_, err := shared.SoloLoadAutoma(a)
	var fe *userfile.Error
	if errors.As(err, &fe) && fe.Err == nil {
		fe.Hints = []string{"file.hint", "solo.components.clear_hint"}
	}
	return err
}

// soloSaveAutoma writes the transcription whole; a stored one that is
// broken is refused (read under the same lock as the write).
func soloSaveAutoma(a *cmdutil.App, t *automa.Transcription) error {
	buf, err := automa.Marshal(t)
	if err != nil {
		return cmdutil.Failure(err.Error())
	}
	header := "# " + a.P.T("solo.components.file_header") + "\n"
	err = store.Update(shared.AutomaPath(), store.Transcription, func(old []byte) ([]byte, error) {
		if old != nil {
			if _, err := store.Decode(shared.AutomaPath(), old, automa.Parse); err != nil {
				var fe *userfile.Error
				if errors.As(err, &fe) && fe.Err == nil {
					fe.Hints = []string{"file.hint", "solo.components.clear_hint"}
				}
				return nil, err
			}
		}
		return append([]byte(header), buf...), nil
	})
	var fe *userfile.Error
	if errors.As(err, &fe) {
		return err
	}
	if err != nil {
		return a.WriteFailed("solo.components.cannot_save", shared.AutomaPath(), err)
	}
	fmt.Fprintln(a.IO.Out, shared.TtyWrap(a, a.P.T("solo.components.saved", "Count", len(t.Cards), "Path", shared.AutomaPath())))
	return nil
}

func soloShowAutoma(a *cmdutil.App, t *automa.Transcription, asJSON bool) error {
	p := a.P
	if asJSON {
		enc := cmdutil.JSONEncoder(a.IO.Out)
		enc.SetIndent("", "  ")
		if t == nil {
			return enc.Encode(nil)
		}
		return enc.Encode(t)
	}
	if t == nil {
		fmt.Fprintln(a.IO.Out, p.T("solo.components.none"))
		fmt.Fprintln(a.IO.Out, p.T("solo.components.none_hint"))
		return nil
	}
	return a.Screen().AutomaCards(a.IO.Out, t)
}
