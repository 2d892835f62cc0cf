package locales

//go:generate go run ./internal/gen/cmd

import (
	"fmt"
	"sort"
	"strings"
	"sync"
	"text/template"
)

// Term is a message ID used as a template value: the printer replaces it with
// its text before filling the template, so the core can name game terms
// (a furnace, an ability) without knowing the language.
//
// A term may have other grammatical forms, for a language that inflects
// the words around it: the message "<id>@<form>" (in YAML, the key
// "upper-left@dat" beside "upper-left"). A template picks one with the
// form's function: "aus der {{dat .Factory}}" (German dative: "aus der
// kleinen Fabrik oben links"), "des {{gen .Furnace}}", "fábrica
// {{fem .At}}" (Portuguese feminine). A language that has no such message
// for a term gets the term's own text, and a form function applied to a
// value that is not a term returns the value unchanged, so a form never
// breaks a message. The forms are listed in Forms.
type Term string

// Forms are the grammatical forms a term may have besides its own text
// (which is the nominative singular, masculine where that matters):
// German accusative, dative and genitive, the feminine singular
// (Portuguese), and the plural ("2 pretos").
var Forms = []string{"acc", "dat", "gen", "fem", "pl"}

// Printer speaks one language. The zero value is not usable; call New.
//
// The messages are Go values generated from <lang>/messages/*.yaml
// (messages_gen.go, go-i18n's file format), so a printer costs nothing to
// make: only the chosen language is read, one message at a time, and a
// template is parsed the first time its message is used.
type Printer struct {
	Lang string
	// Shown, when set, is applied to every plain value a message names
	// (a name, a path, a value the user gave), never to the messages
	// themselves: the CLI escapes there what a terminal must not get raw.
	Shown func(string) string
	// Commands, when set, is applied to every message once it is filled:
	// the CLI gives back there, in each command a message names
	// ("stephens undo --yes"), the global flags the user gave (--game,
	// --lang), so a hint followed as given acts on the same game in the
	// same language. It must leave a command that has them already as it
	// is (a message is filled inside another one).
	Commands func(string) string
	msgs     []message
}

// message is one message: its text per CLDR plural form (Other when the
// message has no plural forms).
type message struct {
	id                               string
	zero, one, two, few, many, other string
}

// New returns a printer for lang (one of Supported; English otherwise).
func New(lang string) *Printer {
	for i, l := range Supported {
		if l == lang {
			return &Printer{Lang: lang, msgs: catalogs[i]}
		}
	}
	return &Printer{Lang: lang, msgs: catalogs[0]}
}

// T returns the message id filled with key/value pairs:
// p.T("score.bad_forest", "Value", 8).
func (p *Printer) T(id string, kv ...any) string {
	if len(kv) == 0 {
		return p.localize(id, nil, nil)
	}
	return p.localize(id, nil, pairs(kv))
}

// N returns the plural form of id for count; the template sees .Count.
func (p *Printer) N(id string, count int, kv ...any) string {
	data := pairs(kv)
	data["Count"] = count
	return p.localize(id, count, data)
}

// Map fills id from a map, as core problems carry their values.
func (p *Printer) Map(id string, data map[string]any) string {
	var count any
	if c, ok := data["Count"]; ok {
		count = c
	}
	return p.localize(id, count, data)
}

// Has reports whether id exists in this printer's language.
func (p *Printer) Has(id string) bool { return p.find(id) != nil }

func (p *Printer) find(id string) *message {
	i := sort.Search(len(p.msgs), func(i int) bool { return p.msgs[i].id >= id })
	if i < len(p.msgs) && p.msgs[i].id == id {
		return &p.msgs[i]
	}
	return nil
}

func (p *Printer) localize(id string, count any, data map[string]any) string {
	s := p.fill(id, count, data)
	if p.Commands != nil {
		return p.Commands(s)
	}
	return s
}

func (p *Printer) fill(id string, count any, data map[string]any) string {
	m := p.find(id)
	if m == nil {
		// Never show a blank: the parity test keeps this from happening.
		return "[" + p.shown(id) + "]"
	}
	src := m.other
	if count != nil {
		if s := m.form(pluralForm(p.Lang, count)); s != "" {
			src = s
		}
	}
	if !strings.Contains(src, "{{") {
		if src == "" {
			return "[" + id + "]"
		}
		return src
	}
	if s, ok := p.substitute(src, data); ok {
		if s == "" {
			return "[" + id + "]"
		}
		return s
	}
	resolved := make(map[string]any, len(data))
	for k, v := range data {
		if t, ok := v.(Term); ok {
			resolved[k] = termText{p: p, id: string(t)} // keeps its forms for {{dat .X}}
			continue
		}
		resolved[k] = p.value(v)
	}
	t, err := parsed(src)
	if err != nil {
		return "[" + id + "]"
	}
	var b strings.Builder
	if err := t.Execute(&b, resolved); err != nil || b.Len() == 0 {
		return "[" + id + "]"
	}
	return b.String()
}

func (m *message) form(f pluralCategory) string {
	switch f {
	case formZero:
		return m.zero
	case formOne:
		return m.one
	case formTwo:
		return m.two
	case formFew:
		return m.few
	case formMany:
		return m.many
	}
	return m.other
}

