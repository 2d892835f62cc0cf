package remote

import (
	"net/http"

	"github.com/pileup-companion/stephens/locales"
)

// Lang is the asker's language: the cookie "lang" when it names one of
// ours, else the best match of the browser's Accept-Language, else English.
func Lang(r *http.Request) string {
	if c, err := r.Cookie(langCookie); err == nil {
		if l, ok := locales.Match(c.Value); ok {
			return l
		}
	}
	if l, ok := locales.MatchAccept(r.Header.Get("Accept-Language")); ok {
		return l
	}
	return locales.Supported[0]
}

// Printer says things in the asker's language.
func Printer(r *http.Request) *locales.Printer { return locales.New(Lang(r)) }
