package cmdutil

import (
	"strconv"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// yesNoFlags lets every on/off flag of c and its commands take the
// table's yes and no besides true and false: --reached=nein, --json=não.
func YesNoFlags(c *cobra.Command, p *locales.Printer) {
	wrap := func(f *pflag.Flag) {
		if _, done := f.Value.(*yesNoValue); !done && f.Value.Type() == "bool" {
			f.Value = &yesNoValue{Value: f.Value, p: p}
		}
	}
	c.Flags().VisitAll(wrap)
	c.PersistentFlags().VisitAll(wrap)
	for _, sub := range c.Commands() {
		YesNoFlags(sub, p)
	}
}

// yesNoValue is a bool flag's value that also reads the words of the
// user's language for yes and no (locales word.yes-no.yes/no).
type yesNoValue struct {
	pflag.Value
	p *locales.Printer
}

// IsBoolFlag: the flag alone means yes.
func (v *yesNoValue) IsBoolFlag() bool { return true }

func (v *yesNoValue) Set(s string) error {
	if _, err := strconv.ParseBool(s); err == nil {
		return v.Value.Set(s)
	}
	words := walk.Words{{{Kind: "yes-no", Tokens: []string{walk.Yes, walk.No}}}}
	switch words.Canonical(s, v.p.Words) {
	case walk.Yes:
		return v.Value.Set("true")
	case walk.No:
		return v.Value.Set("false")
	}
	_, err := strconv.ParseBool(s) // the parser's own refusal, which the error mapping knows
	return err
}
