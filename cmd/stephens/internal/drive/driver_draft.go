package drive

import (
	"errors"
	"fmt"
	"hash/fnv"
	"path/filepath"
	"strings"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/prompt"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/walk"
)

// The answers of the unit in progress, for every walkthrough the same way:
// the driver keeps them in one draft (walk.Draft) as each is given at a
// prompt, written atomically, so Ctrl-C, SIGTERM and SIGHUP lose none; the
// next run of the same unit plays them again, shows what was said and
// answered so far, and asks the first open question. The command only says
// where the draft lives, which unit it is, and how to go on.

// draftSpot is where a command keeps the draft of the unit it runs.
type DraftSpot struct {
	Path string
	// unit names the unit and where it began (walk.Draft.Unit).
	Unit string
	// what names the unit for the table ("Carla's turn", "the score sheet").
	What string
	// resume is the hint that says how to go on ("continue with ...").
	Resume string
	// written: the draft at path is this unit's (written or resumed here).
	written bool
	last    string // what was last written, so an unchanged draft is not written again
	given   int    // the answers the table gave at prompts, of those written ("Done" confirmations are none)
	// settings are answers the command gives whatever the draft holds:
	// what the table may change at any time anyway (whether the game
	// teaches), by question ID.
	Settings map[string]string
}

// draftsDir holds the drafts (the state folder: they matter only to this
// machine, and only until their unit is done).
func draftsDir() string { return filepath.Join(store.StateDir(), "drafts") }

// draftPath is the draft file for a walkthrough family ("setup", "score")
// or for a file's units (a game, by its path).
func DraftPath(name string) string { return filepath.Join(draftsDir(), name+".yaml") }

// gameDraftPath is the draft of a game's units: named after the game file,
// with a short hash of its full path so two games of the same name in
// different folders keep their own.
func GameDraftPath(gamePath string) string {
	abs, err := filepath.Abs(gamePath)
	if err != nil {
		abs = gamePath
	}
	h := fnv.New32a()
	_, _ = h.Write([]byte(abs))
	base := strings.TrimSuffix(filepath.Base(gamePath), filepath.Ext(gamePath))
	return DraftPath(fmt.Sprintf("%s-%08x", base, h.Sum32()))
}

// keeping: this run keeps a draft (on a terminal: a unit answered in part
// by flags keeps their answers with the ones typed at prompts, so all of
// them come back; without a terminal a command is one unit that leaves
// nothing open).
func (d *Driver) keeping() bool {
	return d.Draft != nil && d.Interactive()
}

// loadDraft reads the draft at the spot when it is this unit's; a draft of
// another unit (or one that cannot be read) is none.
func (s *DraftSpot) load() *walk.Draft {
	buf, err := store.ReadFile(s.Path)
	if err != nil {
		return nil
	}
	dr, err := walk.ParseDraft(buf)
	if err != nil || dr.Unit != s.Unit {
		return nil
	}
	return dr
}

// peekDraft reads whatever draft is at path (nil when none or unreadable).
func PeekDraft(path string) *walk.Draft {
	buf, err := store.ReadFile(path)
	if err != nil {
		return nil
	}
	dr, err := walk.ParseDraft(buf)
	if err != nil {
		return nil
	}
	return dr
}

