// Command cmd writes locales/messages_gen.go from the message YAML; run it
// with `go generate ./locales`.
package main

import (
	"fmt"
	"os"

	"github.com/pileup-companion/stephens/locales/internal/gen"
)

func main() {
	src, err := gen.Messages(os.DirFS("."))
	if err == nil {
		err = os.WriteFile("messages_gen.go", src, 0o644)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "go generate ./locales:", err)
		os.Exit(1)
	}
}
