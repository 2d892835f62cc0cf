package locales

import (
	"fmt"
	"reflect"
	"strings"
)

// Msg is a message ID with the values it names, rendered later in the
// printer's language. The core builds Msgs (questions, lines of a
// walkthrough, descriptions of events) without knowing the language; a
// value may itself be a Term, a Msg or a List, rendered first.
type Msg struct {
	ID   string
	Args map[string]any
}

// M builds a Msg from key/value pairs: M("game.next", "Name", "Ana").
func M(id string, kv ...any) Msg { return Msg{ID: id, Args: pairs(kv)} }

// With returns a copy of m with one more value.
func (m Msg) With(key string, v any) Msg {
	args := make(map[string]any, len(m.Args)+1)
	for k, x := range m.Args {
		args[k] = x
	}
	args[key] = v
	return Msg{ID: m.ID, Args: args}
}

// List is a value rendered as its items (strings, Terms, Msgs) joined by
// Sep, ", " when Sep is empty; an empty list renders as Empty (a message
// ID, "game.none" when empty).
type List struct {
	Items []any
	Sep   string
	Empty string
}

// Render writes a Msg in the printer's language.
func (p *Printer) Render(m Msg) string { return p.Map(m.ID, m.Args) }

// value renders one template value: Terms, Msgs and Lists become text,
// plain text goes through Shown, numbers are left as they are.
func (p *Printer) value(v any) any {
	switch x := v.(type) {
	case Term:
		return p.T(string(x))
	case Word:
		return p.word(x)
	case Msg:
		return p.Render(x)
	case List:
		if len(x.Items) == 0 {
			empty := x.Empty
			if empty == "" {
				empty = "game.none"
			}
			return p.T(empty)
		}
		sep := x.Sep
		if sep == "" {
			sep = ", "
		}
		parts := make([]string, len(x.Items))
		for i, it := range x.Items {
			if s, ok := p.value(it).(string); ok {
				parts[i] = s
			} else {
				parts[i] = toString(p.value(it))
			}
		}
		return strings.Join(parts, sep)
	case error, fmt.Stringer:
		return p.shown(fmt.Sprint(x))
	}
	if r := reflect.ValueOf(v); r.Kind() == reflect.String { // text, or a named text type
		return p.shown(r.String())
	}
	return v
}

// shown passes plain text through the printer's Shown.
func (p *Printer) shown(s string) string {
	if p.Shown == nil {
		return s
	}
	return p.Shown(s)
}

// Text renders any value the core uses for words (a Term, a Msg, a List,
// or plain text) in the printer's language.
func (p *Printer) Text(v any) string { return toString(p.value(v)) }
