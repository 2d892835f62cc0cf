package view

import (
	"fmt"
	"io"
	"strconv"

	"github.com/olekukonko/tablewriter"

	"github.com/pileup-companion/stephens/rules"
)

// The rules' topic lists and search hits, for the terminal's rules
// commands and the page's rules browser.

// RulesT renders the rules message key for game g: Stephens' own
// ("rules.<key>"), or the one for another game ("gamerules.<key>", else
// "gamerules.<game>.<key>"), given the game's name and its command.
func (sc Screen) RulesT(g rules.Game, key string, args ...any) string {
	p := sc.P
	if g == rules.Stephens {
		return p.T("rules."+key, args...)
	}
	args = append(args, "Game", p.T("gamerules."+string(g)+".name"), "Cmd", "stephens "+string(g)+" rules")
	if id := "gamerules." + string(g) + "." + key; p.Has(id) {
		return p.T(id, args...)
	}
	return p.T("gamerules."+key, args...)
}

// RuleTopics writes the topics: for a person a table of titles and slugs;
// piped one line a topic, slug first, tab-separated (for cut and friends).
func (sc Screen) RuleTopics(w io.Writer, topics []*rules.Topic) error {
	if !sc.Person {
		for _, t := range topics {
			fmt.Fprintf(w, "%s\t%s\n", t.Slug, t.Title)
		}
		return nil
	}
	rows := make([][]string, 0, len(topics))
	for _, t := range topics {
		rows = append(rows, []string{t.Title, t.Slug})
	}
	return sc.rulesTable(w, []string{sc.P.T("rules.col_title"), sc.P.T("rules.col_slug")}, rows)
}

// RuleHits writes a search's hits, best first: for a person a numbered
// table of titles and slugs; piped one line a hit: slug, title, score.
func (sc Screen) RuleHits(w io.Writer, rs []rules.Result) error {
	if !sc.Person {
		for _, r := range rs {
			fmt.Fprintf(w, "%s\t%s\t%.2f\n", r.Slug, r.Title, r.Score)
		}
		return nil
	}
	rows := make([][]string, 0, len(rs))
	for i, r := range rs {
		rows = append(rows, []string{strconv.Itoa(i + 1), r.Title, r.Slug})
	}
	return sc.rulesTable(w, []string{"#", sc.P.T("rules.col_title"), sc.P.T("rules.col_slug")}, rows)
}

// rulesTable writes a box table (tablewriter's headers) within the width.
func (sc Screen) rulesTable(w io.Writer, header []string, rows [][]string) error {
	tbl := tablewriter.NewTable(w, tablewriter.WithMaxWidth(sc.Width))
	hs := make([]any, len(header))
	for i, h := range header {
		hs[i] = h
	}
	tbl.Header(hs...)
	for _, r := range rows {
		if err := tbl.Append(r); err != nil {
			return err
		}
	}
	return tbl.Render()
}
