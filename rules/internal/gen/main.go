// Command gen writes rules/topics_gen.go from the topic YAML in locales/;
// run it with `go generate ./rules`.
package main

import (
	"fmt"
	"go/format"
	"os"

	"github.com/pileup-companion/stephens/rules"
)

func main() {
	src, err := rules.GenerateSource(os.DirFS("../locales"))
	if err == nil {
		src, err = format.Source(src)
	}
	if err == nil {
		err = os.WriteFile("topics_gen.go", src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "go generate ./rules:", err)
		os.Exit(1)
	}
}
