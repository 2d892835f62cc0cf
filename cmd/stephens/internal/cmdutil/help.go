package cmdutil

// Help screens in the user's language. Cobra and pflag write their own
// scaffolding in English ("Usage:", "[flags]", "string", "(default 3)",
// "accepts at most 1 arg(s)"); here every such word comes from the locale
// files instead: usage lines, flag value names and defaults, the help and
// completion commands, and the argument-count errors.

import (
	"fmt"
	"strings"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/companion/view"
	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/locales"
)

// localizeHelp makes root's help, and that of every command under it, speak
// a's language; flag rows and examples fit width. A command's help texts
// are written when its help or usage is shown (laterHelp).
func LocalizeHelp(root *cobra.Command, a *App, width int) {
	p := a.P
	root.SetUsageFunc(func(c *cobra.Command) error {
		a.help.fill(c)
		_, err := fmt.Fprint(c.OutOrStderr(), usageText(c, a, width))
		return err
	})
	// cobra's help, with its text reflowed where a name filled in made a
	// line too long or split a quotation
	root.SetHelpFunc(func(c *cobra.Command, _ []string) {
		a.help.fill(c)
		c.InheritedFlags() // merges the persistent flags, as cobra's own help does
		text := c.Long
		if text == "" {
			text = c.Short
		}
		if text = strings.TrimRight(view.ReflowHelp(text), " \t\n"); text != "" {
			fmt.Fprint(c.OutOrStdout(), text+"\n\n")
		}
		if c.Runnable() || c.HasSubCommands() {
			fmt.Fprint(c.OutOrStdout(), c.UsageString())
		}
	})
	root.SetHelpCommand(&cobra.Command{
		Use:    "help [" + p.T("usage.command_arg") + "]",
		Short:  p.T("lang.help_command"),
		Hidden: true,
		RunE: func(c *cobra.Command, args []string) error {
			target, _, err := c.Root().Find(args)
			if err != nil || target == nil {
				target = c.Root()
			}
			return target.Help()
		},
	})
}

// Command is a command of no arguments: use, its one-line help (the
// message shortKey) and run; a nil run shows its help (a family's parent:
// stephens export, stephens import); help, when given, fills its Long and
// Example later (LaterHelp).
func (a *App) Command(use, shortKey string, run func(cmd *cobra.Command) error, help func(c *cobra.Command)) *cobra.Command {
	if run == nil {
		run = (*cobra.Command).Help
	}
	c := &cobra.Command{Use: use, Short: a.P.T(shortKey), Args: cobra.NoArgs, RunE: func(cmd *cobra.Command, _ []string) error { return run(cmd) }}
	if help != nil {
		a.LaterHelp(c, help)
	}
	return c
}

// helpTexts are the commands' help texts not yet written: a function per
// command that fills its Long and Example.
type helpTexts map[*cobra.Command]func(*cobra.Command)

// laterHelp has fill write c's Long and Example when c's help or usage is
// shown rather than when c is built: only help shows them, they are a
// command's longest texts, and a run builds the commands it does not show
// help for (rules search builds every rules command) before it starts.
// It returns c.
func (a *App) LaterHelp(c *cobra.Command, fill func(c *cobra.Command)) *cobra.Command {
	if a.help == nil {
		a.help = helpTexts{}
	}
	a.help[c] = fill
	return c
}

// fill writes c's help texts, once.
func (h helpTexts) fill(c *cobra.Command) {
	if f, ok := h[c]; ok {
		delete(h, c)
		f(c)
	}
}

// localizeCompletion gives cobra's completion command and its shell
// sub-commands our words (cobra writes them in English).
func LocalizeCompletion(root *cobra.Command, p *locales.Printer) {
	for _, c := range root.Commands() {
		if c.Name() != "completion" {
			continue
		}
		c.Short = p.T("completion.short")
		c.Long = p.T("completion.long")
		// A shell it does not know (tcsh) is refused as an unknown command
		// is, exit 2; alone it shows its help.
		c.Args = cobra.ArbitraryArgs
		c.RunE = func(cmd *cobra.Command, args []string) error {
			if len(args) > 0 {
				return UsageError(p.T("error.unknown_command", "Name", "completion "+args[0]), p.T("files.completion_shells"))
			}
			return cmd.Help()
		}
		for _, sub := range c.Commands() {
			sub.Short = p.T("completion.shell", "Shell", sub.Name())
			sub.Long = p.T("completion.shell_long", "Shell", sub.Name())
			sub.DisableFlagsInUseLine = false // cobra hides [flags] for bash only
			if f := sub.Flags().Lookup("no-descriptions"); f != nil {
				f.Usage = p.T("completion.no_descriptions")
			}
		}
	}
}

