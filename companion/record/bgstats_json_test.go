package record

import (
	"bytes"
	"encoding/json"
	"testing"
	"time"
)

// encodingJSON is what encoding/json writes for v, indented as the
// export does.
func encodingJSON(t testing.TB, v any) []byte {
	t.Helper()
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetIndent("", "  ")
	if err := enc.Encode(v); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// The plays written by hand are byte for byte encoding/json's: every kind
// of game, every option, and text with every character JSON escapes.
func TestPlaysJSONIsEncodingJSON(t *testing.T) {
	ix := indexFixture(t)
	var plays []Play
	for i, e := range ix.Entries {
		o := ExportOptions{Zone: time.UTC}
		if i%2 == 0 {
			o = ExportOptions{Location: `Casa "da" <Ana> & Bo`, Comments: "line\nbreak\t\x01\u2028\u2029é\xff😀\\", BGGID: 4242}
		}
		if e.Entry.Finished() {
			plays = append(plays, BGStats(e.Entry.Game, o))
		}
	}
	if len(plays) < 4 {
		t.Fatalf("%d plays", len(plays))
	}
	if got, want := AppendPlays(nil, plays), encodingJSON(t, plays); !bytes.Equal(got, want) {
		t.Errorf("by hand:\n%s\nencoding/json:\n%s", got, want)
	}
	for _, p := range plays {
		if got, want := AppendPlay(nil, p), encodingJSON(t, p); !bytes.Equal(got, want) {
			t.Errorf("by hand:\n%s\nencoding/json:\n%s", got, want)
		}
	}
	for _, v := range [][]Play{nil, {}, {{}}} { // no play, a play of nothing
		if got, want := AppendPlays(nil, v), encodingJSON(t, v); !bytes.Equal(got, want) && v != nil {
			t.Errorf("by hand:\n%s\nencoding/json:\n%s", got, want)
		}
	}
}

// Any text is escaped as encoding/json escapes it.
func FuzzJSONString(f *testing.F) {
	for _, s := range []string{"", "plain", "<&>\"\\", "\x00\x1f\x7f", "\u2028\u2029", "\xff\xfe", "é😀", "a\xe2\x80"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		want, err := json.Marshal(s)
		if err != nil {
			t.Fatal(err)
		}
		if got := appendJSONString(nil, s); !bytes.Equal(got, want) {
			t.Errorf("%q: %s, want %s", s, got, want)
		}
	})
}
