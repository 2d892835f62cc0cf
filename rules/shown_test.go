package rules

import (
	"strings"
	"testing"
)

// The topic list, a completion and a refusal's candidates name each topic
// by its slug and its title in the reader's language.
func TestListCompleteNamed(t *testing.T) {
	b, err := Of(Stephens)
	if err != nil {
		t.Fatal(err)
	}
	list := b.ListJSON("de")
	if len(list) != len(b.Topics("de")) || list[0].Slug != b.Topics("de")[0].Slug || list[0].Title != b.Topic("de", list[0].Slug).Title {
		t.Fatalf("list %v", list[:min(3, len(list))])
	}
	slug := list[0].Slug
	got := b.Complete("pt", strings.ToUpper(slug[:3]))
	found := false
	for _, c := range got {
		if !strings.HasPrefix(c, slug[:3]) {
			t.Errorf("%q does not start with %q", c, slug[:3])
		}
		found = found || c == slug+"\t"+b.Topic("pt", slug).Title
	}
	if !found {
		t.Errorf("%s not offered for %q: %q", slug, slug[:3], got)
	}
	if got := b.Complete("en", "zzz-no-such"); len(got) != 0 {
		t.Errorf("offered %q", got)
	}
	if got := b.Named("en", []string{slug}); len(got) != 1 || got[0] != slug+" ("+b.Topic("en", slug).Title+")" {
		t.Errorf("named %q", got)
	}
}
