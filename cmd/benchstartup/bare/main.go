// Command bare is the yardstick of cmd/benchstartup/bench-startup: a cobra binary
// built from the project's go.mod with the same command shapes as stephens
// (rules search, --version, state --json, and the record's history, stats,
// games and export bgstats --all) that does no work of its own.
package main

import (
	"fmt"
	"os"
	"strings"

	"github.com/spf13/cobra"
)

func main() {
	root := &cobra.Command{Use: "stephens", Version: "dev", SilenceUsage: true}
	rules := &cobra.Command{Use: "rules"}
	rules.AddCommand(&cobra.Command{
		Use: "search WORDS...",
		Run: func(_ *cobra.Command, args []string) { fmt.Println("tie-breakers\t" + strings.Join(args, " ")) },
	})
	var asJSON bool
	state := &cobra.Command{
		Use: "state",
		Run: func(*cobra.Command, []string) { fmt.Println("{}") },
	}
	state.Flags().BoolVar(&asJSON, "json", false, "JSON")
	root.AddCommand(rules, state)
	// The record's commands (bench-startup record): the same shapes, no work.
	for _, use := range []string{"history", "stats", "games"} {
		c := &cobra.Command{Use: use, Run: func(*cobra.Command, []string) { fmt.Println("[]") }}
		c.Flags().BoolVar(&asJSON, "json", false, "JSON")
		root.AddCommand(c)
	}
	var all bool
	export := &cobra.Command{Use: "export"}
	bgstats := &cobra.Command{Use: "bgstats", Run: func(*cobra.Command, []string) { fmt.Println("[]") }}
	bgstats.Flags().BoolVar(&all, "all", false, "all")
	export.AddCommand(bgstats)
	root.AddCommand(export)
	if err := root.Execute(); err != nil {
		os.Exit(1)
	}
}
