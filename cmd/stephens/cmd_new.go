package main

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strconv"
	"time"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/play"
)

type newOptions struct {
	seed  string
	clock func() time.Time
}

func newNewCmd(a *app) *cobra.Command {
	o := &newOptions{clock: time.Now}
	cmd := &cobra.Command{
		Use:     "new",
		Short:   a.p.T("game.new.short"),
		Long:    a.p.T("game.new.long"),
		Example: "  stephens new --names Ana,Bruno,Carla --seed 7 --no-input\n  stephens new --names Ana,Bruno --colours red,teal --start-disks 2a,5a",
		Args:    cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			return runNew(a, flagsOf(cmd, play.SetupFlags), o)
		},
	}
	declareFlags(a, cmd, play.SetupFlags)
	cmd.Flags().StringVar(&o.seed, "seed", "", a.p.T("game.new.flag_seed"))
	return cmd
}

// runNew walks the setup (players, the seeded draws, the checklist, the
// solo choices, the starting disks) and then writes the new game, once,
// before it prints anything: a refused or interrupted setup leaves nothing.
func runNew(a *app, flags *flagSource, o *newOptions) error {
	p := a.p
	if err := flags.check(a); err != nil {
		return err
	}
	seed := uint64(rand.IntN(999_999) + 1)
	if o.seed != "" {
		n, err := strconv.ParseUint(o.seed, 10, 64)
		if err != nil {
			return usageError(p.T("error.flag_bad_value", "Flag", "--seed", "Value", o.seed), p.T("game.new.seed_hint"))
		}
		seed = n
	}
	path := a.game
	if path != "" && fileExists(path) {
		return usageError(p.T("game.new.exists", "Path", path), p.T("game.new.exists_hint"))
	}
	tr, err := soloLoadAutoma(a)
	if err != nil {
		return err
	}
	su := &play.Setup{Seed: seed, Transcription: tr}
	lines, err := a.newDriver(flags).run(su.Script)
	if err != nil {
		return err
	}
	now := o.clock()
	if path == "" {
		var names []string
		for _, pl := range su.Settings.Players {
			names = append(names, pl.Name)
		}
		path = gamefile.NewPath(now, names)
	}
	unlock, err := gamefile.Lock(path)
	if errors.Is(err, store.ErrInUse) {
		return failure(p.T("game.in_use", "Path", path), p.T("game.in_use_hint"))
	}
	if err != nil {
		return failure(p.T("game.cannot_save", "Path", path, "Detail", a.fileDetail(err)))
	}
	defer unlock()
	f := gamefile.New(su.Settings, now)
	f.Events = su.Table.Events
	if err := gamefile.Save(path, f); err != nil {
		return failure(p.T("game.cannot_save", "Path", path, "Detail", a.fileDetail(err)))
	}
	if err := gamefile.SetCurrent(path); err != nil {
		return failure(p.T("game.cannot_save", "Path", path, "Detail", a.fileDetail(err)))
	}
	a.game = path
	w := a.io.Out
	fmt.Fprintln(w, p.T("game.new.saved", "Path", path))
	fmt.Fprintln(w, p.T("game.new.seed", "Seed", strconv.FormatUint(seed, 10)))
	a.printLines(lines, false)
	fmt.Fprintln(w, p.T("game.new.next_hint", "File", filepath.Base(path)))
	return nil
}