// resumeDraft plays this unit's draft again: the answers that still fit,
// each where it came from (back returns to those given at a prompt). It
// says how many the table gave, and when answers no longer fit (a
// transcription changed since), that they are asked again. A flag given
// now that answers a kept question otherwise than the draft is refused,
// naming the draft: the table goes on from what it said, or drops the
// draft to start again.
func (d *Driver) resumeDraft(script walk.Script) (*walk.Answers, []answerBy, error) {
	dr := d.Draft.load()
	if dr == nil {
		return &walk.Answers{}, nil, nil
	}
	for id, v := range d.Draft.Settings {
		if _, ok := dr.Answers.Get(id); ok {
			dr.Answers.Set(id, v)
		}
	}
	answers, dropped := walk.Resume(script, dr)
	_, _, asked, _ := walk.Trace(script, answers)
	if err := d.flagsAgree(asked); err != nil {
		return nil, nil, err
	}
	if dr.Open != "" && dropped == 0 {
		d.reopen = &walk.Draft{Open: dr.Open, Parts: dr.Parts}
		d.open = d.reopen // kept as it was until the question is asked again
	}
	prompted := make([]answerBy, answers.Len())
	ids := answers.IDs()
	for i := range prompted {
		switch {
		case dr.Said[ids[i]] || i < len(asked) && asked[i].Q.FlagOnly:
			prompted[i] = byRules
		case i < len(asked) && asked[i].Q.Kind == walk.Ack:
			prompted[i] = byConfirm
		default:
			prompted[i] = byTable
		}
	}
	d.Draft.written, d.Draft.last, d.Draft.given = true, string(dr.Marshal()), countGiven(prompted)
	if d.reopen != nil {
		d.Draft.given++
	}
	p := d.a.P
	if d.Draft.given > 0 {
		fmt.Fprintln(d.a.IO.Out, d.a.Wrap(p.N("walk.draft.resumed", d.Draft.given, "What", d.Draft.What)))
	}
	if dropped > 0 {
		fmt.Fprintln(d.a.IO.Out, d.a.Wrap(p.N("walk.draft.dropped", dropped)))
	}
	d.RecapNext = true
	return answers, prompted, nil
}

// flagsAgree takes the flags' answers to the questions a resumed draft
// answered, in the order they were asked (so a list flag's later values go
// to the questions still open), and refuses one that says otherwise than
// the draft.
func (d *Driver) flagsAgree(asked []walk.Answered) error {
	p := d.a.P
	for _, x := range asked {
		v, fromFlag, err := d.flags.Answer(d.a, x.Q)
		if err != nil {
			return err
		}
		if !fromFlag {
			continue
		}
		given, err := x.Q.Accept(v)
		if err != nil {
			return d.refused(x.Q, v, true, err)
		}
		if given == x.Answer {
			continue
		}
		q := x.Q
		if q.What.ID == "" {
			q.What = q.Prompt
		}
		flag := d.flags.NameFor(d.a, q)
		if u, ok := d.flags.Values().Taken(q.ID); ok { // the one that gave it (--factory of the four)
			flag = "--" + u.Flag
		}
		return cmdutil.UsageError(p.T("walk.draft.conflict", "What", d.Draft.What, "Path", d.Draft.Path, "Question", p.Render(q.What),
			"Kept", q.AnswerText(d.a.P, x.Answer), "Flag", flag, "Given", q.AnswerText(d.a.P, given)),
			p.T("walk.draft.conflict_go_on", "Flag", flag), p.T("walk.draft.conflict_drop", "Path", d.Draft.Path))
	}
	return nil
}

// keepDraft writes the answers of the open unit, when the table gave any
// at a prompt or on the command line (a unit that asked nothing yet leaves
// no draft, and does not replace another unit's), and says on a signal
// what is kept.
func (d *Driver) keepDraft(answers *walk.Answers, prompted []answerBy) error {
	s := d.Draft
	if !anyAtPrompt(prompted) && d.open == nil && !d.given {
		if s.written {
			d.dropDraft()
		}
		return nil
	}
	dr := &walk.Draft{Unit: s.Unit, Answers: answers}
	for i, id := range answers.IDs() {
		if i < len(prompted) && prompted[i] == byRules {
			if dr.Said == nil {
				dr.Said = map[string]bool{}
			}
			dr.Said[id] = true
		}
	}
	if d.open != nil {
		dr.Open, dr.Parts = d.open.Open, d.open.Parts
	}
	buf := dr.Marshal()
	if s.written && string(buf) == s.last {
		return nil
	}
	if err := store.WriteFile(s.Path, store.Draft, buf); err != nil {
		return d.a.WriteFailed("walk.draft.cannot_save", s.Path, err)
	}
	s.written, s.last, s.given = true, string(buf), countGiven(prompted)
	if d.open != nil { // the question answered in parts counts as one
		s.given++
	}
	d.a.StopHints.Set(d.keptHints(s.given)...)
	return nil
}

// keepParts keeps what was picked so far of a question answered in parts
// (a cascade's parts, a list's items), with the unit's answers; "" when
// nothing is picked.
func (d *Driver) keepParts(id, parts string) error {
	if !d.keeping() || d.cur == nil {
		return nil
	}
	d.open = nil
	if parts != "" {
		d.open = &walk.Draft{Open: id, Parts: parts}
	}
	return d.keepDraft(d.cur, d.curAsked)
}

