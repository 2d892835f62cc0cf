// Command gen writes the generated topics of every game in rules/
// (topics_gen.go for Stephens, topics_<game>_gen.go for the others) from
// the topic YAML in locales/; run it with `go generate ./rules`.
package main

import (
	"fmt"
	"go/format"
	"os"

	"github.com/pileup-companion/stephens/rules"
)

func main() {
	for _, g := range rules.Games {
		src, err := rules.GenerateSource(os.DirFS("../locales"), g)
		if err == nil {
			src, err = format.Source(src)
		}
		if err == nil {
			err = os.WriteFile(rules.GeneratedFile(g), src, 0o644)
		}
		if err != nil {
			fmt.Fprintf(os.Stderr, "go generate ./rules: %s: %v\n", g, err)
			os.Exit(1)
		}
	}
}