// substitute fills a template whose actions are all plain values
// ("{{.Name}}", spaces allowed), as text/template would, without parsing
// it; ok is false for any other action (if, range, a function, "{{-").
func (p *Printer) substitute(src string, data map[string]any) (string, bool) {
	var b strings.Builder
	b.Grow(len(src) + 16)
	for {
		i := strings.Index(src, "{{")
		if i < 0 {
			b.WriteString(src)
			return b.String(), true
		}
		j := strings.Index(src[i:], "}}")
		if j < 0 {
			return "", false
		}
		name := strings.TrimSpace(src[i+2 : i+j])
		if len(name) < 2 || name[0] != '.' || strings.ContainsAny(name[1:], " .|()$\"-") {
			return "", false
		}
		b.WriteString(src[:i])
		if v, ok := data[name[1:]]; ok && v != nil {
			b.WriteString(toString(p.value(v)))
		} else {
			b.WriteString("<no value>") // text/template's missingkey=default
		}
		src = src[i+j+2:]
	}
}

// templates caches the parsed templates by source text; parsed templates
// are safe to execute from several goroutines.
var templates sync.Map // string → *template.Template

func parsed(src string) (*template.Template, error) {
	if t, ok := templates.Load(src); ok {
		return t.(*template.Template), nil
	}
	// missingkey=default, as go-i18n: a missing value prints "<no value>".
	t, err := template.New("").Option("missingkey=default").Funcs(formFuncs).Parse(src)
	if err != nil {
		return nil, err
	}
	templates.Store(src, t)
	return t, nil
}

// termText is a Term inside a template: it prints as the term's text, and
// the form functions (formFuncs) ask it for another form.
type termText struct {
	p  *Printer
	id string
}

func (t termText) String() string { return t.p.T(t.id) }

// form is the term's form f ("dat"), or its own text when the language
// gives no such form.
func (t termText) form(f string) string {
	if t.p.Has(t.id + "@" + f) {
		return t.p.T(t.id + "@" + f)
	}
	return t.p.T(t.id)
}

// formFuncs are the template functions that pick a term's form, one per
// name in Forms: {{dat .Factory}}. (They reach the term through an
// interface: the printer's templates use these functions.)
var formFuncs = func() template.FuncMap {
	m := template.FuncMap{}
	for _, f := range Forms {
		m[f] = func(v any) any {
			if t, ok := v.(interface{ form(string) string }); ok {
				return t.form(f)
			}
			return v
		}
	}
	return m
}()

// pluralCategory is a CLDR plural category.
type pluralCategory uint8

const (
	formOther pluralCategory = iota
	formZero
	formOne
	formTwo
	formFew
	formMany
)

// pluralForm is the CLDR cardinal category of count in lang, for the
// integers and decimal strings go-i18n accepts (other values: Other). The
// rules are CLDR's (and go-i18n's) for our three languages:
//   - en, de: one for i = 1 and v = 0;
//   - pt: European Portuguese (CLDR pt_PT), the edition's and our
//     locale's language: one for i = 1 and v = 0 ("1 carta", but "0
//     cartas"); many for a non-zero multiple of a million without
//     decimals; other otherwise. CLDR's "pt" is Brazilian, where 0 and 1.5
//     are singular; it is not ours.
func pluralForm(lang string, count any) pluralCategory {
	i, v, ok := operands(count)
	if !ok {
		return formOther
	}
	switch {
	case i == 1 && v == 0:
		return formOne
	case lang == "pt" && v == 0 && i != 0 && i%1000000 == 0:
		return formMany
	}
	return formOther
}

// operands returns CLDR's i (the absolute integer part) and v (the number of
// visible fraction digits) of an integer or a decimal string.
func operands(count any) (i uint64, v int, ok bool) {
	abs := func(n int64) uint64 {
		if n < 0 {
			return uint64(-n)
		}
		return uint64(n)
	}
	switch n := count.(type) {
	case int:
		return abs(int64(n)), 0, true
	case int8:
		return abs(int64(n)), 0, true
	case int16:
		return abs(int64(n)), 0, true
	case int32:
		return abs(int64(n)), 0, true
	case int64:
		return abs(n), 0, true
	case uint:
		return uint64(n), 0, true
	case uint8:
		return uint64(n), 0, true
	case uint16:
		return uint64(n), 0, true
	case uint32:
		return uint64(n), 0, true
	case uint64:
		return n, 0, true
	case string:
		s := strings.TrimPrefix(strings.TrimPrefix(n, "-"), "+")
		whole, frac, _ := strings.Cut(s, ".")
		if whole == "" {
			return 0, 0, false
		}
		for _, r := range whole + frac {
			if r < '0' || r > '9' {
				return 0, 0, false
			}
		}
		for _, r := range whole {
			if i > (1<<63)/10 {
				return 0, 0, false
			}
			i = i*10 + uint64(r-'0')
		}
		return i, len(frac), true
	}
	return 0, 0, false
}

func toString(v any) string { return fmt.Sprint(v) }

func pairs(kv []any) map[string]any {
	m := make(map[string]any, len(kv)/2+1)
	for i := 0; i+1 < len(kv); i += 2 {
		if k, ok := kv[i].(string); ok {
			m[k] = kv[i+1]
		}
	}
	return m
}
