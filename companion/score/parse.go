package score

import (
	"github.com/pileup-companion/stephens/companion/tally"
	"github.com/pileup-companion/stephens/companion/userfile"
	"github.com/pileup-companion/stephens/locales"
)

// Parse reads a sheet file and validates it with the one strict reader
// (companion/userfile): a problem comes back as a *userfile.Error whose
// issues each name the line, the field path, the value and what is
// accepted. Players and contract cards are counted from 1: players[2] is
// the second player. An empty value counts as 0.
func Parse(src []byte) (*Sheet, error) {
	return tally.ParseSheet(src, "score.problem.empty", Validate, cutShort, func(s *Sheet, path string) locales.Msg {
		return tally.PathLabel(tally.NamesOf(s.Players, func(p Player) string { return p.Name }), path, fieldWords)
	})
}

// groups are the fields of a player that hold fields of their own.
var groups = []string{"masters", "contracts", "accessories"}

// cutShort refuses a group given no value at all ("contracts:" and
// nothing under it): a sheet cut short reads just like that, so it is
// never taken as zero (issue 19). A group with nothing to count is left
// out, or written {}.
func cutShort(root userfile.Value) {
	players, ok := root.Peek("players")
	if !ok || !players.IsList() {
		return
	}
	for _, p := range players.List() {
		if !p.IsMap() {
			continue
		}
		for _, g := range groups {
			if v, ok := p.Peek(g); ok && v.Null() {
				v.Fail("score.problem.group_empty", "Group", g)
				return
			}
		}
	}
}
