package loop

import (
	"context"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/play"
	"github.com/pileup-companion/stephens/companion/score"
	"github.com/pileup-companion/stephens/companion/session"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Store is the game file and its draft as the loop uses them, one unit at
// a time: the CLI implements it with its one write path and the game's
// lock (held only while it writes), a test with memory. Nothing of it
// stays open between units: another process (`stephens turn`, the table
// view, a second `stephens play`) may change the game at any time.
type Store interface {
	// Load reads the game as it is now.
	Load() (*game.File, *game.State, error)
	// Record writes a unit's events after those of the game as last
	// loaded, and keeps the lessons its lines said in full as taught;
	// nothing when there is neither. When the file is no longer as this
	// side last read or wrote it, nothing is written and the error wraps
	// userfile.ErrChanged: the change made elsewhere wins.
	Record(events []game.Event, lines []walk.Line) error
	// Unit is where the answers of the game's unit in progress are kept
	// (the unit that follows the events as last loaded): kind "play",
	// what names it for the table.
	Unit(kind string, what walk.Msg) *session.Unit
	// Changed is closed once the game file or the unit's draft is no
	// longer what this side last read or wrote (a change made
	// elsewhere); it is watched until ctx ends.
	Changed(ctx context.Context) <-chan struct{}
}

// Show is what the loop shows the table besides its questions. A front
// end that shows the game itself (the table view's page) leaves most of
// it out: FrontShow.
type Show interface {
	// Board shows the board, before a turn and when the loop comes back
	// to a reset phase under way.
	Board(s *game.State)
	// Say shows a line of the loop's own (whose turn it is, the starting
	// disks, a pause); Note an aside under it (nothing to take back).
	Say(m walk.Msg)
	Note(m walk.Msg)
	// Said shows what a unit said, once it is written.
	Said(lines []walk.Line)
	// History shows the last entries of the game's log.
	History(f *game.File) error
	// Outcome shows the end of the game.
	Outcome(s *game.State)
	// Reloaded says the loop goes on from the game as it is now, after a
	// change made elsewhere: withdrawn, the open question was (the answer
	// came from elsewhere); else this side's answer met the change when
	// it was written, and nothing was written over it.
	Reloaded(withdrawn bool)
	// Waiting: the loop asks nothing until the game changes elsewhere
	// (the game is over: undo at a terminal).
	Waiting()
}

// Confirmer is a front end that asks a yes-or-no question its own way (the
// terminal's confirmation). Without it the loop asks a walk.YesNo question
// through the session.
type Confirmer interface {
	Confirm(ctx context.Context, prompt walk.Msg) (bool, error)
}

// Hooks are what the loop leaves to the program around it: the files
// beside the game (transcriptions) and taking entries back.
type Hooks struct {
	// Known reads what the players transcribed before each unit (prev:
	// what the unit before had; a file broken meanwhile keeps prev).
	Known func(prev play.Known) play.Known
	// Remember keeps values the table asked to keep (refill numbers,
	// small factory bonuses); nil keeps none.
	Remember func([]play.Remembered) error
	// Undo takes back the last n events of the game as last loaded and
	// says what was taken back; an error wrapping userfile.ErrChanged
	// when the file changed elsewhere meanwhile.
	Undo func(n int, before *game.State) error
	// Sheet is the final score sheet the scoring starts from: what the
	// game knows with the numbers the players put in a sheet kept beside
	// it; nil: what the game knows (play.Prefill).
	Sheet func(s *game.State) *score.Sheet
	// KeepSheet keeps the confirmed sheet beside the game once the end
	// is recorded (where `stephens score` finds it); nil keeps none.
	KeepSheet func(sheet *score.Sheet) error
	// BeforeUnit runs before each unit (the terminal follows a resize).
	BeforeUnit func()
}

// FrontShow is the Show of a front end that shows the game itself (the
// table view's page): the loop's lines go to the front end with the next
// question (session.NoteLines); the board and the history are the page's.
type FrontShow struct {
	F session.FrontEnd
	// Idle, when set, hears that the loop asks nothing for now.
	Idle func()
}

func (f FrontShow) line(style walk.Style, m walk.Msg) {
	f.F.Say(session.Note{Kind: session.NoteLines, Lines: []walk.Line{{Style: style, Msg: m}}})
}

func (f FrontShow) Board(*game.State)        {}
func (f FrontShow) Say(m walk.Msg)           { f.line(walk.Say, m) }
func (f FrontShow) Note(m walk.Msg)          { f.line(walk.Item, m) }
func (f FrontShow) History(*game.File) error { return nil }
func (f FrontShow) Outcome(s *game.State)    { f.line(walk.Say, play.Outcome(s)) }
func (f FrontShow) Reloaded(bool)            {}
func (f FrontShow) Said(lines []walk.Line) {
	if len(lines) > 0 {
		f.F.Say(session.Note{Kind: session.NoteLines, Lines: lines})
	}
}

func (f FrontShow) Waiting() {
	if f.Idle != nil {
		f.Idle()
	}
}
