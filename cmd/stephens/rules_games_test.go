package main

import (
	"encoding/json"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/pileup-companion/stephens/rules"
)

// The rules commands of Sintra and Oh My Goods!: exact exit codes, output
// and hints that name the game's own command (no terminal).
func TestGameRulesCommands(t *testing.T) {
	cases := []commandCase{
		{[]string{"sintra", "rules", "show", "broken-glass", "--lang", "de"}, cmdutil.ExitOK, "Bruchglasleiste  [broken-glass]", ""},
		{[]string{"sintra", "rules", "show", "colour-blind-setup"}, cmdutil.ExitOK, "Rulebook: p. 6 (EN)", ""},
		{[]string{"sintra", "rules", "show", "Gleichstand"}, cmdutil.ExitOK, "Tie  [tie-breakers]", ""},
		{[]string{"omg", "rules", "show", "produktionskette", "--lang", "pt"}, cmdutil.ExitOK, "Cadeia de produção  [production-chain]", ""},
		{[]string{"omg", "rules", "show", "french-army"}, cmdutil.ExitError, "", `stephens: hint: search the topics with "stephens omg rules search french-army"`},
		{[]string{"sintra", "rules", "show", "french-army", "--lang", "de"}, cmdutil.ExitError, "", "„stephens sintra rules search french-army --lang de“"},
		{[]string{"sintra", "rules", "show"}, cmdutil.ExitUsage, "", `for example "stephens sintra rules show final-scoring"`},
		{[]string{"omg", "rules", "search"}, cmdutil.ExitUsage, "", `for example "stephens omg rules search production chain"`},
		{[]string{"omg", "rules", "search", "xyzzy", "qwxv"}, cmdutil.ExitError, "", `see every topic with "stephens omg rules list"`},
		{[]string{"sintra", "rules", "search", "tie", "--limit", "-1"}, cmdutil.ExitUsage, "", "--limit must be 0 or more, not -1"},
		{[]string{"sintra", "rules", "search", "joker", "--limit", "1"}, cmdutil.ExitOK, "joker-spaces\tJoker spaces\t", ""},
		{[]string{"omg", "rules", "search", "halbe", "sonne", "--lang", "de"}, cmdutil.ExitOK, "cards\tDie Karten\t", ""},
		{[]string{"sintra", "rules"}, cmdutil.ExitOK, "broken-glass\tBroken glass track", ""},
		{[]string{"omg", "rules", "list", "extra"}, cmdutil.ExitUsage, "", ""},
		{[]string{"sintra"}, cmdutil.ExitOK, "rules", ""},
		{[]string{"rules", "show", "glazier"}, cmdutil.ExitError, "", `search the topics with "stephens rules search glazier"`},
		// The first-game path reads Stephens' rulebook (Pedro's turn,
		// Maria's 111 VP): the other games have none.
		{[]string{"omg", "rules", "first-game"}, cmdutil.ExitUsage, "", `unknown command "first-game"`},
		{[]string{"sintra", "rules", "first-game", "2"}, cmdutil.ExitUsage, "", `unknown command "first-game"`},
		{[]string{"rules", "first-game", "2"}, cmdutil.ExitOK, "Pedro", ""},
	}
	checkCommands(t, cases)
}

// Issue 23, "Must show": the counts asked for stand in a top-3 topic, and
// both games list the same topics in en, de and pt.
func TestGameRulesMustShow(t *testing.T) {
	for _, c := range []struct {
		args []string
		has  string
	}{
		{[]string{"sintra", "rules", "search", "how", "many", "factory", "displays", "with", "3", "players"}, "7 with 3 players"},
		{[]string{"omg", "rules", "search", "how", "many", "assistants", "in", "a", "3", "player", "game"}, "6 with 3 players"},
	} {
		code, out, stderr := runWith(t, nil, append(c.args, "--json", "--limit", "3")...)
		if code != cmdutil.ExitOK {
			t.Fatalf("%v: exit %d: %s", c.args, code, stderr)
		}
		var rs []rules.Result
		if err := json.Unmarshal([]byte(out), &rs); err != nil || len(rs) == 0 || len(rs) > 3 {
			t.Fatalf("%v: %v %s", c.args, err, out)
		}
		found := false
		for _, r := range rs {
			_, show, _ := runWith(t, nil, c.args[0], "rules", "show", r.Slug)
			found = found || strings.Contains(show, c.has)
		}
		if !found {
			t.Errorf("%v: no top-3 topic (%v) says %q", c.args, rs, c.has)
		}
	}
	for _, game := range []string{"sintra", "omg"} {
		var en []string
		for _, lang := range []string{"en", "de", "pt"} {
			_, out, _ := runWith(t, nil, game, "rules", "list", "--json", "--lang", lang)
			var list []struct{ Slug, Title string }
			if err := json.Unmarshal([]byte(out), &list); err != nil || len(list) < 20 {
				t.Fatalf("%s list --lang %s: %v (%d topics)", game, lang, err, len(list))
			}
			var slugs []string
			for _, it := range list {
				slugs = append(slugs, it.Slug)
			}
			if lang == "en" {
				en = slugs
			} else if !slices.Equal(slugs, en) {
				t.Errorf("%s: %s lists %v, en %v", game, lang, slugs, en)
			}
		}
	}
}

// show --json of a game's topic has the fields of Stephens' topics, the
// English page the rulebook cites and related topics of the same game.
func TestGameRulesShowJSON(t *testing.T) {
	_, out, _ := runWith(t, nil, "sintra", "rules", "show", "colour-blind-setup", "--json", "--lang", "pt")
	var show struct {
		Slug, Lang, Title string
		Pages             map[string][]int
		Related           []struct{ Slug, Title string }
		EditionNotes      []any `json:"edition_notes"`
	}
	if err := json.Unmarshal([]byte(out), &show); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	if show.Slug != "colour-blind-setup" || show.Lang != "pt" || show.Title != "Jogar quando as cores são difíceis de distinguir" {
		t.Errorf("show = %+v", show)
	}
	if !slices.Equal(show.Pages["en"], []int{6}) || len(show.Pages["de"])+len(show.Pages["pt"]) != 0 {
		t.Errorf("pages = %v, want p. 6 of the English rulebook only", show.Pages)
	}
	if len(show.Related) == 0 || show.Related[0].Slug != "general-setup" || show.Related[0].Title != "Preparação do jogo" {
		t.Errorf("related = %+v", show.Related)
	}
	if show.EditionNotes == nil {
		t.Error("edition_notes is missing")
	}
}

// The first-game path names each topic with the command that opens it; a
// narrow screen puts the command on its own line, never split.
func TestFirstGameKeepsCommandsWhole(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		code, stdout, stderr := runWith(t, nil, "rules", "first-game", "--lang", lang)
		if code != cmdutil.ExitOK {
			t.Fatalf("%s: exit %d: %s", lang, code, stderr)
		}
		whole := 0
		for _, line := range strings.Split(stdout, "\n") {
			if strings.HasSuffix(line, "stephens rules show") || strings.HasSuffix(line, "stephens rules") || strings.HasSuffix(line, " stephens") {
				t.Errorf("%s: a command split at the line's end: %q", lang, line)
			}
			if strings.Contains(line, "stephens rules show ") {
				whole++
			}
		}
		if whole < 15 {
			t.Errorf("%s: only %d topic commands shown:\n%s", lang, whole, stdout)
		}
	}
}
