package score

import (
	"reflect"
	"strconv"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/locales"
	"github.com/pileup-companion/stephens/rules"
)

// Maria's why carries the worked example's numbers (rules-facts §7.1):
// 2×1, 4×3, 2×5; one column of 3 cards × 4 cubes; 14/2, 11/2, 9, 1 set × 5.
func TestWhyMaria(t *testing.T) {
	w := ScorePlayer(maria()).Why
	if w.Track.VP != 38 || w.Forest.VP != 7 || w.Dune.VP != 0 || w.Track.Formula != FormulaTrack || w.Forest.Formula != FormulaSector {
		t.Errorf("tracks %+v %+v %+v", w.Track, w.Forest, w.Dune)
	}
	rows := []RowWhy{{"stephens", 2, 1, 2}, {"lower", 4, 3, 12}, {"upper", 2, 5, 10}}
	if !reflect.DeepEqual(w.Masters.Rows, rows) || w.Masters.VP != 24 {
		t.Errorf("masters %+v", w.Masters)
	}
	if a := w.Apprentices; a.Formula != FormulaApprentices || a.Apprentices != 4 || a.VPEach != 1 || a.VP != 4 {
		t.Errorf("apprentices %+v", w.Apprentices)
	}
	if !reflect.DeepEqual(w.Contracts.Columns, []ColumnWhy{{1, 3, 4, 12}}) {
		t.Errorf("contracts %+v", w.Contracts)
	}
	var got []string
	for _, a := range w.Abilities.Abilities {
		got = append(got, a.Ability+":"+strconv.Itoa(a.Amount)+"/"+strconv.Itoa(a.Per)+"×"+strconv.Itoa(a.VPEach)+"="+strconv.Itoa(a.VP))
	}
	if want := []string{"2b:14/2×1=7", "2c:11/2×1=5", "2d:9/1×1=9", "2e:1/1×5=5"}; !reflect.DeepEqual(got, want) {
		t.Errorf("abilities %v, want %v", got, want)
	}
	if a := w.Abilities.Abilities[3].Accessories; a == nil || a.Sets() != 1 {
		t.Errorf("2e accessories %+v", a)
	}
}

// The why read aloud, in each language, with each edition's pages
// (rules-facts §11: final scoring p. 20 everywhere; abilities p. 13, S. 14;
// the forest appendix p. 23 in EN and DE only).
func TestWhyReasonsInEveryLanguage(t *testing.T) {
	want := map[string][]string{
		"en": {
			"Scoring track: marker on 38 VP (p. 20)",
			"Forest track: the disk ends in the sector worth 7 VP (pp. 20, 23)",
			"Dune track: the disk ends in the sector worth 0 VP (pp. 20, 23)",
			"Masters: 2 masters at the Stephens' factory × 1 = 2; 4 masters at lower small factories × 3 = 12; 2 masters at upper small factories × 5 = 10 (p. 20)",
			"Apprentices: 4 apprentices under your masters × 1 = 4 (p. 20)",
			"Contracts: column 1: 3 cards × 4 cubes = 12 (p. 20)",
			"Abilities: 2b unlocked: 14 cubes ÷ 2 = 7; 2c unlocked: 11 coins ÷ 2 = 5, rounded down; 2d unlocked: 9 influence left = 9; 2e unlocked: 1 set of 3 different accessories × 5 = 5 (pp. 13, 20)",
		},
		"de": {
			"Siegpunktepfad: Scheibe auf 38 SP (S. 20)",
			"Waldpfad: die Scheibe steht im Bereich mit 7 SP (S. 20, 23)",
			"Dünenpfad: die Scheibe steht im Bereich mit 0 SP (S. 20, 23)",
			"Meister: 2 Meister in der Stephens-Fabrik × 1 = 2; 4 Meister in den unteren kleinen Fabriken × 3 = 12; 2 Meister in den oberen kleinen Fabriken × 5 = 10 (S. 20)",
			"Lehrlinge: 4 Lehrlinge bei eigenen Meistern × 1 = 4 (S. 20)",
			"Aufträge: Spalte 1: 3 Karten × 4 Spielsteine = 12 (S. 20)",
			"Fähigkeiten: 2b freigeschaltet: 14 Spielsteine ÷ 2 = 7; 2c freigeschaltet: 11 Münzen ÷ 2 = 5, abgerundet; 2d freigeschaltet: 9 übrige Einflusspunkte = 9; 2e freigeschaltet: 1 Set aus 3 verschiedenen Zubehören × 5 = 5 (S. 14, 20)",
		},
		"pt": {
			"Trilha de pontuação: marcador nos 38 PV (p. 20)",
			"Trilha da floresta: o disco termina no setor que vale 7 PV (p. 20)",
			"Trilha das dunas: o disco termina no setor que vale 0 PV (p. 20)",
			"Mestres: 2 mestres na fábrica do Stephens × 1 = 2; 4 mestres nas fábricas privadas inferiores × 3 = 12; 2 mestres nas fábricas privadas superiores × 5 = 10 (p. 20)",
			"Aprendizes: 4 aprendizes com os mestres deste jogador × 1 = 4 (p. 20)",
			"Contratos: coluna 1: 3 cartas × 4 cubos = 12 (p. 20)",
			"Habilidades: 2b desbloqueada: 14 cubos ÷ 2 = 7; 2c desbloqueada: 11 moedas ÷ 2 = 5, arredondado para baixo; 2d desbloqueada: 9 pontos de influência restantes = 9; 2e desbloqueada: 1 conjunto de 3 acessórios diferentes × 5 = 5 (pp. 13, 20)",
		},
	}
	w := ScorePlayer(maria()).Why
	for lang, lines := range want {
		if got := render(lang, w); !reflect.DeepEqual(got, lines) {
			t.Errorf("%s:\n%s\nwant\n%s", lang, strings.Join(got, "\n"), strings.Join(lines, "\n"))
		}
	}
}

