package main

import (
	"fmt"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/companion/fold"
)

// flagRow is a flag's row in --help: its name and the placeholder of its
// value ("      --colours FARBEN   ...", or its help on the lines below
// when the two are long). An example folded before a flag is no row.
var flagRow = regexp.MustCompile(`(?m)^\s+(?:-\w, )?--([a-z-]+) (\S+)(?: {2,}|\n {10,}\S)`)

// placeholderNouns are the nouns a placeholder may be made of: each says
// what the value is, in the language of the screen (NAME:CUBES,
// NAME:STEINE, NOME:CUBOS). N stands for a number, SP/PV/VP for victory
// points, YAML and ID for themselves.
var placeholderNouns = map[string][]string{
	"en": {"NAME", "NAMES", "FILE", "LANGUAGE", "N", "COLOUR", "COLOURS", "DECK", "ABILITY", "ABILITIES", "LEVEL",
		"EFFECTS", "SPACE", "SPACES", "POSITION", "POSITIONS", "DISK", "DISKS", "SIDE", "ROW", "CUBES", "ACTION", "ARROW",
		"FURNACE", "START", "BONUS", "PLAYERS", "VP", "COINS", "DURATION", "PLACE", "TEXT", "ID", "YAML", "CODE", "DATE", "ADDRESS", "PORT"},
	"de": {"NAME", "NAMEN", "DATEI", "SPRACHE", "PARTIE", "ZAHL", "ANZAHL", "FARBEN", "SCHEIBE", "SCHEIBEN", "STAPEL",
		"FÄHIGKEIT", "MODUS", "STUFE", "FELD", "FELDER", "EFFEKTE", "POSITION", "POSITIONEN", "AKTION", "PFEIL", "SEITE",
		"REIHE", "STEINE", "ERTRAG", "OFEN", "START", "DAUER", "ORT", "TEXT", "THEMA", "WÖRTER", "PERSONEN", "BOGEN",
		"KOSTEN", "PLATZ", "KARTE", "FÄHIGKEITEN", "MEISTER", "FARBE", "PUNKTE", "MÜNZEN", "SP", "YAML", "ID", "N", "DATUM", "ADRESSE", "PORT"},
	"pt": {"NOME", "NOMES", "FICHEIRO", "IDIOMA", "JOGO", "NÚMERO", "SEMENTE", "CORES", "DISCO", "DISCOS", "BARALHO",
		"HABILIDADE", "HABILIDADES", "DIFICULDADE", "NÍVEL", "LISTA", "EFEITOS", "CANTO", "CANTOS", "POSIÇÃO", "AÇÃO",
		"SETA", "SENTIDO", "TIPO", "TEMPO", "ORIGEM", "LADO", "LINHA", "CUBOS", "BÓNUS", "FORNO", "INÍCIO", "DURAÇÃO", "LOCAL", "TEXTO", "TEMA", "PALAVRAS",
		"JOGADORES", "FOLHA", "CUSTOS", "ESPAÇO", "CARTA", "MESTRE", "QUANTIDADE", "LIMITE", "COR", "PONTOS", "MOEDAS", "PV", "YAML", "ID", "N", "DATA", "ENDEREÇO", "PORTA"},
}

// genericPlaceholders say nothing about the value (pflag's type names,
// VALUE in any language), or are English left in a German or Portuguese
// screen (the ones after the first five).
var genericPlaceholders = []string{"VALUE", "WERT", "VALOR", "STRING", "TEXTVALUE", "LEVEL", "POS", "CUBES", "BONUS"}

// placeholderPart is a part of a placeholder written in capitals
// (SIDE:ROW:N has three).
var placeholderPart = regexp.MustCompile(`[\p{Lu}]{2,}|\b[\p{Lu}]\b`)

