package rules

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestDebugQuery(t *testing.T) {
	q := os.Getenv("Q")
	if q == "" {
		t.Skip()
	}
	b, _ := Default()
	lang := os.Getenv("L")
	for _, qq := range strings.Split(q, ";") {
		rs := b.Search(lang, qq)
		fmt.Printf("%q:\n", qq)
		for i, r := range rs {
			if i < 6 {
				fmt.Printf("  %-30s %6.2f %s\n", r.Slug, r.Score, r.Title)
			}
		}
	}
}