// render words a why as the table view does.
func render(lang string, w Why) []string {
	p := locales.New(lang)
	var out []string
	for _, r := range w.Reasons() {
		pages := r.Pages(lang)
		items := make([]any, len(pages))
		for i, n := range pages {
			items[i] = n
		}
		out = append(out, p.T("score.why.line", "Label", p.Render(r.Label), "Text", p.Render(r.Text),
			"Pages", p.N("score.why.pages", len(pages), "List", locales.List{Items: items})))
	}
	return out
}

// The issue's own example: two columns, a locked ability, no masters.
func TestWhyColumnsAndLockedAbilities(t *testing.T) {
	p := Player{Name: "Ana", Contracts: Contracts{Crown: []int{2, 1}, Colonies: []int{3}}, Abilities: []string{"2a", "2d"}, Influence: 1}
	got := render("en", ScorePlayer(p).Why)
	for _, want := range []string{
		"Contracts: column 1: 2 cards × 5 cubes = 10; column 2: 1 card × 1 cube = 1 (p. 20)",
		"Abilities: 2b not unlocked = 0; 2c not unlocked = 0; 2d unlocked: 1 influence left = 1; 2e not unlocked = 0 (pp. 13, 20)",
		"Masters: 0 masters at the Stephens' factory × 1 = 0; 0 masters at lower small factories × 3 = 0; 0 masters at upper small factories × 5 = 0 (p. 20)",
	} {
		if !strings.Contains(strings.Join(got, "\n"), want) {
			t.Errorf("lacks %q in\n%s", want, strings.Join(got, "\n"))
		}
	}
	// Portuguese (the PT-PT edition) says 0 in the plural and 1 in the singular.
	pt := strings.Join(render("pt", ScorePlayer(Player{Name: "Bo", Masters: Masters{Lower: 1}, Contracts: Contracts{UK: []int{0}}}).Why), "\n")
	for _, want := range []string{"0 mestres na fábrica do Stephens × 1 = 0", "1 mestre numa fábrica privada inferior × 3 = 3",
		"Aprendizes: 0 aprendizes com os mestres deste jogador", "coluna 1: 1 carta × 0 cubos = 0"} {
		if !strings.Contains(pt, want) {
			t.Errorf("pt lacks %q in\n%s", want, pt)
		}
	}
	none := render("de", ScorePlayer(Player{Name: "Bo"}).Why)
	if none[5] != "Aufträge: kein erfüllter Auftrag = 0 (S. 20)" || none[4] != "Lehrlinge: 0 Lehrlinge bei eigenen Meistern × 1 = 0 (S. 20)" {
		t.Errorf("%q %q", none[4], none[5])
	}
}

// The pages in data are the ones the rule topics give (rules-facts §11).
func TestWhyPagesMatchTheTopics(t *testing.T) {
	base, err := rules.Default()
	if err != nil {
		t.Fatal(err)
	}
	for slug, p := range facts().Pages {
		for _, lang := range rules.Langs {
			topic := base.Topic(lang, slug)
			if topic == nil {
				t.Errorf("no topic %s in %s", slug, lang)
				continue
			}
			for _, ed := range rules.Langs {
				mine := (Pages{EN: p.EN, DE: p.DE, PT: p.PT}).For(ed)
				if !reflect.DeepEqual(append([]int{}, topic.Pages.For(ed)...), append([]int{}, mine...)) {
					t.Errorf("%s (%s): edition %s pages %v in the topic, %v in data", slug, lang, ed, topic.Pages.For(ed), mine)
				}
			}
		}
	}
	if got := refs("permanent-abilities")[0].Pages; !reflect.DeepEqual(got, Pages{EN: []int{13}, DE: []int{14}, PT: []int{13}}) {
		t.Errorf("abilities pages %+v", got)
	}
}
