package rules

import (
	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/rules"
)

// rulesRenderTopic prints a topic for reading, wrapped to the output width
// (rules.Base.Render).
func rulesRenderTopic(a *cmdutil.App, b *rules.Base, t *rules.Topic) {
	b.Render(a.IO.Out, t, rules.ProseWidth(a.IO.Width), a.P.Lang, a.P)
}
