package main

import (
	"os"
	"regexp"
	"strings"
	"testing"
)

// flagRow is a flag's row in --help: its name and the placeholder of its
// value ("      --colours FARBEN   ...").
var flagRow = regexp.MustCompile(`(?m)^\s+(?:-\w, )?--([a-z-]+) (\S+)\s{2,}`)

// placeholderNouns are the nouns a German or Portuguese placeholder may be
// made of: each says what the value is, in the language of the screen
// (NAME:STEINE, NOME:CUBOS). N stands for a number, SP/PV for victory
// points, YAML and ID for themselves.
var placeholderNouns = map[string][]string{
	"de": {"NAME", "NAMEN", "DATEI", "SPRACHE", "PARTIE", "ZAHL", "ANZAHL", "FARBEN", "SCHEIBE", "SCHEIBEN", "STAPEL",
		"FÄHIGKEIT", "MODUS", "STUFE", "FELD", "FELDER", "EFFEKTE", "POSITION", "POSITIONEN", "AKTION", "PFEIL", "SEITE",
		"REIHE", "STEINE", "ERTRAG", "OFEN", "START", "DAUER", "ORT", "TEXT", "THEMA", "WÖRTER", "PERSONEN", "BOGEN",
		"KOSTEN", "PLATZ", "KARTE", "FÄHIGKEITEN", "MEISTER", "FARBE", "PUNKTE", "MÜNZEN", "DATUM"},
	"pt": {"NOME", "NOMES", "FICHEIRO", "IDIOMA", "JOGO", "NÚMERO", "SEMENTE", "CORES", "DISCO", "DISCOS", "BARALHO",
		"HABILIDADE", "HABILIDADES", "DIFICULDADE", "NÍVEL", "LISTA", "EFEITOS", "CANTO", "CANTOS", "POSIÇÃO", "AÇÃO",
		"SETA", "SENTIDO", "TIPO", "TEMPO", "ORIGEM", "LADO", "LINHA", "CUBOS", "BÓNUS", "FORNO", "INÍCIO", "DURAÇÃO", "LOCAL", "TEXTO", "TEMA", "PALAVRAS",
		"JOGADORES", "FOLHA", "CUSTOS", "ESPAÇO", "CARTA", "MESTRE", "QUANTIDADE", "LIMITE", "COR", "PONTOS", "MOEDAS", "DATA"},
}

// generic placeholders say nothing about the value, in any language.
var genericPlaceholders = []string{"VALUE", "WERT", "VALOR", "STRING", "TEXTVALUE", "LEVEL", "POS", "CUBES", "BONUS"}

// Every flag placeholder in German and Portuguese --help is made of nouns
// of that language: no VALUE, WERT or VALOR, no English left over.
func TestPlaceholdersAreNouns(t *testing.T) {
	for _, lang := range []string{"de", "pt"} {
		nouns := map[string]bool{"N": true, "SP": true, "PV": true, "YAML": true, "ID": true}
		for _, n := range placeholderNouns[lang] {
			nouns[n] = true
		}
		rows := 0
		for path, screen := range helpScreens(t, lang) {
			for _, m := range flagRow.FindAllStringSubmatch(screen, -1) {
				rows++
				for _, part := range regexp.MustCompile(`[\p{Lu}]{2,}|\b[\p{Lu}]\b`).FindAllString(m[2], -1) {
					if !nouns[part] || slicesContainsString(genericPlaceholders, part) {
						t.Errorf("%s %s --%s %s: %q is no %s noun for the value", lang, path, m[1], m[2], part, lang)
					}
				}
			}
			for _, g := range genericPlaceholders[:3] {
				if regexp.MustCompile(`\b` + g + `\b`).MatchString(screen) {
					t.Errorf("%s %s: the placeholder %s says nothing about the value:\n%s", lang, path, g, screen)
				}
			}
		}
		if rows < 100 {
			t.Fatalf("%s: only %d flag rows read", lang, rows)
		}
	}
	// The check can fail: English help has pflag's generic ones.
	en := helpScreens(t, "en")
	if !strings.Contains(en["stephens new"], "--colours string") {
		t.Errorf("English new --help changed; the test's sample is gone:\n%s", en["stephens new"])
	}
}

// German and Portuguese help text fits 80 columns and never breaks a line
// inside a quotation (flag rows, command lists, examples and file formats
// aside, which are as long as they are).
func TestHelpTextWraps(t *testing.T) {
	for _, lang := range []string{"de", "pt"} {
		for path, screen := range helpScreens(t, lang) {
			for _, line := range strings.Split(screen, "\n") {
				if strings.HasPrefix(line, "  ") || strings.HasPrefix(line, "stephens ") { // rows, lists, examples, formats
					continue
				}
				if n := len([]rune(line)); n > 80 && !strings.Contains(line, string(os.PathSeparator)+"stephens"+string(os.PathSeparator)) { // a path is as long as it is
					t.Errorf("%s %s: %d columns: %q", lang, path, n, line)
				}
				if strings.Count(line, "«") != strings.Count(line, "»") || strings.Count(line, "„") != strings.Count(line, "“") {
					t.Errorf("%s %s: a quotation broken over lines: %q", lang, path, line)
				}
			}
		}
	}
}
