package locales

import (
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
	"gopkg.in/yaml.v3"
)

// Term is a message ID used as a template value: the printer replaces it with
// its text before filling the template, so the core can name game terms
// (a furnace, an ability) without knowing the language.
type Term string

// Printer speaks one language. The zero value is not usable; call New.
type Printer struct {
	Lang string
	// Shown, when set, is applied to every plain value a message names
	// (a name, a path, a value the user gave), never to the messages
	// themselves: the CLI escapes there what a terminal must not get raw.
	Shown func(string) string
	loc   *i18n.Localizer
}

var (
	bundleOnce sync.Once
	bundle     *i18n.Bundle
	bundleErr  error
)

func loadBundle() (*i18n.Bundle, error) {
	bundleOnce.Do(func() {
		b := i18n.NewBundle(language.English)
		b.RegisterUnmarshalFunc("yaml", yaml.Unmarshal)
		for _, lang := range Supported {
			files, err := fs.Glob(FS, lang+"/messages/*.yaml")
			if err != nil {
				bundleErr = err
				return
			}
			sort.Strings(files)
			for _, f := range files {
				buf, err := FS.ReadFile(f)
				if err != nil {
					bundleErr = err
					return
				}
				// go-i18n reads the language from the file name: area.<lang>.yaml
				name := strings.TrimSuffix(path.Base(f), ".yaml") + "." + lang + ".yaml"
				if _, err := b.ParseMessageFileBytes(buf, name); err != nil {
					bundleErr = fmt.Errorf("locales: %s: %w", f, err)
					return
				}
			}
		}
		bundle = b
	})
	return bundle, bundleErr
}

// New returns a printer for lang (one of Supported).
func New(lang string) *Printer {
	b, err := loadBundle()
	if err != nil {
		// The embedded files are checked by the tests; a broken build is a bug.
		panic(err)
	}
	return &Printer{Lang: lang, loc: i18n.NewLocalizer(b, lang, "en")}
}

// T returns the message id filled with key/value pairs:
// p.T("score.bad_forest", "Value", 8).
func (p *Printer) T(id string, kv ...any) string {
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
func (p *Printer) Has(id string) bool {
	_, tag, err := p.loc.LocalizeWithTag(&i18n.LocalizeConfig{MessageID: id})
	return err == nil && tag.String() == p.Lang
}

func (p *Printer) localize(id string, count any, data map[string]any) string {
	resolved := make(map[string]any, len(data))
	for k, v := range data {
		resolved[k] = p.value(v)
	}
	s, err := p.loc.Localize(&i18n.LocalizeConfig{MessageID: id, TemplateData: resolved, PluralCount: count})
	if err != nil || s == "" {
		// Never show a blank: the parity test keeps this from happening.
		return "[" + p.shown(id) + "]"
	}
	return s
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
