package rules

import (
	"fmt"
	"os"
	"strings"
	"testing"
)

func TestDebugQuery(t *testing.T) {
	q := os.Getenv("Q")
	if q == "" {
		t.Skip()
	}
	b, _ := Default()
	lang := os.Getenv("L")
	for _, qq := range strings.Split(q, ";") {
		w := &query{}
		w.parse(qq)
		nq := string(w.buf)
		w.plan(b.ix, nq, langIndex(lang))
		fmt.Printf("%q -> %q\n", qq, nq)
		for s := range w.nslots {
			sl := w.slots[s]
			fmt.Printf("  slot %d opt=%v:", s, sl.optional)
			for _, c := range w.cands[sl.lo:sl.hi] {
				fmt.Printf(" %s(%.2f)", b.ix.terms[c.term], c.q)
			}
			fmt.Println()
		}
		rs := b.Search(lang, qq)
		for i, r := range rs {
			if i < 5 {
				fmt.Printf("  %-30s %6.2f %s\n", r.Slug, r.Score, r.Title)
			}
		}
	}
}

func evalAll(b *Base) (nat map[string]int, qual int) {
	nat = map[string]int{}
	for _, c := range naturalQuestions {
		rs := b.Search(c.lang, c.q)
		var top []string
		for i := 0; i < len(rs) && i < 3; i++ {
			top = append(top, rs[i].Slug)
		}
		if anyOf(top, c.topics) {
			nat[c.lang]++
		}
	}
	for _, c := range searchQuality {
		rs := b.Search(c.lang, c.query)
		top := map[string]bool{}
		for i, r := range rs {
			if i < 3 {
				top[r.Slug] = true
			}
		}
		ok := true
		for _, s := range c.all {
			ok = ok && top[s]
		}
		if len(c.any) > 0 {
			f := false
			for _, s := range c.any {
				f = f || top[s]
			}
			ok = ok && f
		}
		if c.first != "" && (len(rs) == 0 || rs[0].Slug != c.first) {
			ok = false
		}
		if ok {
			qual++
		}
	}
	return
}

func TestDebugSweep(t *testing.T) {
	if os.Getenv("SWEEP") == "" {
		t.Skip()
	}
	b, _ := Default()
	for _, p := range []float64{0.5, 1, 1.5, 2, 3} {
		coverPower = p
		nat, q := evalAll(b)
		fmt.Printf("cover %.1f: en %d de %d pt %d quality %d/%d\n", p, nat["en"], nat["de"], nat["pt"], q, len(searchQuality))
	}
}

func TestDebugExplain(t *testing.T) {
	q, slugs := os.Getenv("Q"), os.Getenv("S")
	if q == "" || slugs == "" {
		t.Skip()
	}
	b, _ := Default()
	lang := os.Getenv("L")
	w := &query{}
	w.parse(q)
	nq := string(w.buf)
	w.plan(b.ix, nq, langIndex(lang))
	ndocs := b.ix.ntopics * 3
	for _, slug := range strings.Split(slugs, ",") {
		d, _ := b.number(slug)
		doc := d*3 + langIndex(lang)
		w.reset(ndocs)
		fmt.Printf("%s:", slug)
		for s := range w.nslots {
			before := w.total[doc]
			idf := w.scoreSlot(b.ix, w.slots[s], 1)
			fmt.Printf(" slot%d idf=%.2f +%.2f;", s, idf, w.total[doc]-before)
		}
		fmt.Printf(" total %.2f cover %.2f\n", w.total[doc], w.cover[doc])
	}
}

func TestDebugSweepK(t *testing.T) {
	if os.Getenv("SWEEPK") == "" {
		t.Skip()
	}
	b, _ := Default()
	for _, k := range []float32{0.8, 1.2, 2, 3, 5} {
		for _, p := range []float64{0.5, 1, 2} {
			bm25K1, coverPower = k, p
			nat, q := evalAll(b)
			fmt.Printf("k1 %.1f cover %.1f: en %d de %d pt %d quality %d/%d\n", k, p, nat["en"], nat["de"], nat["pt"], q, len(searchQuality))
		}
	}
}

