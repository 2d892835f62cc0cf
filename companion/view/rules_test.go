package view

import (
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/rules"
)

func TestRulesTNamesTheOtherGameAndItsCommand(t *testing.T) {
	sc := screen("en", 80, true)
	if got, want := sc.RulesT(rules.Stephens, "short"), sc.P.T("rules.short"); got != want {
		t.Errorf("Stephens: %q, want its own %q", got, want)
	}
	got := sc.RulesT(rules.Game("sintra"), "no_match_hint")
	if !strings.Contains(got, "stephens sintra rules") {
		t.Errorf("Sintra's hint %q does not name its command", got)
	}
}

func TestRuleTopicsPipedSlugFirst(t *testing.T) {
	b, err := rules.Of(rules.Stephens)
	if err != nil {
		t.Fatal(err)
	}
	topics := b.Topics("pt")
	var out strings.Builder
	if err := screen("pt", 80, false).RuleTopics(&out, topics); err != nil {
		t.Fatal(err)
	}
	lines := strings.Split(strings.TrimSpace(out.String()), "\n")
	if len(lines) != len(topics) {
		t.Fatalf("%d lines for %d topics", len(lines), len(topics))
	}
	if want := topics[0].Slug + "\t" + topics[0].Title; lines[0] != want {
		t.Errorf("first line %q, want %q", lines[0], want)
	}
	out.Reset()
	if err := screen("pt", 60, true).RuleTopics(&out, topics); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), topics[0].Slug) {
		t.Errorf("topic table without %s:\n%s", topics[0].Slug, out.String())
	}
}

func TestRuleHitsNumberedForAPersonScoredWhenPiped(t *testing.T) {
	b, err := rules.Of(rules.Stephens)
	if err != nil {
		t.Fatal(err)
	}
	rs := b.Search("en", "reset phase")
	if len(rs) == 0 {
		t.Fatal("no hit for reset phase")
	}
	var out strings.Builder
	if err := screen("en", 80, false).RuleHits(&out, rs[:1]); err != nil {
		t.Fatal(err)
	}
	if f := strings.Split(strings.TrimSpace(out.String()), "\t"); len(f) != 3 || f[0] != rs[0].Slug {
		t.Errorf("piped hit %q: want slug, title, score", out.String())
	}
	out.Reset()
	if err := screen("en", 80, true).RuleHits(&out, rs[:1]); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(out.String(), rs[0].Slug) || !strings.Contains(out.String(), "1") {
		t.Errorf("hit table:\n%s", out.String())
	}
}
