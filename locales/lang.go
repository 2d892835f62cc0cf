package locales

import (
	"fmt"
	"strings"
	"sync"

	"golang.org/x/text/language"
)

// matcher is built on first use: most settings name a language by its
// primary subtag ("de_DE.UTF-8") and never need it.
var matcher = sync.OnceValue(func() language.Matcher {
	return language.NewMatcher([]language.Tag{language.English, language.German, language.Portuguese})
})

// Match maps a user's language value ("de", "de_DE.UTF-8", "pt-BR", "Português")
// to a supported language. ok is false when it names none of ours.
func Match(value string) (lang string, ok bool) {
	v := strings.TrimSpace(value)
	if i := strings.IndexAny(v, ".@"); i >= 0 {
		v = v[:i] // strip .UTF-8 and @euro
	}
	v = strings.ReplaceAll(v, "_", "-")
	if v == "" || v == "C" || v == "POSIX" {
		return "", false
	}
	switch strings.ToLower(v) {
	case "english", "englisch", "inglês", "ingles":
		return "en", true
	case "deutsch", "german", "alemão", "alemao":
		return "de", true
	case "português", "portugues", "portuguese", "portugiesisch":
		return "pt", true
	}
	primary, _, _ := strings.Cut(strings.ToLower(v), "-")
	for _, l := range Supported {
		if primary == l {
			return l, true
		}
	}
	tag, err := language.Parse(v)
	if err != nil {
		return "", false
	}
	_, idx, conf := matcher().Match(tag)
	if conf < language.High {
		return "", false
	}
	return Supported[idx], true
}

// UnsupportedError says a language setting named none of ours.
type UnsupportedError struct {
	Source string // "--lang" or an environment variable
	Value  string
}

func (e *UnsupportedError) Error() string {
	return fmt.Sprintf("%s %q is not a supported language (en, de, pt)", e.Source, e.Value)
}

// Resolve picks the language: the --lang flag, else STEPHENS_LANG, else the
// first of LANGUAGE (a colon list), LC_ALL, LC_MESSAGES and LANG that names a
// supported language, else English. An explicit flag or STEPHENS_LANG that
// names no supported language is an error (returned with the language to
// say so in); the system variables are only hints.
func Resolve(flag string, getenv func(string) string) (string, error) {
	if flag != "" {
		if l, ok := Match(flag); ok {
			return l, nil
		}
		// Say so in the language the environment speaks.
		l, _ := Resolve("", getenv)
		return l, &UnsupportedError{Source: "--lang", Value: flag}
	}
	if v := getenv("STEPHENS_LANG"); v != "" {
		if l, ok := Match(v); ok {
			return l, nil
		}
		return "en", &UnsupportedError{Source: "STEPHENS_LANG", Value: v}
	}
	for _, name := range []string{"LANGUAGE", "LC_ALL", "LC_MESSAGES", "LANG"} {
		for _, v := range strings.Split(getenv(name), ":") {
			if l, ok := Match(v); ok {
				return l, nil
			}
		}
	}
	return "en", nil
}

// MatchAccept picks our language from a browser's Accept-Language header
// ("de-CH, en;q=0.5"), by the weights and the matcher Match uses; ok is
// false when it names none of ours.
func MatchAccept(header string) (lang string, ok bool) {
	tags, _, err := language.ParseAcceptLanguage(header)
	if err != nil || len(tags) == 0 {
		return "", false
	}
	_, i, conf := matcher().Match(tags...)
	if conf == language.No {
		return "", false
	}
	return Supported[i], true
}