func TestDebugSweepF(t *testing.T) {
	if os.Getenv("SWEEPF") == "" {
		t.Skip()
	}
	b, _ := Default()
	for _, pf := range []bool{true, false} {
		for _, k := range []float32{1.2, 2, 5, 10, 20} {
			for _, p := range []float64{0.5, 1} {
				perField, bm25K1, coverPower = pf, k, p
				nat, q := evalAll(b)
				fmt.Printf("perField %v k1 %.1f cover %.1f: en %d de %d pt %d quality %d/%d\n", pf, k, p, nat["en"], nat["de"], nat["pt"], q, len(searchQuality))
			}
		}
	}
}

var validationQuestions = []question{
	qs("en", "how do I get glass?", "obtain-glass"),
	qs("en", "what does the white furnace on the left do?", "obtain-glass", "commit-contract"),
	qs("en", "can two players share a profession card?", "reinforce-profession", "master-apprentice"),
	qs("en", "what do I do with cubes at the end of the game?", "ability-2b", "final-scoring"),
	qs("en", "do leftover coins give points?", "ability-2c", "final-scoring"),
	qs("en", "how do I move up the forest track?", "forest-track"),
	qs("en", "what's in the box?", "components"),
	qs("en", "when do the small factories get cubes?", "supply-small-factories", "empty-small-factories"),
	qs("en", "how do investments pay out?", "activate-investments"),
	qs("en", "which row does a crown contract go in?", "contract-placement"),
	qs("en", "can I have more than one investment in a column?", "activate-investments", "investment-placement"),
	qs("en", "how does the french army end the game?", "french-army", "end-of-game"),
	qs("en", "what is the automa bag for?", "automa-setup", "automa-supply-step"),
	qs("en", "how do I set up the automa?", "automa-setup"),
	qs("en", "what is ability 5d?", "ability-5d"),
	qs("en", "is there a limit on influence?", "influence-track", "influence-points"),
	qs("en", "how many cubes does the bot take from a small factory?", "automa-icons"),
	qs("en", "who takes the last turn in solo?", "solo-end-of-game"),
	qs("en", "do I have to use all cubes from investments?", "supply-small-factories"),
	qs("en", "what happens to cubes left on small factories in a reset?", "empty-small-factories"),
	qs("de", "Wie bekomme ich Glas?", "obtain-glass"),
	qs("de", "Können zwei Spieler auf derselben Karte arbeiten?", "reinforce-profession", "master-apprentice"),
	qs("de", "Bringen übrige Münzen Punkte?", "ability-2c", "final-scoring"),
	qs("de", "Wie komme ich auf dem Waldpfad nach oben?", "forest-track"),
	qs("de", "Was ist alles in der Schachtel?", "components"),
	qs("de", "Wann kommen Steine in die kleinen Fabriken?", "supply-small-factories", "empty-small-factories"),
	qs("de", "Was bringen Investitionen?", "activate-investments", "investment-card"),
	qs("de", "In welche Reihe kommt ein Auftrag mit Krone?", "contract-placement"),
	qs("de", "Wie beendet die Armee das Spiel?", "french-army", "end-of-game"),
	qs("de", "Wofür ist der Beutel beim Automaton?", "automa-setup", "automa-supply-step"),
	qs("de", "Wie baue ich den Automaton auf?", "automa-setup"),
	qs("de", "Was ist Fähigkeit 5d?", "ability-5d"),
	qs("de", "Gibt es ein Limit für Einfluss?", "influence-track", "influence-points"),
	qs("de", "Wer hat im Solospiel den letzten Zug?", "solo-end-of-game"),
	qs("de", "Muss ich alle Steine von den Investitionen abgeben?", "supply-small-factories"),
	qs("de", "Was passiert mit Steinen, die auf den kleinen Fabriken liegen bleiben?", "empty-small-factories"),
	qs("de", "Wie viel Einfluss hat man am Anfang?", "player-setup", "influence-track"),
	qs("de", "Wie viele Punkte bringt der Wald am Ende?", "forest-track", "final-scoring"),
	qs("de", "Was ist ein Lehrling?", "master-apprentice"),
	qs("de", "Wie oft gibt es eine Ruhephase?", "reset-trigger", "reset-phase"),
	qs("pt", "como obtenho vidro?", "obtain-glass"),
	qs("pt", "dois jogadores podem trabalhar na mesma carta?", "reinforce-profession", "master-apprentice"),
	qs("pt", "as moedas que sobram dão pontos?", "ability-2c", "final-scoring"),
	qs("pt", "como subo na trilha da floresta?", "forest-track"),
	qs("pt", "o que vem na caixa?", "components"),
	qs("pt", "quando é que as fábricas privadas recebem cubos?", "supply-small-factories", "empty-small-factories"),
	qs("pt", "o que dão os investimentos?", "activate-investments", "investment-card"),
	qs("pt", "em que linha fica um contrato da coroa?", "contract-placement"),
	qs("pt", "como é que o exército acaba o jogo?", "french-army", "end-of-game"),
	qs("pt", "para que serve o saco do automa?", "automa-setup", "automa-supply-step"),
	qs("pt", "como preparo o automa?", "automa-setup"),
	qs("pt", "o que é a habilidade 5d?", "ability-5d"),
	qs("pt", "há limite de influência?", "influence-track", "influence-points"),
	qs("pt", "quem joga o último turno no solo?", "solo-end-of-game"),
	qs("pt", "tenho de usar todos os cubos dos investimentos?", "supply-small-factories"),
	qs("pt", "o que acontece aos cubos que ficam nas fábricas privadas?", "empty-small-factories"),
	qs("pt", "com quanta influência se começa?", "player-setup", "influence-track"),
	qs("pt", "quantos pontos dá a floresta no fim?", "forest-track", "final-scoring"),
	qs("pt", "o que é um aprendiz?", "master-apprentice"),
	qs("pt", "de quanto em quanto tempo há fase de renovação?", "reset-trigger", "reset-phase"),
}

