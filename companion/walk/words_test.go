package walk

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/locales"
)

var (
	testPositions = Vocabulary{Kind: "position", Tokens: []string{"upper-left", "lower-left"}}
	testCubes     = Vocabulary{Kind: "cube", Tokens: []string{"orange", "pink", "black"}}
	testColours   = Vocabulary{Kind: "colour", Tokens: []string{"red", "teal"}}
)

// germanLex is a Lexicon as the German locale gives it.
func germanLex(kind, token string) []string {
	return map[string][]string{
		"position.upper-left": {"oben-links", "links-oben"},
		"position.lower-left": {"unten-links"},
		"cube.orange":         {"braun"},
		"cube.pink":           {"rosa"},
		"cube.black":          {"schwarz"},
		"colour.red":          {"rot"},
		"colour.teal":         {"türkis"},
	}[kind+"."+token]
}

// A flag value's words become its tokens, part by part, ignoring case,
// accents, umlauts spelt out and how a word's parts are joined; a part
// that names a player is never read as a word.
func TestWordsCanonical(t *testing.T) {
	supply := Words{nil, {testPositions}, {testCubes}}
	for _, c := range []struct {
		words Words
		in    string
		want  string
	}{
		{supply, "Ana:unten-links:braun,rosa", "Ana:lower-left:orange,pink"},
		{supply, "Rosa:Unten Links:2Schwarz", "Rosa:lower-left:2black"}, // Rosa the player stays
		{supply, "Ana:lower-left:orange", "Ana:lower-left:orange"},
		{supply, "Ana:links-oben:2 schwarz, rosa:B4", "Ana:upper-left:2black, pink:B4"},
		{supply, "Ana:middle:lila", "Ana:middle:lila"},                              // no word: left for the check
		{Words{{testPositions}, {testCubes}}, "oben-links=rosa", "upper-left=pink"}, // test-gaps W6: = starts the next part (--set POS=BONUS)
		{Words{{testColours}}, "TÜRKIS", "teal"},
		{Words{{testColours}}, "tuerkis", "teal"},
		{Words{{testColours}}, "turkis", "teal"},
		{Words{{testColours}}, "Red", "red"},
		{nil, "rot", "rot"},
	} {
		if got := c.words.Canonical(c.in, germanLex); got != c.want {
			t.Errorf("Canonical(%q) = %q, want %q", c.in, got, c.want)
		}
	}
	if got := supply.Canonical("Ana:unten-links:braun", nil); got != "Ana:unten-links:braun" {
		t.Errorf("without a lexicon only tokens are read: %q", got)
	}
}

// Tokens read back as the words the screens show, for lists of what is
// accepted.
func TestWordsSpoken(t *testing.T) {
	supply := Words{nil, {testPositions}, {testCubes}}
	if got := supply.Spoken("Ana:upper-left:orange,2black", germanLex); got != "Ana:oben-links:braun,2schwarz" {
		t.Errorf("Spoken = %q", got)
	}
	if got := supply.Spoken("pink:upper-left:pink", germanLex); got != "pink:oben-links:rosa" {
		t.Errorf("Spoken touched the name part: %q", got)
	}
}

// Completion offers the word the screens show and the token for the part
// being typed, after what is typed before it.
func TestWordsComplete(t *testing.T) {
	supply := Words{nil, {testPositions}, {testCubes}}
	for _, c := range []struct {
		start string
		want  []string
	}{
		{"Ana:unt", []string{"Ana:unten-links"}},
		{"Ana:", []string{"Ana:oben-links", "Ana:upper-left", "Ana:unten-links", "Ana:lower-left"}},
		{"Ana:lower-left:braun,2s", []string{"Ana:lower-left:braun,2schwarz"}},
		{"Ana:links", []string{"Ana:links-oben"}}, // another word only when it alone fits
		{"An", nil}, // a name: nothing to offer
	} {
		if got := supply.Complete(c.start, germanLex); !slices.Equal(got, c.want) {
			t.Errorf("Complete(%q) = %q, want %q", c.start, got, c.want)
		}
	}
}

// A problem about a flag's value names its tokens as words, to be said in
// the user's language; other errors pass unchanged.
func TestWordsSpeak(t *testing.T) {
	w := Words{{testColours}}
	err := w.Speak(companion.NewProblem("game.problem.bad_colour", "Value", "lila", "List", locales.List{Items: []any{"red", "teal"}}))
	var p *companion.Problem
	if !errors.As(err, &p) {
		t.Fatalf("not a problem: %v", err)
	}
	l := p.Args["List"].(locales.List)
	if l.Items[0] != (locales.Word{Kind: "colour", Token: "red"}) || p.Args["Value"] != "lila" {
		t.Errorf("Speak = %#v", p.Args)
	}
	if got := locales.New("de").Render(M(p.ID, "Value", p.Args["Value"], "List", l)); got != "„lila“ ist keine Spielfarbe (rot, türkis)" {
		t.Errorf("German: %s", got)
	}
	plain := errors.New("plain")
	if w.Speak(plain) != plain {
		t.Error("Speak changed an error that is no problem")
	}
}

func TestFold(t *testing.T) {
	for in, want := range map[string]string{"Unten Links": "unten-links", "DIFÍCIL": "dificil", "Straße": "strasse", "  Türkis ": "turkis", "não": "nao",
		"UNTEN_LINKS": "unten-links"} { // test-gaps W7: _ joins parts as - and a space do
		if got := Fold(in); got != want {
			t.Errorf("Fold(%q) = %q, want %q", in, got, want)
		}
	}
}

// A value made of parts names each part's tokens as words, read with that
// part's vocabularies only: a player called Rosa stays Rosa, pink becomes
// rosa (play test retest-pt: «right:furnace:1» in a Portuguese refusal).
func TestWordsSpeakParts(t *testing.T) {
	w := Words{nil, {testPositions}, {testCubes}}
	err := w.Speak(companion.NewProblem("solo.problem.apprentice_not_target", "Value", "pink:lower-left:orange,pink",
		"List", locales.List{Items: []any{"Eva:upper-left:black", "none"}}))
	var p *companion.Problem
	if !errors.As(err, &p) {
		t.Fatalf("not a problem: %v", err)
	}
	got := locales.New("pt").Render(M(p.ID, "Value", p.Args["Value"], "List", p.Args["List"]))
	want := "«pink:inferior-esquerdo:laranja,rosa» não pode receber o aprendiz do Automa; possíveis: Eva:superior-esquerdo:preto, none"
	if !strings.HasPrefix(got, want) {
		t.Errorf("Portuguese:\n got %s\nwant %s…", got, want)
	}
	if v := w.Speak(companion.NewProblem("x", "Value", "Ana:12")).(*companion.Problem).Args["Value"]; v != "Ana:12" {
		t.Errorf("a value with no token: %#v", v)
	}
}
