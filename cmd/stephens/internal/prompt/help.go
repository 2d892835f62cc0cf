package prompt

import (
	"errors"
	"io"
	"sync/atomic"
)

// ErrHelp is returned by SelectHelp when the user pressed '?': they asked
// for the rule behind the question, which the caller shows before asking
// again.
var ErrHelp = errors.New("prompt: the rule was asked for")

// SelectHelp is Select with the '?' key: pressing it ends the prompt with
// ErrHelp and the index of the item the cursor was on, for the list to
// come back on it after the rule ('?' is then no search letter). The key
// help over the list says so (Texts.SelectHelpRule).
func (p *Prompter) SelectHelp(label string, items []string, cursor int) (int, error) {
	return p.Choose(label, items, cursor, Choice{Rule: true})
}

// Choice is how a list is asked (Choose).
type Choice struct {
	// Rule: the '?' key asks for the rule (SelectHelp).
	Rule bool
	// Why, per item, says why the rules do not allow it now ("" where
	// they do): Enter on such an item shows the reason under the list,
	// which stays open.
	Why []string
}

// Choose asks for one of items as c says.
func (p *Prompter) Choose(label string, items []string, cursor int, c Choice) (int, error) {
	if !c.Rule {
		return p.runList(label, items, cursor, c.Why)
	}
	var asked atomic.Bool
	p.helpKey = &asked
	defer func() { p.helpKey = nil }()
	i, err := p.runList(label, items, cursor, c.Why)
	if asked.Load() && errors.Is(err, ErrInterrupt) {
		return i, ErrHelp
	}
	return i, err
}

// listKeys is what a list reads its keys from: the shared source, with '?'
// turned into the interrupt key (which ends a promptui list) and noted,
// when the list offers the rule.
func (p *Prompter) listKeys() io.ReadCloser {
	v := p.src.view()
	if p.helpKey == nil {
		return v
	}
	return helpKeys{ReadCloser: v, asked: p.helpKey}
}

// selectHelp is the key help under a list.
func (p *Prompter) selectHelp() string {
	if p.helpKey != nil && p.texts.SelectHelpRule != "" {
		return p.texts.SelectHelpRule
	}
	return p.texts.SelectHelp
}

// helpKeys reads keys, turning '?' into Ctrl-C and noting that it came.
type helpKeys struct {
	io.ReadCloser
	asked *atomic.Bool
}

func (h helpKeys) Read(b []byte) (int, error) {
	n, err := h.ReadCloser.Read(b)
	for i := 0; i < n; i++ {
		if b[i] == '?' {
			b[i] = 3 // Ctrl-C: promptui ends the list at once
			h.asked.Store(true)
		}
	}
	return n, err
}