// resumedParts is what a resumed draft had picked of question id, once.
func (d *Driver) resumedParts(id string) (string, bool) {
	r := d.reopen
	if r == nil || r.Open != id {
		return "", false
	}
	d.reopen = nil
	return r.Parts, true
}

// dropDraft removes this unit's draft: the unit is done (and written
// where it belongs) or every answer was taken back.
func (d *Driver) dropDraft() {
	s := d.Draft
	if s == nil || !s.written {
		return
	}
	if _, err := store.Remove(s.Path, store.Draft); err != nil {
		fmt.Fprintln(d.a.IO.Err, d.a.P.T("walk.draft.cannot_remove", "Path", s.Path, "Detail", d.a.FileDetail(err)))
	}
	s.written, s.last, s.given = false, "", 0
	d.a.StopHints.Set(d.keptHints(0)...)
}

// settle ends a unit once what it recorded is written: its draft goes.
func (d *Driver) Settle() {
	if d.Draft != nil {
		d.dropDraft()
	}
}

// keptHints say what an interruption now keeps and how to go on.
func (d *Driver) keptHints(n int) []string {
	var hints []string
	switch {
	case n > 0:
		hints = append(hints, d.a.P.N("walk.draft.kept", n, "What", d.Draft.What, "Path", d.Draft.Path))
	case d.given && d.Draft.written: // only what the command line gave
		hints = append(hints, d.a.P.T("walk.draft.kept_given", "What", d.Draft.What, "Path", d.Draft.Path))
	}
	if d.Draft.Resume != "" {
		hints = append(hints, d.Draft.Resume)
	}
	return hints
}

// interrupted is Ctrl-C at a prompt of a unit that keeps a draft: exit
// 130 saying what is kept.
func (d *Driver) interrupted(err error) error {
	if !errors.Is(err, prompt.ErrInterrupt) {
		return err
	}
	return &cmdutil.ExitErr{Code: cmdutil.ExitInterrupted, Msg: d.a.P.T("error.interrupted"), Hints: d.keptHints(d.Draft.given), Err: err}
}

// countGiven counts the answers the table gave at a prompt.
func countGiven(xs []answerBy) int {
	n := 0
	for _, x := range xs {
		if x == byTable {
			n++
		}
	}
	return n
}

// printResumed shows a resumed unit as the table left it: what was said,
// with each answer kept in its place.
func (d *Driver) printResumed(lines []walk.Line, asked []walk.Answered) {
	from := 0
	for _, x := range asked {
		at := min(x.At, len(lines))
		PrintLines(d.a, lines[from:at], true) // in runs, so numbered steps count on
		from = max(from, at)
		if l := d.answeredLine(x); l != "" {
			fmt.Fprintln(d.a.IO.Out, l)
		}
	}
	PrintLines(d.a, lines[from:], true)
}

// answeredLine is a kept answer as a prompt shows an answered question
// ("✔ What did Carla do? took glass from a furnace"); "" for what was not
// asked at a prompt or was taken back (a number not kept when confirmed).
func (d *Driver) answeredLine(x walk.Answered) string {
	q := x.Q
	if q.FlagOnly || q.Kind == walk.Ack || x.Withdrawn {
		return ""
	}
	p := d.a.P
	return d.a.Hanging("✔ ", walk.AsLabel(p.Render(q.Prompt))+" "+q.AnswerText(d.a.P, x.Answer))
}

// partsLine is what was picked of a question asked in parts before the
// break, as the prompt showed it ("✔ Record a delivery? Cy delivers ·
// lower-right small factory"): the question goes on from there.
func (d *Driver) partsLine(q *walk.Question, parts string) string {
	var text string
	if q.Kind == walk.List {
		text = q.AnswerText(d.a.P, parts)
	} else {
		var labels []string
		for i := range strings.Split(parts, ":") {
			labels = append(labels, q.PathLabel(d.a.P, parts, i))
		}
		text = strings.Join(labels, " · ")
	}
	ask := q.Prompt
	if first := q.PartAsk(nil); first.ID != "" { // the first part's own question
		ask = first
	}
	return d.a.Hanging("✔ ", walk.AsLabel(d.a.P.Render(ask))+" "+text)
}