func evalSet(b *Base, set []question, show bool) map[string]int {
	hits := map[string]int{}
	for _, c := range set {
		rs := b.Search(c.lang, c.q)
		var top []string
		for i := 0; i < len(rs) && i < 3; i++ {
			top = append(top, rs[i].Slug)
		}
		if anyOf(top, c.topics) {
			hits[c.lang]++
		} else if show {
			fmt.Printf("MISS %s %q: %v want %v\n", c.lang, c.q, top, c.topics)
		}
	}
	return hits
}

func TestDebugValidation(t *testing.T) {
	if os.Getenv("VAL") == "" {
		t.Skip()
	}
	b, _ := Default()
	v := evalSet(b, validationQuestions, true)
	fmt.Printf("validation: en %d de %d pt %d (of 20)\n", v["en"], v["de"], v["pt"])
}

func TestDebugSweepV(t *testing.T) {
	if os.Getenv("SWEEPV") == "" {
		t.Skip()
	}
	b, _ := Default()
	for _, ip := range []float64{1, 1.5, 2, 3} {
		for _, k := range []float32{1.2, 3} {
			for _, p := range []float64{0.5, 1} {
				idfPower, bm25K1, coverPower = ip, k, p
				nat, q := evalAll(b)
				v := evalSet(b, validationQuestions, false)
				fmt.Printf("idf^%.1f k1 %.1f cover %.1f: en %d de %d pt %d quality %d | val en %d de %d pt %d\n", ip, k, p, nat["en"], nat["de"], nat["pt"], q, v["en"], v["de"], v["pt"])
			}
		}
	}
}

