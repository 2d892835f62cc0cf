// Command gen writes data/facts_gen.go, sintra_gen.go and omg_gen.go from
// the YAML beside them; run it with `go generate ./data`.
package main

import (
	"fmt"
	"go/format"
	"os"

	"github.com/pileup-companion/stephens/data"
)

func main() {
	files, err := data.GenerateAll()
	for _, f := range files {
		if err != nil {
			break
		}
		var src []byte
		if src, err = format.Source(f.Source); err == nil {
			err = os.WriteFile(f.File, src, 0o644)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "go generate ./data:", err)
		os.Exit(1)
	}
}
