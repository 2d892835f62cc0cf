package sheetgame

import (
	"fmt"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/gamefile"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/record"
)

// A play recorded twice is counted twice: history lists the evening
// twice, stats counts its games and wins twice, and BG Stats imports it
// twice (each file is a play of its own). So a result the record already
// holds (record.SameResult: the same game, players, totals and points in
// every category) is recorded again only when the table says so: asked
// at a terminal, naming the earlier play, with no as the default; in a
// script refused (exit 2) unless --again says it is another play.

// recordAgainAsked reports whether to record the play of res: true when
// no recorded play has its result, or again is set, or the table says
// yes.
func recordAgainAsked(a *cmdutil.App, box played.Box, res played.Result, again bool) (bool, error) {
	if again {
		return true, nil
	}
	pl := res.Play()
	pl.Game = box.ID
	earlier, ok := sameRecorded(record.FromPlay("", box.Name, pl))
	if !ok {
		return true, nil
	}
	p := a.P
	if !a.CanPrompt() {
		return false, cmdutil.UsageError(a.Screen().SamePlay("games.again_refused", box.Name, earlier), p.T("games.again_hint"))
	}
	yes, err := a.Prompter().Confirm(a.Screen().SamePlay("games.again_ask", box.Name, earlier), false)
	if err != nil {
		return false, err
	}
	if !yes {
		fmt.Fprintln(a.IO.Err, a.Wrap(p.T("games.again_not")))
	}
	return yes, nil
}

// sameRecorded is the newest recorded play with the result of g.
func sameRecorded(g record.Game) (record.Game, bool) {
	all, _, err := gamefile.ListWanted(shared.ReadPlayFile, func(path string, s record.Summary) bool {
		return gamefile.IsPlay(path) && s.Game == g.Game // one game's plays are read, no other
	}, true)
	if err != nil {
		return record.Game{}, false // the recording itself says what is wrong with the folder
	}
	for _, l := range all {
		if l.Err == nil && gamefile.IsPlay(l.Path) && l.Entry.Game.Ended != nil && record.SameResult(l.Entry.Game, g) {
			return l.Entry.Game, true
		}
	}
	return record.Game{}, false
}