var validation2 = []question{
	qs("en", "what is this game about?", "overview"),
	qs("en", "what's the german word for furnace?", "glossary"),
	qs("en", "how many players can play?", "components", "overview", "general-setup", "solo-mode"),
	qs("en", "can I use two cubes of one colour instead of another?", "ability-4a"),
	qs("en", "what does the red cross on a card mean?", "profession-card", "iconography"),
	qs("en", "what do I gain when my profession is activated?", "activate-professions", "profession-card"),
	qs("en", "where does a new investment card go on my board?", "investment-placement"),
	qs("en", "what does the compass rose on a contract mean?", "contract-card"),
	qs("en", "how many cubes does the army space say to refill?", "replenish-furnaces"),
	qs("en", "what do the numbers on the scoring track mean?", "scoring-track", "replenish-furnaces"),
	qs("en", "when does the automa place an apprentice?", "automa-supply-step"),
	qs("en", "what are the opponent card effects?", "opponent-variant"),
	qs("en", "what does the gear space mean?", "forest-track", "dune-track", "player-setup"),
	qs("en", "can I unlock 2b before 2a?", "abilities-victory-points", "ability-2a", "permanent-abilities"),
	qs("en", "how do I get accessories?", "small-factory-bonuses", "components", "ability-2e"),
	qs("de", "Worum geht es in dem Spiel?", "overview"),
	qs("de", "Wie heißt der Schmelzofen auf Englisch?", "glossary"),
	qs("de", "Wie viele Leute können mitspielen?", "components", "overview", "general-setup", "solo-mode"),
	qs("de", "Darf ich zwei gleichfarbige Steine statt einem anderen abgeben?", "ability-4a"),
	qs("de", "Was bedeutet das rote Kreuz auf der Karte?", "profession-card", "iconography"),
	qs("de", "Was bekomme ich, wenn mein Handwerk aktiviert wird?", "activate-professions", "profession-card"),
	qs("de", "Wohin lege ich eine neue Investition auf meinem Tableau?", "investment-placement"),
	qs("de", "Was bedeutet die Windrose auf einem Auftrag?", "contract-card"),
	qs("de", "Wie viele Steine kommen beim Auffüllen in die Öfen?", "replenish-furnaces"),
	qs("de", "Was bedeuten die Zahlen auf dem Siegpunktepfad?", "scoring-track", "replenish-furnaces"),
	qs("de", "Wann setzt der Automaton einen Lehrling ein?", "automa-supply-step"),
	qs("de", "Welche Effekte haben die Konkurrenzkarten?", "opponent-variant"),
	qs("de", "Was bedeutet das Zahnrad-Feld?", "forest-track", "dune-track", "player-setup"),
	qs("de", "Kann ich 2b vor 2a freischalten?", "abilities-victory-points", "ability-2a", "permanent-abilities"),
	qs("de", "Wie bekomme ich Zubehör?", "small-factory-bonuses", "components", "ability-2e"),
	qs("pt", "de que trata o jogo?", "overview"),
	qs("pt", "como se diz forno em alemão?", "glossary"),
	qs("pt", "quantos jogadores podem jogar?", "components", "overview", "general-setup", "solo-mode"),
	qs("pt", "posso usar dois cubos da mesma cor em vez de outro?", "ability-4a"),
	qs("pt", "o que significa a cruz vermelha na carta?", "profession-card", "iconography"),
	qs("pt", "o que ganho quando a minha profissão é ativada?", "activate-professions", "profession-card"),
	qs("pt", "onde ponho um investimento novo no meu tabuleiro?", "investment-placement"),
	qs("pt", "o que quer dizer a rosa dos ventos num contrato?", "contract-card"),
	qs("pt", "quantos cubos vão para os fornos quando se reabastece?", "replenish-furnaces"),
	qs("pt", "o que significam os números na trilha de pontuação?", "scoring-track", "replenish-furnaces"),
	qs("pt", "quando é que o automa coloca um aprendiz?", "automa-supply-step"),
	qs("pt", "que efeitos têm as cartas de oponente?", "opponent-variant"),
	qs("pt", "o que significa o espaço da roda dentada?", "forest-track", "dune-track", "player-setup"),
	qs("pt", "posso desbloquear a 2b antes da 2a?", "abilities-victory-points", "ability-2a", "permanent-abilities"),
	qs("pt", "como consigo acessórios?", "small-factory-bonuses", "components", "ability-2e"),
}

func TestDebugValidation2(t *testing.T) {
	if os.Getenv("VAL") == "" {
		t.Skip()
	}
	b, _ := Default()
	v := evalSet(b, validation2, true)
	fmt.Printf("validation2: en %d de %d pt %d (of 15)\n", v["en"], v["de"], v["pt"])
}