// placeholderProblems lists the flag rows of a --help screen in lang whose
// placeholder is not made of that language's nouns (pflag's "string" or
// "int", VALUE, a word of another language), and counts the rows read.
func placeholderProblems(lang, screen string) (problems []string, rows int) {
	nouns := map[string]bool{}
	for _, n := range placeholderNouns[lang] {
		nouns[n] = true
	}
	generic := genericPlaceholders
	if lang == "en" {
		generic = generic[:5]
	}
	for _, m := range flagRow.FindAllStringSubmatch(screen, -1) {
		rows++
		parts := placeholderPart.FindAllString(m[2], -1)
		if len(parts) == 0 {
			problems = append(problems, fmt.Sprintf("--%s %s: no noun for the value", m[1], m[2]))
		}
		for _, part := range parts {
			if !nouns[part] || slices.Contains(generic, part) {
				problems = append(problems, fmt.Sprintf("--%s %s: %q is no %s noun for the value", m[1], m[2], part, lang))
			}
		}
	}
	return problems, rows
}

// Every flag placeholder in --help is made of nouns of the screen's
// language: no pflag "string" or "int", no VALUE, WERT or VALOR, no
// English left over in German or Portuguese.
func TestPlaceholdersAreNouns(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		rows := 0
		for path, screen := range helpScreens(t, lang) {
			problems, n := placeholderProblems(lang, screen)
			rows += n
			for _, p := range problems {
				t.Errorf("%s %s %s", lang, path, p)
			}
		}
		if rows < 100 {
			t.Fatalf("%s: only %d flag rows read", lang, rows)
		}
	}
	// The check can fail: pflag's own rows, and English left in German.
	for _, bad := range []struct{ lang, row string }{
		{"en", "      --colours string   player colours\n"},
		{"en", "      --limit int   show at most this many results\n"},
		{"en", "      --at VALUE   the position\n"},
		{"de", "      --at POS   die Position\n"},
		{"pt", "      --cubes NOME:CUBES   cubos\n"},
	} {
		if problems, _ := placeholderProblems(bad.lang, bad.row); len(problems) == 0 {
			t.Errorf("%s %q passes the check", bad.lang, bad.row)
		}
	}
}

// Help text fits 80 columns and never breaks a line
// inside a quotation (flag rows, command lists, examples and file formats
// aside, which are as long as they are).
func TestHelpTextWraps(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		for path, screen := range helpScreens(t, lang) {
			for _, line := range strings.Split(screen, "\n") {
				if strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "stephens ") { // rows, lists, examples, formats
					continue
				}
				if n := len([]rune(line)); n > 80 && !strings.Contains(line, string(os.PathSeparator)+"stephens"+string(os.PathSeparator)) { // a path is as long as it is
					t.Errorf("%s %s: %d columns: %q", lang, path, n, line)
				}
				if strings.Count(line, "«") != strings.Count(line, "»") || strings.Count(line, "„") != strings.Count(line, "“") || strings.Count(line, `"`)%2 != 0 {
					t.Errorf("%s %s: a quotation broken over lines: %q", lang, path, line)
				}
			}
		}
	}
}

// Every --help screen fits the terminal, 80 or 100 columns, in every
// language: flag rows and command lists folded under their text (a flag
// too long for the column has its help below it), examples broken before
// a flag with " \\" or their comment continued under its "#", long table
// rows and file-format comments folded. Only a quotation or a path longer
// than the room sticks out, alone on its line.
func TestHelpFitsTheTerminal(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		for _, width := range []int{80, 100} {
			for path, screen := range helpScreensAt(t, lang, width) {
				for _, line := range strings.Split(screen, "\n") {
					n := len([]rune(line))
					if n <= width {
						continue
					}
					rest := strings.TrimSpace(line)
					if units := fold.Units(strings.Fields(rest)); len(units) == 1 && (strings.ContainsAny(rest[:1], "'\"«„`") || strings.Contains(rest, string(os.PathSeparator))) {
						continue
					}
					t.Errorf("%s %d %s: %d columns: %q", lang, width, path, n, line)
				}
			}
		}
	}
	// The fold follows the terminal: at 100 columns the rows use the room,
	// and a flag too long for the column has its help below it.
	wide := false
	for _, line := range strings.Split(helpScreensAt(t, "en", 100)["stephens turn"], "\n") {
		wide = wide || len(line) > 85
	}
	if !wide {
		t.Errorf("at 100 columns no flag row of stephens turn goes past 85")
	}
	if screen := helpScreensAt(t, "en", 80)["stephens turn"]; !strings.Contains(screen, "      --bonus-worker NAME:create:SIDE:ROW:DISK\n                                   bonus B4") {
		t.Errorf("at 80 columns --bonus-worker should have its help below it:\n%s", screen)
	}
}

