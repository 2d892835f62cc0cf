package game

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// kindFields are the fields each kind of event holds besides its kind and
// seat (which every event has): what the companion writes for it and what
// replaying it reads. A game file whose event holds another field (bonus
// on a furnace event) is refused naming the line, never read past
// (issue 19).
var kindFields = map[Kind][]string{
	KindStartPlayer:        {},
	KindStartingProfession: {"side"},
	KindStartingDisk:       {"disk"},
	KindFurnace:            {"at"},
	KindFactory:            {"at", "cubes", "effect"},
	KindCreate:             {"side", "row", "disk", "bonus"},
	KindReinforce:          {"side", "row", "index", "disk", "bonus"},
	KindEndTrigger:         {},
	KindResetStart:         {"furnaces", "yes"},
	KindResetStep:          {"step", "yes", "count", "side", "row", "index", "gained"},
	KindSupply:             {"at", "cubes", "bonus"},
	KindFinish:             {"time", "minutes", "sheet", "text"},
	KindNearestIcon:        {"disk"},
	KindNotShown:           {"at", "bonus"},
	KindAutomaStart:        {"side"},
	KindAutomaTurn:         {"card", "text", "count", "cubes", "effect", "numbers"},
}

// FieldAllowed reports whether an event of kind k may hold the field (a
// key of the game file); an unknown kind is left to replay to refuse.
func FieldAllowed(k Kind, field string) bool {
	fields, ok := kindFields[k]
	return !ok || field == "kind" || field == "seat" || slices.Contains(fields, field)
}

// FieldsOf lists the fields an event of kind k holds (kind and seat
// first), for a message saying what is accepted.
func FieldsOf(k Kind) []string { return append([]string{"kind", "seat"}, kindFields[k]...) }

// CheckPlayers checks each player's name and colour on its own line
// (settings.players[2].name): the one name check, a look-alike of an
// earlier player's name, a colour that is not a player colour.
func CheckPlayers(d *userfile.Doc, s Settings) {
	for i, p := range s.Players {
		field := fmt.Sprintf("settings.players[%d].", i+1)
		if err := CheckName(p.Name); err != nil {
			d.Report(field+"name", asProblem(err))
			return
		}
		for _, o := range s.Players[:i] {
			if pr := companion.ClashProblem(p.Name, o.Name, "game.problem.same_name", "Name", p.Name); pr != nil {
				d.Report(field+"name", pr)
				return
			}
		}
		if c := strings.ToLower(p.Colour); c != "" && !slices.Contains(PlayerColours, c) {
			d.Report(field+"colour", companion.NewProblem("game.problem.bad_colour", "Value", p.Colour, "List", strings.Join(PlayerColours, ", ")))
			return
		}
	}
}

// CheckEventFields refuses a field that does not belong to its event's
// kind (bonus on a furnace event), naming its line.
func CheckEventFields(d *userfile.Doc, root userfile.Value, events []Event) {
	list, ok := root.Peek("events")
	if !ok {
		return
	}
	for i, item := range list.List() {
		if i >= len(events) || !item.IsMap() {
			break
		}
		k := events[i].Kind
		for key, line := range item.KeyLines() { // read as an event's fields already
			if !FieldAllowed(k, key) {
				d.ReportAt(line, fmt.Sprintf("events[%d]", i+1), companion.NewProblem("game.file.field_not_for_kind",
					"Field", key, "Kind", string(k), "Accepted", strings.Join(FieldsOf(k), ", ")))
				return
			}
		}
	}
}

// asProblem is the Problem an error carries (the checks return one).
func asProblem(err error) *companion.Problem {
	var p *companion.Problem
	if errors.As(err, &p) {
		return p
	}
	return companion.NewProblem("file.problem.unreadable", "Detail", err.Error())
}
