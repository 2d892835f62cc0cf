package table

import (
	"net/http"
	"sync"

	"golang.org/x/text/language"

	"github.com/pileup-companion/stephens/locales"
)

// acceptMatcher matches a browser's Accept-Language with our languages,
// built on first use (a command other than table never needs it).
var acceptMatcher = sync.OnceValue(func() language.Matcher {
	tags := make([]language.Tag, len(locales.Supported))
	for i, l := range locales.Supported {
		tags[i] = language.Make(l)
	}
	return language.NewMatcher(tags)
})

// Lang is the asker's language: the cookie "lang" when it names one of
// ours, else the best match of the browser's Accept-Language, else English.
func Lang(r *http.Request) string {
	if c, err := r.Cookie(langCookie); err == nil {
		if l, ok := locales.Match(c.Value); ok {
			return l
		}
	}
	if h := r.Header.Get("Accept-Language"); h != "" {
		tags, _, err := language.ParseAcceptLanguage(h)
		if err == nil && len(tags) > 0 {
			_, i, conf := acceptMatcher().Match(tags...)
			if conf != language.No {
				return locales.Supported[i]
			}
		}
	}
	return locales.Supported[0]
}

// Printer says things in the asker's language.
func Printer(r *http.Request) *locales.Printer { return locales.New(Lang(r)) }