// flagHelp is a flag's placeholder and help in a --help screen, the help's
// folded lines joined ("" when the screen has no such flag).
func flagHelp(screen, name string) (placeholder, help string) {
	row := regexp.MustCompile(`^(?:      |  -\w, )--` + regexp.QuoteMeta(name) + `(?: (\S+))?(?:\s{2,}(.*))?$`)
	var parts []string
	in := false
	for _, line := range strings.Split(screen, "\n") {
		if m := row.FindStringSubmatch(line); m != nil {
			in, placeholder = true, m[1]
			if m[2] != "" {
				parts = append(parts, m[2])
			}
			continue
		}
		if in && strings.HasPrefix(line, strings.Repeat(" ", 10)) {
			parts = append(parts, strings.TrimSpace(line))
			continue
		}
		in = false
	}
	return placeholder, strings.Join(parts, " ")
}

// A flag that takes the game's codes says what they are, in every
// language: the opponent card's O1 to O6, the small factory bonuses B1 to
// B8 (English said neither while German and Portuguese did).
func TestHelpExplainsCodes(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		screens := helpScreens(t, lang)
		_, opponent := flagHelp(screens["stephens new"], "opponent")
		for _, code := range []string{"O1", "O2", "O3", "O4", "O5", "O6"} {
			if !strings.Contains(opponent, code+" ") {
				t.Errorf("%s new --opponent does not say what %s is: %q", lang, code, opponent)
			}
		}
		for _, at := range [][2]string{{"stephens reset", "supply"}, {"stephens components bonuses", "set"}} {
			if _, h := flagHelp(screens[at[0]], at[1]); !strings.Contains(h, "B1") || !strings.Contains(h, "B8") {
				t.Errorf("%s %s --%s does not say what the bonuses B1 to B8 are: %q", lang, at[0], at[1], h)
			}
		}
		if _, h := flagHelp(screens["stephens reset"], "bonus-worker"); !strings.Contains(h, "B4 (") {
			t.Errorf("%s reset --bonus-worker does not say what B4 is: %q", lang, h)
		}
	}
}

// No plain paragraph of a help text breaks a line early: a line that ends
// where the next line's first word would still fit (within 60 columns)
// reads as a stray line break.
func TestHelpParagraphsAreNotRagged(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		for path, screen := range helpScreens(t, lang) {
			for _, para := range strings.Split(screen, "\n\n") {
				lines := strings.Split(strings.TrimRight(para, "\n"), "\n")
				plain := true
				for _, l := range lines {
					if strings.HasPrefix(l, " ") || strings.HasPrefix(l, "stephens ") || strings.HasSuffix(l, ":") {
						plain = false
					}
				}
				if !plain {
					continue
				}
				for i := 0; i+1 < len(lines); i++ {
					next := fold.Units(strings.Fields(lines[i+1]))
					if len(next) > 0 && len([]rune(lines[i]))+1+len([]rune(next[0])) <= 60 {
						t.Errorf("%s %s: a line breaks early: %q / %q", lang, path, lines[i], lines[i+1])
					}
				}
			}
		}
	}
}

// A flag that does the same in several commands says so in the same
// words: --file and --save of the three score commands, and the
// placeholder of --duration.
func TestSameFlagSameWords(t *testing.T) {
	for _, lang := range []string{"en", "de", "pt"} {
		screens := helpScreens(t, lang)
		for _, name := range []string{"file", "save", "duration"} {
			seen := map[string]string{}
			for _, path := range []string{"stephens score", "stephens omg score", "stephens sintra score"} {
				placeholder, h := flagHelp(screens[path], name)
				if name == "duration" {
					h = placeholder // the help names --record or --finish
				}
				if placeholder == "" {
					t.Fatalf("%s %s has no --%s", lang, path, name)
				}
				seen[h] = path
			}
			if len(seen) != 1 {
				t.Errorf("%s --%s reads differently across the score commands: %q", lang, name, seen)
			}
		}
	}
}
