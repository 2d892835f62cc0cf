package rules

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/drive"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/shared"
	"github.com/pileup-companion/stephens/companion/firstgame"
	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/rules"
)

// `stephens rules first-game [CHAPTER]`: the order in which a new group
// reads the rules, each chapter with its topics and the rulebook's worked
// example as the companion's own core computes it (companion/firstgame).
// On a terminal without a chapter it is a menu, chapter after chapter;
// otherwise the chapters are printed.

func newFirstGameCmd(a *cmdutil.App) *cobra.Command {
	var ids []string
	for _, c := range firstgame.Path {
		ids = append(ids, c.ID)
	}
	return a.LaterHelp(&cobra.Command{
		Use:   "first-game [" + a.P.T("teach.path.arg") + "]",
		Short: a.P.T("teach.path.short"),
		Args:  cmdutil.MaxArgs(a.P, 1),
		ValidArgsFunction: func(_ *cobra.Command, args []string, _ string) ([]string, cobra.ShellCompDirective) {
			if len(args) > 0 {
				return nil, cobra.ShellCompDirectiveNoFileComp
			}
			return ids, cobra.ShellCompDirectiveNoFileComp
		},
		RunE: func(_ *cobra.Command, args []string) error {
			chapter := ""
			if len(args) == 1 {
				chapter = args[0]
			}
			return RunFirstGame(a, chapter)
		},
	}, func(c *cobra.Command) {
		c.Long = a.P.T("teach.path.long")
		c.Example = "  stephens rules first-game\n  stephens rules first-game reset\n  stephens rules first-game 5 --lang de"
	})
}

// runFirstGame shows the path: one chapter when named, the menu on a
// terminal, else every chapter in order.
func RunFirstGame(a *cmdutil.App, chapter string) error {
	p := a.P
	if chapter != "" {
		c, ok := firstgame.Find(strings.ToLower(chapter))
		if !ok {
			return cmdutil.UsageError(p.T("teach.path.no_chapter", "Value", chapter), p.T("error.accepted", "Accepted", view.NoChapter()))
		}
		return printChapter(a, c)
	}
	a.Screen().FirstGameContents(a.IO.Out)
	if !a.CanPrompt() {
		for _, c := range firstgame.Path {
			if err := printChapter(a, c); err != nil {
				return err
			}
		}
		return nil
	}
	return browsePath(a)
}

// printChapter shows a chapter (view.Screen.Chapter) and its worked
// example as the companion's own core computes it.
func printChapter(a *cmdutil.App, c firstgame.Chapter) error {
	named := func(slug string) string { return drive.RuleNamed(a, rules.Stephens, slug) }
	a.Screen().Chapter(a.IO.Out, c, named)
	ex, err := firstgame.Worked(c)
	if err != nil {
		return cmdutil.Failure(a.P.T("teach.path.broken", "Detail", err.Error()))
	}
	a.Screen().ChapterExample(a.IO.Out, ex)
	if ex.Score != nil {
		fmt.Fprintln(a.IO.Out)
		return shared.PrintScore(a, *ex.Score, false)
	}
	drive.PrintLines(a, ex.Lines, false)
	return nil
}

// browsePath is the path on a terminal: pick a chapter (the next one
// offered first), read it, or read one of its topics, until done.
func browsePath(a *cmdutil.App) error {
	p := a.P
	b, err := rulesBase(a, rules.Stephens)
	if err != nil {
		return err
	}
	next := 0
	for {
		labels := append(a.Screen().FirstGameLabels(), p.T("rules.browse_done"))
		k, err := a.AskChoice(p.T("teach.path.ask"), labels, next)
		if err != nil || k == len(firstgame.Path) {
			return err
		}
		c := firstgame.Path[k]
		if err := printChapter(a, c); err != nil {
			return err
		}
		next = min(k+1, len(firstgame.Path))
		if err := chapterTopics(a, b, c); err != nil {
			return err
		}
	}
}

// chapterTopics offers a chapter's topics to read, until the table goes
// on.
func chapterTopics(a *cmdutil.App, b *rules.Base, c firstgame.Chapter) error {
	p := a.P
	for {
		fmt.Fprintln(a.IO.Out)
		labels := []string{p.T("teach.path.go_on")}
		for _, slug := range c.Topics {
			labels = append(labels, p.T("rules.browse_related", "Title", b.Topic(p.Lang, slug).Title))
		}
		k, err := a.AskChoice(p.T("rules.browse_next"), labels, 0)
		if err != nil || k == 0 {
			return err
		}
		fmt.Fprintln(a.IO.Out)
		rulesRenderTopic(a, b, b.Topic(p.Lang, c.Topics[k-1]))
	}
}
