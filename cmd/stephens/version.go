package main

import (
	"fmt"
	"runtime/debug"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
	"github.com/spf13/cobra"
)

// version is set with -ldflags "-X main.version=..." for releases; otherwise
// the module version from the build info is used.
var version = ""

func newVersionCmd(a *cmdutil.App) *cobra.Command {
	return &cobra.Command{
		Use:   "version",
		Short: a.P.T("version.short"),
		Args:  cobra.NoArgs,
		RunE: func(cmd *cobra.Command, args []string) error {
			_, err := fmt.Fprintln(a.IO.Out, a.P.T("version.line", "Version", currentVersion()))
			return err
		},
	}
}

func currentVersion() string {
	if version != "" {
		return version
	}
	if bi, ok := debug.ReadBuildInfo(); ok && bi.Main.Version != "" && bi.Main.Version != "(devel)" {
		return bi.Main.Version
	}
	return "dev"
}
