package rules

import (
	"fmt"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/rules"
)

// runRulesBrowse is the interactive rules browser: a topic picker that
// filters as the player types (in any of the three languages, without
// accents, with small typos), then the topic, then a menu of its related
// topics, "search again" and "done", until done or Ctrl-C.
func runRulesBrowse(a *cmdutil.App, g rules.Game) error {
	b, err := rulesBase(a, g)
	if err != nil {
		return err
	}
	lang := a.P.Lang
	topics := b.Topics(lang)
	items := make([]string, len(topics))
	at := make(map[string]int, len(topics))
	for i, t := range topics {
		items[i] = t.Title
		at[t.Slug] = i
	}
	rank := func(input string) []int {
		slugs := b.Rank(lang, input)
		out := make([]int, len(slugs))
		for k, s := range slugs {
			out[k] = at[s]
		}
		return out
	}
	for {
		i, err := a.Searcher().SearchRanked(a.P.T("rules.browse_label"), items, rank)
		if err != nil {
			return err
		}
		again, err := rulesReadOn(a, b, topics[i])
		if err != nil || !again {
			return err
		}
	}
}

// rulesReadOn shows t and follows related topics until the player asks to
// search again (true) or is done (false).
func rulesReadOn(a *cmdutil.App, b *rules.Base, t *rules.Topic) (again bool, err error) {
	for {
		fmt.Fprintln(a.IO.Out)
		rulesRenderTopic(a, b, t)
		fmt.Fprintln(a.IO.Out)
		menu := []string{a.P.T("rules.browse_again")}
		for _, s := range t.Related {
			menu = append(menu, a.P.T("rules.browse_related", "Title", b.Topic(t.Lang, s).Title))
		}
		menu = append(menu, a.P.T("rules.browse_done"))
		k, err := a.AskChoice(a.P.T("rules.browse_next"), menu, 0)
		switch {
		case err != nil:
			return false, err
		case k == 0:
			return true, nil
		case k == len(menu)-1:
			return false, nil
		}
		t = b.Topic(t.Lang, t.Related[k-1])
	}
}
