package gamefile

import (
	"bytes"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion/game"
)

// parseFast reads a well-formed game file in one strict pass and returns it
// with the game its check replayed, with the same checks as Parse (unknown fields anywhere, the version, the
// settings, every event replays). It gives up (ok false) on anything else,
// and on YAML anchors, aliases and merge keys, leaving Parse's node-by-node
// path to name the problem's line. Most files are well formed, and that
// path re-encodes every event, which made `stephens state` slow to start.
func parseFast(data []byte) (f *File, s *game.State, ok bool) {
	if bytes.ContainsAny(data, "&*") || bytes.Contains(data, []byte("<<")) {
		return nil, nil, false
	}
	var g File
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&g); err != nil || g.Version != game.FormatVersion {
		return nil, nil, false
	}
	if g.Settings.Players != nil && g.Settings.Mode == "" {
		g.Settings.Mode = game.Multiplayer
	}
	if g.Settings.Check() != nil {
		return nil, nil, false
	}
	s, err := game.New(g.Settings)
	if err != nil {
		return nil, nil, false
	}
	for _, e := range g.Events {
		if s.Apply(e) != nil {
			return nil, nil, false
		}
	}
	return &g, s, true
}
