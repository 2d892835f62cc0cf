package main

import "github.com/pileup-companion/stephens/rules"

// rulesRenderTopic prints a topic for reading, wrapped to the output width
// (rules.Base.Render).
func rulesRenderTopic(a *app, b *rules.Base, t *rules.Topic) {
	b.Render(a.io.Out, t, rules.ProseWidth(a.io.Width), a.p.Lang, a.p)
}