// usageText is cobra's usage section (after the command's description)
// in p's language, laid out by view.Screen.Usage, its flag rows and
// examples folded to width.
func usageText(c *cobra.Command, a *App, width int) string {
	p := a.P
	cmdArg := "[" + p.T("usage.command_arg") + "]"
	var u view.Usage
	if c.Runnable() {
		u.Line = c.Use
		if c.HasParent() {
			u.Line = c.Parent().CommandPath() + " " + c.Use
		}
		if c.HasAvailableFlags() && !c.DisableFlagsInUseLine {
			u.Line += " [" + p.T("usage.flags_arg") + "]"
		}
	}
	if c.HasAvailableSubCommands() {
		u.Group, u.More, u.Pad = c.CommandPath()+" "+cmdArg, c.CommandPath()+" "+cmdArg, c.NamePadding()
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				u.Commands = append(u.Commands, view.CommandRow{Name: sub.Name(), Short: sub.Short})
			}
		}
	}
	if len(c.Aliases) > 0 {
		u.Aliases = c.NameAndAliases()
	}
	if c.HasExample() {
		u.Example = c.Example
	}
	if c.HasAvailableLocalFlags() {
		u.Flags = flagRows(c.LocalFlags(), p)
	}
	if c.HasAvailableInheritedFlags() {
		u.Global = flagRows(c.InheritedFlags(), p)
	}
	return a.Screen().Usage(u, width)
}

// flagRows lists flags as pflag does ("  -h, --help   show help"), but
// names a value without a `NAME` in its help by our word for its type,
// and says a default in p's language (view.FlagTable lays them out).
func flagRows(fs *pflag.FlagSet, p *locales.Printer) []view.FlagRow {
	var rows []view.FlagRow
	fs.VisitAll(func(f *pflag.Flag) {
		if f.Hidden {
			return
		}
		head := "      --" + f.Name
		if f.Shorthand != "" && f.ShorthandDeprecated == "" {
			head = "  -" + f.Shorthand + ", --" + f.Name
		}
		name, usage := pflag.UnquoteUsage(f)
		if name != "" && !strings.Contains(f.Usage, "`") {
			name = p.T(valueNameID(f.Value.Type()))
		}
		if name != "" {
			head += " " + name
		}
		if def := flagDefault(f); def != "" {
			usage += " " + p.T("usage.default", "Value", def)
		}
		rows = append(rows, view.FlagRow{Head: head, Usage: usage})
	})
	return rows
}

// valueNameID is the message naming a flag value of a pflag type.
func valueNameID(typ string) string {
	switch typ {
	case "int", "int64", "uint", "count":
		return "usage.value.number"
	}
	return "usage.value.text"
}

// flagDefault is a flag's default as help shows it, or "" when the default
// is the type's zero value (pflag's rule).
func flagDefault(f *pflag.Flag) string {
	switch f.DefValue {
	case "", "false", "0", "[]", "<nil>":
		return ""
	}
	if f.Value.Type() == "string" {
		return fmt.Sprintf("%q", f.DefValue)
	}
	return f.DefValue
}

// maxArgs accepts up to n arguments, naming the extra ones in the user's
// language otherwise (cobra.MaximumNArgs says it in English).
func MaxArgs(p *locales.Printer, n int) cobra.PositionalArgs {
	return func(_ *cobra.Command, args []string) error {
		if len(args) > n {
			return UsageError(p.T("error.too_many_args", "Args", strings.Join(args[n:], " ")))
		}
		return nil
	}
}

// spokenExample is a command's example with its flag values in the
// user's words (view.Screen.SpokenExample).
func SpokenExample(p *locales.Printer, specs walk.Flags, ex string) string {
	return view.Screen{P: p}.SpokenExample(specs, ex)
}
