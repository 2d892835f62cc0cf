// Package locales holds every word the companion says, in English, German and
// Portuguese: UI messages (go-i18n YAML under <lang>/messages) and rule topics
// (<lang>/topics/<slug>.yaml). It also resolves which language to speak.
package locales

import "embed"

// FS holds the locale files: <lang>/messages/*.yaml and <lang>/topics/*.yaml.
//
//go:embed en de pt
var FS embed.FS

// Supported lists the languages the companion speaks, English first (the fallback).
var Supported = []string{"en", "de", "pt"}
