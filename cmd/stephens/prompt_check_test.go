package main

import (
	"fmt"

	"github.com/spf13/cobra"
)

// A hidden command that exists only in the test binary, so a script can
// drive the prompt adapter through a real pseudo-terminal.
func init() {
	register(func(a *app) *cobra.Command {
		return &cobra.Command{
			Use:    "x-prompt-check",
			Hidden: true,
			RunE: func(cmd *cobra.Command, args []string) error {
				if !a.canPrompt() {
					return a.needAnswer("x-prompt-check", "--answers")
				}
				i, err := a.askChoice("Pick", []string{"alpha", "beta", "gamma"}, 0)
				if err != nil {
					return err
				}
				n, err := a.askInt("Number", 0, 0, 25)
				if err != nil {
					return err
				}
				s, err := a.askText("Name", "", nil)
				if err != nil {
					return err
				}
				ok, err := a.askYes("Sure", true)
				if err != nil {
					return err
				}
				fmt.Fprintf(a.io.Out, "RESULT pick=%d number=%d name=%s sure=%v\n", i, n, s, ok)
				return nil
			},
		}
	})
}
