package game

import "slices"

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
	KindResetStep:          {"step", "yes", "count", "side", "row", "index"},
	KindSupply:             {"at", "cubes", "bonus"},
	KindFinish:             {"time", "minutes", "sheet", "text"},
	KindNearestIcon:        {"disk"},
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
