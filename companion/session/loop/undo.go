package loop

import (
	"context"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// undo takes back the last entry the table made once the table says so,
// naming what it takes back (with the entries that followed it without a
// question: play.TakeBack); with nothing to take back it says that. The
// question is the front end's, as every other: the page asks it as the
// terminal does.
func (g *Game) undo(ctx context.Context, f *game.File, known play.Known) (bool, error) {
	if game.Undoable(f.Events) == 0 {
		g.Show.Note(walk.M("game.seams.undo_nothing"))
		return false, nil
	}
	back, before, err := play.TakeBack(f.Settings, f.Events, known)
	if err != nil {
		return false, err
	}
	ok, err := g.confirm(ctx, UndoAsk(before, f.Events[len(f.Events)-back:]))
	if err != nil {
		return false, err
	}
	if !ok {
		g.Show.Note(walk.M("game.seams.undo_kept"))
		return false, nil
	}
	return true, g.Undo(back, before)
}

// UndoAsk is undo's question: the entry the table made (the first of
// events, played from before) and by name the entries that go with it.
func UndoAsk(before *game.State, events []game.Event) walk.Msg {
	c := before.Clone()
	var said []any
	for _, e := range events {
		said = append(said, play.Describe(c, e))
		_ = c.Apply(e) // it applied before; only its words are wanted
	}
	if len(said) <= 1 {
		return walk.M("game.seams.undo_ask", "What", said[0])
	}
	return walk.M("game.seams.undo_ask_with", "Count", len(said)-1, "What", said[0], "With", locales.List{Items: said[1:], Sep: "; "})
}

// confirm asks a yes-or-no question, No first: the front end's own way
// (Confirmer), else as a question of the session. A change made
// elsewhere withdraws it.
func (g *Game) confirm(ctx context.Context, prompt walk.Msg) (bool, error) {
	yes := false
	_, err := g.watched(ctx, func(ctx context.Context) ([]walk.Line, error) {
		if c, ok := g.Session.Front.(Confirmer); ok {
			var err error
			yes, err = c.Confirm(ctx, prompt)
			return nil, err
		}
		ses := *g.Session // the unit's draft and menu are not this question's
		ses.Unit, ses.Menu, ses.RecapNext = nil, nil, false
		return ses.Run(ctx, func(t *walk.T) error {
			v, err := t.Ask(&walk.Question{ID: "play.undo", Kind: walk.YesNo, Flag: "yes", Prompt: prompt, Default: walk.No})
			yes = v == walk.Yes
			return err
		})
	})
	return yes, err
}
