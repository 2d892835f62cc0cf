// Command gen writes data/facts_gen.go from data/facts.yaml; run it with
// `go generate ./data`.
package main

import (
	"fmt"
	"go/format"
	"os"

	"github.com/pileup-companion/stephens/data"
)

func main() {
	src, err := data.GenerateSource(data.FactsYAML)
	if err == nil {
		src, err = format.Source(src)
	}
	if err == nil {
		err = os.WriteFile("facts_gen.go", src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "go generate ./data:", err)
		os.Exit(1)
	}
}
