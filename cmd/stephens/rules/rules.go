package rules

import (
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/spf13/cobra"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/cmd/stephens/internal/store"
	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/rules"
)

// The rules commands: `stephens rules` (the browser on a terminal, the topic
// list otherwise), `rules list`, `rules show SLUG`, `rules search WORDS`.
// Topics are shown in the user's language whatever language the query was in.
// The same commands serve every game's topics (`stephens sintra rules`,
// rules_games.go), each reading only its own game's.

type rulesOptions struct {
	game  rules.Game
	json  bool
	limit int
	args  []string
}

// runRulesMain is the rules' part of the main job: the browser on a
// terminal, else the help with a hint to the rules commands.
func RunRulesMain(a *cmdutil.App, cmd *cobra.Command) error {
	if a.CanPrompt() {
		return runRulesBrowse(a, rules.Stephens)
	}
	if err := cmd.Help(); err != nil {
		return err
	}
	fmt.Fprint(a.IO.Err, view.ErrorText(a.P.T("error.prefix"), a.P.T("error.hint"), "", []string{a.P.T("rules.no_terminal_hint")}, a.IO.ErrWidth))
	return nil
}

func NewRulesCmd(a *cmdutil.App) *cobra.Command { return NewGameRulesCmd(a, rules.Stephens) }

// newGameRulesCmd makes the rules commands of game g: `stephens rules` for
// Stephens, the `rules` of a game's command group for another.
func NewGameRulesCmd(a *cmdutil.App, g rules.Game) *cobra.Command {
	p := a.P
	cmd := &cobra.Command{
		Use:   "rules",
		Short: rulesT(a, g, "short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			if a.CanPrompt() {
				return runRulesBrowse(a, g)
			}
			return runRulesList(a, rulesOptions{game: g})
		},
	}
	a.LaterHelp(cmd, func(c *cobra.Command) {
		c.Long = rulesT(a, g, "short") + "\n\n" + rulesT(a, g, "long")
		c.Example = view.Indent(rulesT(a, g, "examples"))
	})

	listOpts := rulesOptions{game: g}
	list := &cobra.Command{
		Use:   "list",
		Short: p.T("rules.list_short"),
		Args:  cobra.NoArgs,
		RunE:  func(*cobra.Command, []string) error { return runRulesList(a, listOpts) },
	}
	list.Flags().BoolVar(&listOpts.json, "json", false, p.T("flag.json"))

	showOpts := rulesOptions{game: g}
	show := &cobra.Command{
		Use:   "show " + p.T("rules.arg_slug"),
		Short: p.T("rules.show_short"),
		RunE: func(_ *cobra.Command, args []string) error {
			showOpts.args = args
			return runRulesShow(a, showOpts)
		},
		ValidArgsFunction: func(_ *cobra.Command, args []string, toComplete string) ([]string, cobra.ShellCompDirective) {
			return rulesCompleteSlugs(a, g, args, toComplete), cobra.ShellCompDirectiveNoFileComp
		},
	}
	show.Flags().BoolVar(&showOpts.json, "json", false, p.T("flag.json"))

	searchOpts := rulesOptions{game: g}
	search := &cobra.Command{
		Use:   "search " + p.T("rules.arg_words") + "...",
		Short: p.T("rules.search_short"),
		RunE: func(_ *cobra.Command, args []string) error {
			searchOpts.args = args
			return runRulesSearch(a, searchOpts)
		},
		ValidArgsFunction: cobra.NoFileCompletions,
	}
	search.Flags().BoolVar(&searchOpts.json, "json", false, p.T("flag.json"))
	search.Flags().IntVar(&searchOpts.limit, "limit", 10, p.T("rules.flag_limit"))

	cmd.AddCommand(list, show, search)
	if g == rules.Stephens { // the path walks Stephens' rulebook examples
		cmd.AddCommand(newFirstGameCmd(a))
	}
	return cmd
}

// rulesBase loads the embedded topics of game g; a broken build says so
// (exit 1).
func rulesBase(a *cmdutil.App, g rules.Game) (*rules.Base, error) {
	b, err := rules.Of(g)
	if err != nil {
		return nil, cmdutil.Failure(a.P.T("rules.broken", "Detail", err))
	}
	return b, nil
}

