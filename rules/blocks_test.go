package rules

import (
	"strings"
	"testing"
)

// A topic's body read as WrapText reads it: blank lines part paragraphs,
// "- " and "1. " start items, other lines continue the one before.
func TestBlocks(t *testing.T) {
	got := Blocks("First line\ngoes on.\n\n- one\n  more\n- two\n\n1. step\n2. next\nafter\n\nText\n- item")
	want := []Block{
		{Text: "First line goes on."},
		{Items: []string{"one more", "two"}},
		{Items: []string{"1. step", "2. next after"}},
		{Text: "Text"},
		{Items: []string{"item"}},
	}
	if len(got) != len(want) {
		t.Fatalf("got %q", got)
	}
	for i := range want {
		if got[i].Text != want[i].Text || strings.Join(got[i].Items, "|") != strings.Join(want[i].Items, "|") {
			t.Errorf("block %d: %q, want %q", i, got[i], want[i])
		}
	}
}

// Every topic of every game splits into blocks that keep all its words.
func TestBlocksKeepEveryWord(t *testing.T) {
	for _, g := range Games {
		b, err := Of(g)
		if err != nil {
			t.Fatal(err)
		}
		for _, lang := range Langs {
			for _, tp := range b.Topics(lang) {
				var words []string
				for _, bl := range Blocks(tp.Body) {
					words = append(words, strings.Fields(bl.Text)...)
					for _, it := range bl.Items {
						words = append(words, strings.Fields(it)...)
					}
				}
				all := strings.Fields(tp.Body)
				dashes := 0
				for _, w := range all {
					if w == "-" {
						dashes++
					}
				}
				if len(words) != len(all)-dashes {
					t.Errorf("%s %s/%s: %d words in blocks, %d in the body (%d dashes)", g, lang, tp.Slug, len(words), len(all), dashes)
				}
			}
		}
	}
}
