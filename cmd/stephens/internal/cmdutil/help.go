package cmdutil

// Help screens in the user's language. Cobra and pflag write their own
// scaffolding in English ("Usage:", "[flags]", "string", "(default 3)",
// "accepts at most 1 arg(s)"); here every such word comes from the locale
// files instead: usage lines, flag value names and defaults, the help and
// completion commands, and the argument-count errors.

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/spf13/cobra"
	"github.com/spf13/pflag"

	"github.com/pileup-companion/stephens/companion/fold"
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
		_, err := fmt.Fprint(c.OutOrStderr(), usageText(c, p, width))
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
		if text = strings.TrimRight(reflowHelp(text), " \t\n"); text != "" {
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

// usageText is cobra's usage section (after the command's description),
// laid out as cobra lays it out, in p's language, its flag rows and
// examples folded to width.
func usageText(c *cobra.Command, p *locales.Printer, width int) string {
	var b strings.Builder
	cmdArg := "[" + p.T("usage.command_arg") + "]"
	b.WriteString(p.T("usage.usage"))
	if c.Runnable() {
		line := c.Use
		if c.HasParent() {
			line = c.Parent().CommandPath() + " " + c.Use
		}
		if c.HasAvailableFlags() && !c.DisableFlagsInUseLine {
			line += " [" + p.T("usage.flags_arg") + "]"
		}
		b.WriteString("\n  " + line)
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n  " + c.CommandPath() + " " + cmdArg)
	}
	if len(c.Aliases) > 0 {
		b.WriteString("\n\n" + p.T("usage.aliases") + "\n  " + c.NameAndAliases())
	}
	if c.HasExample() {
		b.WriteString("\n\n" + p.T("usage.examples") + "\n" + examplesText(c.Example, width))
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n" + p.T("usage.commands"))
		for _, sub := range c.Commands() {
			if sub.IsAvailableCommand() || sub.Name() == "help" {
				b.WriteString("\n" + fold.After(fmt.Sprintf("  %-*s ", sub.NamePadding(), sub.Name()), sub.Short, width))
			}
		}
	}
	if c.HasAvailableLocalFlags() {
		b.WriteString("\n\n" + p.T("usage.flags") + "\n" + flagUsages(c.LocalFlags(), p, width))
	}
	if c.HasAvailableInheritedFlags() {
		b.WriteString("\n\n" + p.T("usage.global_flags") + "\n" + flagUsages(c.InheritedFlags(), p, width))
	}
	if c.HasAvailableSubCommands() {
		b.WriteString("\n\n" + p.T("usage.more", "Cmd", c.CommandPath()+" "+cmdArg))
	}
	b.WriteString("\n")
	return b.String()
}

// flagUsages lists flags as pflag does ("  -h, --help   show help"), but
// names a value without a `NAME` in its help by our word for its type,
// says a default in p's language, and folds each help to width under its
// first line. A flag whose name and value are too long for the column
// (--bonus-worker NAME:create:SIDE:ROW:DISK) has its help on the lines
// below, so the others keep room for theirs.
func flagUsages(fs *pflag.FlagSet, p *locales.Printer, width int) string {
	type row struct{ head, usage string }
	var rows []row
	column := 0
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
		rows = append(rows, row{head, usage})
		column = max(column, utf8.RuneCountInString(head))
	})
	col := min(column, max(24, width*2/5))
	pad := strings.Repeat(" ", col+3)
	var b strings.Builder
	for i, r := range rows {
		if i > 0 {
			b.WriteString("\n")
		}
		if n := utf8.RuneCountInString(r.head); n <= col {
			b.WriteString(fold.After(r.head+strings.Repeat(" ", col-n+3), r.usage, width))
		} else {
			b.WriteString(r.head + "\n" + fold.After(pad, r.usage, width))
		}
	}
	return b.String()
}

// examplesText indents every example line by two spaces, as cobra lists
// them, and breaks a command longer than width before its flags, each
// line but the last ending in " \" as a shell continues a command, so a
// folded example still runs when pasted.
func examplesText(ex string, width int) string {
	lines := strings.Split(ex, "\n")
	for i, line := range lines {
		if line != "" && !strings.HasPrefix(line, " ") {
			line = "  " + line
		}
		switch {
		case utf8.RuneCountInString(line) <= width:
		case strings.Contains(line, " # "):
			line = fold.Row(line, width)
		default:
			line = fold.Command(line, width)
		}
		lines[i] = line
	}
	return strings.Join(lines, "\n")
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
// user's words ("--furnace unten-links" in German): each value a flag
// with Words takes is said as the screens say it (walk.Words.Spoken).
func SpokenExample(p *locales.Printer, specs walk.Flags, ex string) string {
	lines := strings.Split(ex, "\n")
	for i, line := range lines {
		fields := strings.Split(line, " ")
		for j := 0; j+1 < len(fields); j++ {
			name, ok := strings.CutPrefix(fields[j], "--")
			if !ok {
				continue
			}
			for _, s := range specs {
				if s.Name == name && len(s.Words) > 0 {
					fields[j+1] = s.Words.Spoken(fields[j+1], p.Words)
				}
			}
		}
		lines[i] = strings.Join(fields, " ")
	}
	return strings.Join(lines, "\n")
}

// helpWidth is the width help text keeps to.
const helpWidth = 78

// reflowHelp rewraps the plain paragraphs of a help text (no indented
// lines, no command examples) that have a line over 80 columns or a
// quotation split over two lines («...», „...“ or "..."), as a filled-in
// name or a hand-wrapped message can leave them;
// every other paragraph is left as written.
func reflowHelp(s string) string {
	paras := strings.Split(s, "\n\n")
	for i, para := range paras {
		lines := strings.Split(para, "\n")
		plain, rough := true, false
		for _, l := range lines {
			if strings.HasPrefix(l, " ") || strings.HasPrefix(l, "stephens ") {
				plain = false
			}
			if utf8.RuneCountInString(l) > 80 || strings.Count(l, "«") != strings.Count(l, "»") || strings.Count(l, "„") != strings.Count(l, "“") || strings.Count(l, `"`)%2 != 0 {
				rough = true
			}
		}
		if plain && rough {
			paras[i] = WrapTo(strings.Join(strings.Fields(para), " "), helpWidth)
			continue
		}
		for j, l := range lines {
			if strings.HasPrefix(l, " ") && utf8.RuneCountInString(l) > 80 {
				lines[j] = fold.Row(l, 80)
			}
		}
		paras[i] = strings.Join(lines, "\n")
	}
	return strings.Join(paras, "\n\n")
}
