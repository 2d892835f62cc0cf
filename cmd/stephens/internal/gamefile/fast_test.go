package gamefile

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/game"
)

// parseSlow is ParseState without its one-pass path.
func parseSlow(t *testing.T, data []byte) (*File, *game.State, error) {
	t.Helper()
	var s *game.State
	f, err := parseNodes(data, &s)
	return f, s, err
}

// The one-pass path accepts only what the node-by-node path accepts, and
// reads it the same; on the fuzz corpus (hostile files) and on real games.
func TestParseFastAgrees(t *testing.T) {
	good, err := Marshal(sample(t))
	if err != nil {
		t.Fatal(err)
	}
	inputs := [][]byte{good,
		[]byte("version: 1\nsettings: {players: [{name: A}, {name: B}], mode: multiplayer, seed: 3}\nevents: [{kind: start-player, seat: 1}]\n"),
		[]byte("version: 1\nsettings: {players: [{name: A}, {name: B}], seed: 3, colour: red}\n"),
		[]byte("version: 1\nsettings: &s {players: [{name: A}, {name: B}], seed: 3}\n"),
		[]byte(strings.Replace(string(good), "kind:", "kinds:", 1)),
	}
	files, _ := filepath.Glob("testdata/fuzz/FuzzParse/*")
	for _, f := range files {
		buf, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		// go test fuzz v1, then []byte("...")
		lines := strings.SplitN(string(buf), "\n", 2)
		if len(lines) == 2 && strings.HasPrefix(lines[1], "[]byte(") {
			if s, err := strconv.Unquote(strings.TrimSuffix(strings.TrimSpace(strings.TrimPrefix(lines[1], "[]byte(")), ")")); err == nil {
				inputs = append(inputs, []byte(s))
			}
		}
	}
	if len(inputs) < 20 {
		t.Fatalf("only %d inputs", len(inputs))
	}
	fastOK := 0
	for _, in := range inputs {
		fast, fastState, ok := parseFast(in)
		slow, slowState, err := parseSlow(t, in)
		if !ok {
			continue
		}
		fastOK++
		if err != nil {
			t.Errorf("one pass accepts what the full check refuses (%v):\n%s", err, in)
			continue
		}
		if !reflect.DeepEqual(fast, slow) {
			t.Errorf("one pass reads\n%+v\nthe full check reads\n%+v\nfrom\n%s", fast, slow, in)
		}
		if !reflect.DeepEqual(fastState, slowState) {
			t.Errorf("one pass replays a different game from\n%s", in)
		}
	}
	if fastOK < 2 {
		t.Errorf("the one-pass path took only %d inputs", fastOK)
	}
}
