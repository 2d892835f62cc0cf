package locales

import (
	"sort"
	"strings"
	"testing"
)

// printerWith is a printer over the given messages (id → text), for tests of
// the mechanism apart from the real catalogs.
func printerWith(lang string, texts map[string]string) *Printer {
	p := &Printer{Lang: lang}
	for id, text := range texts {
		p.msgs = append(p.msgs, message{id: id, other: text})
	}
	sort.Slice(p.msgs, func(i, j int) bool { return p.msgs[i].id < p.msgs[j].id })
	return p
}

// A template picks a term's form; a term without that form, and a value
// that is not a term, print as they are.
func TestTermForms(t *testing.T) {
	p := printerWith("de", map[string]string{
		"f":       "kleine Fabrik oben links",
		"f@dat":   "kleinen Fabrik oben links",
		"o":       "Schmelzofen oben links",
		"o@gen":   "Schmelzofens oben links",
		"empty":   "Die {{.F}} ist leer",
		"on":      "{{.Bonus}} liegt auf der {{dat .F}}",
		"action":  "die Aktion des {{gen .O}}",
		"at":      "am {{dat .O}}",
		"fem":     "fábrica {{fem .O}}",
		"twice":   "{{dat .F}} / {{dat .F}} / {{.F}}",
		"nothere": "{{acc .Missing}}",
	})
	for _, c := range []struct {
		id   string
		args []any
		want string
	}{
		{"empty", []any{"F", Term("f")}, "Die kleine Fabrik oben links ist leer"},
		{"on", []any{"Bonus", "B5", "F", Term("f")}, "B5 liegt auf der kleinen Fabrik oben links"},
		{"action", []any{"O", Term("o")}, "die Aktion des Schmelzofens oben links"},
		{"at", []any{"O", Term("o")}, "am Schmelzofen oben links"},                           // no dative form: the term itself
		{"on", []any{"Bonus", "B5", "F", "Fabrik 3"}, "B5 liegt auf der Fabrik 3"},           // not a term: as it is
		{"on", []any{"Bonus", "B5", "F", M("o")}, "B5 liegt auf der Schmelzofen oben links"}, // a Msg: rendered as it is
		{"twice", []any{"F", Term("f")}, "kleinen Fabrik oben links / kleinen Fabrik oben links / kleine Fabrik oben links"},
		{"nothere", nil, "<no value>"},
	} {
		if got := p.T(c.id, c.args...); got != c.want {
			t.Errorf("%s %v = %q, want %q", c.id, c.args, got, c.want)
		}
	}
	// Every form name is a template function.
	for _, f := range Forms {
		q := printerWith("pt", map[string]string{"t": "x", "t@" + f: "y", "m": "{{" + f + " .T}}"})
		if got := q.T("m", "T", Term("t")); got != "y" {
			t.Errorf("form %s: %q, want y", f, got)
		}
	}
}

// Every message of every language parses as a template, form functions
// included (a misspelled function would show "[id]" on screen).
func TestEveryTemplateParses(t *testing.T) {
	for i, lang := range Supported {
		for _, m := range catalogs[i] {
			for _, src := range []string{m.zero, m.one, m.two, m.few, m.many, m.other} {
				if !strings.Contains(src, "{{") {
					continue
				}
				if _, err := parsed(src); err != nil {
					t.Errorf("%s %s: %v", lang, m.id, err)
				}
			}
		}
	}
}

// Counts follow CLDR in every language, European Portuguese for pt: 0 is
// plural there ("0 cartas"), and only 1 is singular.
func TestCountsInEveryLanguage(t *testing.T) {
	for _, c := range []struct {
		lang  string
		count int
		want  string
	}{
		{"en", 0, "0 cards"}, {"en", 1, "1 card"}, {"en", 2, "2 cards"},
		{"de", 0, "0 Karten"}, {"de", 1, "1 Karte"}, {"de", 2, "2 Karten"},
		{"pt", 0, "0 cartas"}, {"pt", 1, "1 carta"}, {"pt", 2, "2 cartas"},
	} {
		if got := New(c.lang).N("score.why.cards", c.count); got != c.want {
			t.Errorf("%s %d: %q, want %q", c.lang, c.count, got, c.want)
		}
	}
}

// The real catalogs: German cases after prepositions, Portuguese gender.
func TestTermFormsInTheCatalogs(t *testing.T) {
	de, pt := New("de"), New("pt")
	for _, c := range []struct {
		p    *Printer
		id   string
		args []any
		want string
	}{
		{de, "game.log.factory", []any{"Name", "Ana", "Cubes", "1× rosa", "Factory", Term("term.small_factory.lower-left")},
			"Ana nimmt 1× rosa aus der kleinen Fabrik unten links"},
		{de, "game.ask.effect_item", []any{"Furnace", Term("term.furnace.upper-right")}, "ja: die Aktion des Schmelzofens oben rechts (blau)"},
		{de, "game.problem.has_apprentice", []any{"Index", 2, "Row", Term("term.row.lower"), "Apprentice", "Bo"},
			"Handwerk Nr. 2 an der unteren kleinen Fabrik hat schon einen Lehrling (Bo)"},
		{de, "values.problem.on_proven", []any{"Bonus", "B5", "Factory", Term("term.small_factory.lower-left")},
			"B5 liegt an der kleinen Fabrik unten links (Versorgungsbeispiel der Regel, S. 18)"},
		{de, "components.bonuses.at_proven", []any{"Factory", Term("term.small_factory.lower-left")},
			"der kleinen Fabrik unten links (Beispiel der Spielregel)"},
	} {
		if got := c.p.T(c.id, c.args...); got != c.want {
			t.Errorf("%s %s = %q, want %q", c.p.Lang, c.id, got, c.want)
		}
	}
	if got := pt.Text(termText{p: pt, id: "term.position.lower-left"}.form("fem")); got != "inferior esquerda" {
		t.Errorf("pt lower-left, feminine: %q", got)
	}
	if got := pt.T("term.position.lower-left"); got != "inferior esquerdo" {
		t.Errorf("pt lower-left: %q", got)
	}
}
