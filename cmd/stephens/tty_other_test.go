//go:build !unix

package main

import "github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"

// ttyStderr: the pseudo-terminal scripts run on unix only.
func ttyStderr(*cmdutil.IOStreams) {}