func runRulesList(a *cmdutil.App, opts rulesOptions) error {
	b, err := rulesBase(a, opts.game)
	if err != nil {
		return err
	}
	if opts.json {
		return rulesWriteJSON(a.IO.Out, b.ListJSON(a.P.Lang))
	}
	return a.Screen().RuleTopics(a.IO.Out, b.Topics(a.P.Lang))
}

func runRulesShow(a *cmdutil.App, opts rulesOptions) error {
	if len(opts.args) == 0 {
		return cmdutil.UsageError(a.P.T("rules.need_slug"), rulesT(a, opts.game, "need_slug_hint"))
	}
	b, err := rulesBase(a, opts.game)
	if err != nil {
		return err
	}
	key := strings.Join(opts.args, " ")
	// A slug, title or alias of any language, else the best search hit
	// when it is clearly ahead; otherwise the candidates.
	t, near := b.Resolve(a.P.Lang, key)
	if t == nil {
		hints := []string{}
		if len(near) > 0 {
			hints = append(hints, a.P.T("rules.did_you_mean", "Slugs", strings.Join(b.Named(a.P.Lang, near), ", ")))
		}
		hints = append(hints, rulesT(a, opts.game, "not_found_hint", "Key", rulesShellQuote(key)))
		return cmdutil.Failure(a.P.T("rules.not_found", "Key", key), hints...)
	}
	if opts.json {
		return rulesWriteJSON(a.IO.Out, b.JSON(t))
	}
	rulesRenderTopic(a, b, t)
	return nil
}

func runRulesSearch(a *cmdutil.App, opts rulesOptions) error {
	if len(opts.args) == 0 || strings.TrimSpace(strings.Join(opts.args, "")) == "" {
		return cmdutil.UsageError(a.P.T("rules.need_words"), rulesT(a, opts.game, "need_words_hint"))
	}
	if opts.limit < 0 {
		return cmdutil.UsageError(a.P.T("rules.bad_limit", "Value", opts.limit))
	}
	b, err := rulesBase(a, opts.game)
	if err != nil {
		return err
	}
	query := strings.Join(opts.args, " ")
	rs := b.Search(a.P.Lang, query)
	if len(rs) == 0 {
		return cmdutil.Failure(a.P.T("rules.no_match", "Query", query), rulesT(a, opts.game, "no_match_hint"))
	}
	if opts.limit > 0 && len(rs) > opts.limit {
		rs = rs[:opts.limit]
	}
	if opts.json {
		return rulesWriteJSON(a.IO.Out, rs)
	}
	return a.Screen().RuleHits(a.IO.Out, rs)
}

// rulesCompleteSlugs offers every slug starting with what was typed, with its
// title in the user's language as the description.
func rulesCompleteSlugs(a *cmdutil.App, g rules.Game, args []string, toComplete string) []string {
	if len(args) > 0 {
		return nil
	}
	b, err := rules.Of(g)
	if err != nil {
		return nil
	}
	return b.Complete(a.P.Lang, toComplete)
}

func rulesWriteJSON(w io.Writer, v any) error {
	enc := cmdutil.JSONEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// rulesShellQuote quotes a query of several words for a hint the user can paste.
func rulesShellQuote(s string) string { return store.Quote(s) }

// negativeWords lets a rules search take a negative number as a word of
// the question, as players read it off a track ("what happens at -18"):
// the flag parser would take -18 for a flag (play test pt3 D5). Such
// words after "rules search" go after a "--" at the end, where they are
// words; one right after a flag stays, as that flag's value (--limit -1).
func NegativeWords(args []string) []string {
	at := -1 // "search" after "rules"
	for i := 1; i < len(args) && at < 0; i++ {
		if args[i] == "--" {
			return args
		}
		if args[i] == "search" && args[i-1] == "rules" {
			at = i
		}
	}
	if at < 0 {
		return args
	}
	var keep, moved []string
	for i, arg := range args {
		if arg == "--" {
			keep = append(keep, args[i:]...)
			break
		}
		prev := ""
		if i > 0 {
			prev = args[i-1]
		}
		if i > at && cmdutil.IsNegativeNumber(arg) && !(strings.HasPrefix(prev, "-") && !strings.Contains(prev, "=") && !cmdutil.IsNegativeNumber(prev)) {
			moved = append(moved, arg)
			continue
		}
		keep = append(keep, arg)
	}
	if len(moved) == 0 {
		return args
	}
	if !slices.Contains(keep, "--") {
		keep = append(keep, "--")
	}
	return append(keep, moved...)
}
