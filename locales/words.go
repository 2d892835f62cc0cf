package locales

import "strings"

// Word is one token of a flag's value (a player colour "red", a position
// "upper-left", a cube colour "orange") as the user's language writes it
// on the command line. Its words are the message "word.<Kind>.<Token>":
// a comma-separated list, the first the one the screens show ("straff,
// schwer" for the hard Spielmodus). Flags and files keep the token; a
// front end accepts any of the words for it and names the first where it
// lists what is accepted.
type Word struct{ Kind, Token string }

// WordList is a List of the tokens of one kind, each as a Word: what a
// message lists as accepted ("rot, gelb, grau, türkis").
func WordList(kind string, tokens ...string) List {
	items := make([]any, len(tokens))
	for i, t := range tokens {
		items[i] = Word{kind, t}
	}
	return List{Items: items}
}

// Words lists the words for a token in the printer's language, the
// first the one the screens show; nil when the language has none (the
// token alone is the word).
func (p *Printer) Words(kind, token string) []string {
	id := "word." + kind + "." + token
	if !p.Has(id) {
		return nil
	}
	var out []string
	for _, w := range strings.Split(p.T(id), ",") {
		if w = strings.TrimSpace(w); w != "" {
			out = append(out, w)
		}
	}
	return out
}

// word is how a Word reads: its first word, or the token itself.
func (p *Printer) word(w Word) string {
	if ws := p.Words(w.Kind, w.Token); len(ws) > 0 {
		return ws[0]
	}
	return w.Token
}
