package view

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/companion/fold"
	"github.com/pileup-companion/stephens/companion/walk"
)

// Help screens laid out in the reader's language: the usage section
// after a command's description (its usage lines, examples, commands and
// flags, in the order a command-line tool lists them), an example said
// in the reader's words, and a help text folded where a filled-in name
// made it rough. The front end gathers what a command has (Usage); the
// layout is here.

// Usage is what a command's usage section lists.
type Usage struct {
	Line     string       // how the command runs ("stephens state [flags]"); "" when it only groups commands
	Group    string       // how a command of the group runs ("stephens rules [command]"); "" when it has none
	Aliases  string       // its name and aliases; "" when it has none
	Example  string       // its examples, one a line
	Commands []CommandRow // its commands
	Pad      int          // the width of the commands' name column
	Flags    []FlagRow    // its own flags
	Global   []FlagRow    // the flags it inherits
	More     string       // the command to ask for a command's help; "" when it has none
}

// CommandRow is a command as its group's usage lists it.
type CommandRow struct{ Name, Short string }

// FlagRow is a flag as a usage lists it: its names and value ("  -s,
// --seed NUMBER") and what it does, its default said.
type FlagRow struct{ Head, Usage string }

// Usage lays out a command's usage section, its rows and examples folded
// to width.
func (sc Screen) Usage(u Usage, width int) string {
	p := sc.P
	var b strings.Builder
	b.WriteString(p.T("usage.usage"))
	if u.Line != "" {
		b.WriteString("\n  " + u.Line)
	}
	if u.Group != "" {
		b.WriteString("\n  " + u.Group)
	}
	if u.Aliases != "" {
		b.WriteString("\n\n" + p.T("usage.aliases") + "\n  " + u.Aliases)
	}
	if u.Example != "" {
		b.WriteString("\n\n" + p.T("usage.examples") + "\n" + ExamplesText(u.Example, width))
	}
	if len(u.Commands) > 0 {
		b.WriteString("\n\n" + p.T("usage.commands"))
		for _, c := range u.Commands {
			b.WriteString("\n" + fold.AfterKept(fmt.Sprintf("  %-*s ", u.Pad, c.Name), c.Short, width))
		}
	}
	if len(u.Flags) > 0 {
		b.WriteString("\n\n" + p.T("usage.flags") + "\n" + FlagTable(u.Flags, width))
	}
	if len(u.Global) > 0 {
		b.WriteString("\n\n" + p.T("usage.global_flags") + "\n" + FlagTable(u.Global, width))
	}
	if u.More != "" {
		b.WriteString("\n\n" + p.T("usage.more", "Cmd", u.More))
	}
	b.WriteString("\n")
	return b.String()
}

// FlagTable lists flags in two columns, each help folded to width under
// its first line. A flag whose name and value are too long for the
// column (--bonus-worker NAME:create:SIDE:ROW:DISK) has its help on the
// lines below, so the others keep room for theirs.
func FlagTable(rows []FlagRow, width int) string {
	column := 0
	for _, r := range rows {
		column = max(column, utf8.RuneCountInString(r.Head))
	}
	col := min(column, max(24, width*2/5))
	pad := strings.Repeat(" ", col+3)
	var b strings.Builder
	for i, r := range rows {
		if i > 0 {
			b.WriteString("\n")
		}
		if n := utf8.RuneCountInString(r.Head); n <= col {
			b.WriteString(fold.AfterKept(r.Head+strings.Repeat(" ", col-n+3), r.Usage, width))
		} else {
			b.WriteString(r.Head + "\n" + fold.AfterKept(pad, r.Usage, width))
		}
	}
	return b.String()
}

// ExamplesText indents every example line by two spaces, as a usage
// lists them, and breaks a command longer than width before its flags,
// each line but the last ending in " \" as a shell continues a command,
// so a folded example still runs when pasted.
func ExamplesText(ex string, width int) string {
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

// SpokenExample is a command's example with its flag values in the
// reader's words ("--furnace unten-links" in German): each value a flag
// with Words takes is said as the screens say it (walk.Words.Spoken).
func (sc Screen) SpokenExample(specs walk.Flags, ex string) string {
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
					fields[j+1] = s.Words.Spoken(fields[j+1], sc.P.Words)
				}
			}
		}
		lines[i] = strings.Join(fields, " ")
	}
	return strings.Join(lines, "\n")
}

// HelpWidth is the width help text keeps to.
const HelpWidth = 78

// ReflowHelp rewraps the plain paragraphs of a help text (no indented
// lines, no command examples) that have a line over 80 columns or a
// quotation split over two lines («...», „...“ or "..."), as a filled-in
// name or a hand-wrapped message can leave them; every other paragraph
// is left as written.
func ReflowHelp(s string) string {
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
			paras[i] = fold.Text(strings.Join(strings.Fields(para), " "), HelpWidth)
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
