package rules

import (
	"fmt"
	"strings"
	"testing"
)

// question is asked as a player asks it at the table, in their words and
// not the rulebook's; any of the topics answers it.
type question struct {
	lang, q string
	topics  []string
}

func qs(lang string, q string, topics ...string) question { return question{lang, q, topics} }

// naturalQuestions: at least 30 per language. None of them is a title or an
// alias; most start with a question word and use the words players use
// (dice, money, bot, first player) rather than the editions' terms.
var naturalQuestions = []question{
	// English
	qs("en", "how many contracts can I hold?", "commit-contract", "contract-placement"),
	qs("en", "who goes first?", "players-turn", "general-setup", "player-setup"),
	qs("en", "can I pass my turn?", "players-turn"),
	qs("en", "when does the game end?", "end-of-game"),
	qs("en", "what happens when two furnaces are empty?", "reset-trigger", "reset-phase"),
	qs("en", "how many cubes go in each furnace at the start?", "general-setup", "solo-setup"),
	qs("en", "how much money does everyone start with?", "player-setup"),
	qs("en", "who wins if we have the same score?", "tie-breakers"),
	qs("en", "what does the army do?", "french-army"),
	qs("en", "how are contracts scored at the end?", "final-scoring"),
	qs("en", "can I put an apprentice on my own profession?", "reinforce-profession", "master-apprentice"),
	qs("en", "how many points is a master worth?", "final-scoring", "master-apprentice"),
	qs("en", "when can I complete my contracts?", "fulfill-contracts"),
	qs("en", "what are the forest and dune tracks for?", "forest-track", "dune-track"),
	qs("en", "how does the bot play its turn?", "automa-turn", "automa-icons"),
	qs("en", "what's the most influence I can have?", "influence-track", "influence-points"),
	qs("en", "why can't my influence go past 5?", "influence-points", "influence-track"),
	qs("en", "how do the furnaces get refilled?", "replenish-furnaces"),
	qs("en", "where do the cubes from my investments go?", "activate-investments", "supply-small-factories"),
	qs("en", "can I take cubes from a small factory in the first round?", "obtain-products", "supply-small-factories"),
	qs("en", "how many more workers than the automa can I have?", "solo-worker-limit"),
	qs("en", "I scored 150 in solo, what rank is that?", "solo-ranks"),
	qs("en", "how many professions fit on one factory?", "profession-placement"),
	qs("en", "which side do the red profession cards go on?", "profession-placement"),
	qs("en", "what does 3b let me do?", "ability-3b"),
	qs("en", "can I throw away cards from the display?", "ability-3a", "ability-4c"),
	qs("en", "do I get a discount on both cards with 4b?", "ability-4d", "ability-4b"),
	qs("en", "what's different in the german rulebook?", "edition-differences"),
	qs("en", "what do the symbols on the cards mean?", "iconography", "automa-icons", "contract-card", "profession-card", "investment-card"),
	qs("en", "how many disks does each player get?", "player-setup", "components"),
	qs("en", "what are accessories good for?", "ability-2e", "fulfill-contracts", "contract-card", "components", "final-scoring"),
	qs("en", "do we get a point every reset?", "ability-2a", "reset-ability-vp"),
	qs("en", "what if we run out of coins?", "unlimited-items"),
	qs("en", "how does playing against an opponent card work?", "opponent-variant"),
	qs("en", "what score do I need to beat the opponent on hard?", "opponent-variant"),
	qs("en", "how many dice do I take from a small factory?", "obtain-products", "abilities-small-factories", "ability-5a"),
	qs("en", "what happens when the profession deck is empty?", "create-profession"),
	qs("en", "does the apprentice get points?", "master-apprentice", "final-scoring"),
	// German
	qs("de", "Wer fängt an?", "players-turn", "general-setup", "player-setup"),
	qs("de", "Wie viele Aufträge darf ich gleichzeitig haben?", "commit-contract", "contract-placement"),
	qs("de", "Kann ich auch passen?", "players-turn"),
	qs("de", "Wann ist das Spiel vorbei?", "end-of-game"),
	qs("de", "Was passiert, wenn zwei Öfen leer sind?", "reset-trigger", "reset-phase"),
	qs("de", "Wie viele Würfel kommen am Anfang in jeden Ofen?", "general-setup", "solo-setup"),
	qs("de", "Wie viel Geld bekommt jeder am Anfang?", "player-setup"),
	qs("de", "Was gilt bei Punktgleichheit?", "tie-breakers"),
	qs("de", "Wie spielt der Automat?", "automa-turn", "solo-mode", "automa-icons"),
	qs("de", "Was macht die Armee?", "french-army"),
	qs("de", "Wie viele Punkte gibt ein Meister?", "final-scoring", "master-apprentice"),
	qs("de", "Darf ich einen Lehrling auf mein eigenes Handwerk setzen?", "reinforce-profession", "master-apprentice"),
	qs("de", "Wann darf ich meine Aufträge erfüllen?", "fulfill-contracts"),
	qs("de", "Wie hoch kann mein Einfluss steigen?", "influence-track", "influence-points"),
	qs("de", "Welchen Rang habe ich mit 150 Punkten?", "solo-ranks"),
	qs("de", "Wie viele Arbeiter darf ich mehr haben als der Bot?", "solo-worker-limit"),
	qs("de", "Wie werden die Öfen wieder voll?", "replenish-furnaces"),
	qs("de", "Wofür ist der Wald gut?", "forest-track"),
	qs("de", "Was mache ich mit den Steinen von meinen Investitionen?", "activate-investments", "supply-small-factories"),
	qs("de", "Was bedeuten die Symbole?", "iconography", "automa-icons"),
	qs("de", "Wie schalte ich Fähigkeiten frei?", "permanent-abilities"),
	qs("de", "Wie viele Handwerkskarten passen an eine Fabrik?", "profession-placement"),
	qs("de", "Was kostet ein Auftrag?", "commit-contract"),
	qs("de", "Was passiert, wenn der Handwerksstapel leer ist?", "create-profession", "edition-differences"),
	qs("de", "Darf ich Karten aus der Auslage wegwerfen?", "ability-3a", "ability-4c"),
	qs("de", "Bekomme ich Geld für schwarze Steine in den kleinen Fabriken?", "small-factory-bonuses", "supply-small-factories"),
	qs("de", "Wie viele Züge gibt es noch, wenn das Ende ausgelöst ist?", "end-of-game"),
	qs("de", "Wie wird am Schluss abgerechnet?", "final-scoring"),
	qs("de", "Was ist in der englischen Anleitung anders?", "edition-differences"),
	qs("de", "Was, wenn die Münzen ausgehen?", "unlimited-items"),
	qs("de", "Wie funktionieren die Konkurrenzkarten?", "opponent-variant"),
	qs("de", "Welche Schwierigkeitsstufen gibt es im Solospiel?", "solo-difficulty"),
	qs("de", "Wann gibt es den Siegpunkt für 2a?", "ability-2a", "reset-ability-vp"),
	qs("de", "Wer ist Startspieler?", "players-turn", "general-setup", "player-setup"),
	qs("de", "Wie viele Scheiben hat jeder Spieler?", "player-setup", "components"),
	qs("de", "Bekommt der Lehrling auch Punkte?", "master-apprentice", "final-scoring"),
	// Portuguese
	qs("pt", "quem começa?", "players-turn", "general-setup", "player-setup"),
	qs("pt", "quantos contratos posso ter ao mesmo tempo?", "commit-contract", "contract-placement"),
	qs("pt", "posso passar a vez?", "players-turn"),
	qs("pt", "quando termina a partida?", "end-of-game"),
	qs("pt", "o que acontece quando dois fornos ficam vazios?", "reset-trigger", "reset-phase"),
	qs("pt", "quantos cubos vão para cada forno no início?", "general-setup", "solo-setup"),
	qs("pt", "com quanto dinheiro começa cada jogador?", "player-setup"),
	qs("pt", "quem ganha se ficarmos empatados?", "tie-breakers"),
	qs("pt", "como é que o bot joga?", "automa-turn", "automa-icons", "solo-mode"),
	qs("pt", "o que faz o exército?", "french-army"),
	qs("pt", "quantos pontos vale um mestre?", "final-scoring", "master-apprentice"),
	qs("pt", "posso pôr um aprendiz na minha própria profissão?", "reinforce-profession", "master-apprentice"),
	qs("pt", "quando é que posso completar os contratos?", "fulfill-contracts"),
	qs("pt", "qual é o máximo de influência?", "influence-track", "influence-points"),
	qs("pt", "qual é a minha classificação no solo com 150 pontos?", "solo-ranks"),
	qs("pt", "quantos trabalhadores posso ter a mais do que o automa?", "solo-worker-limit"),
	qs("pt", "como se enchem outra vez os fornos?", "replenish-furnaces"),
	qs("pt", "para que serve a floresta?", "forest-track"),
	qs("pt", "o que faço aos cubos que os investimentos dão?", "activate-investments", "supply-small-factories"),
	qs("pt", "o que querem dizer os símbolos?", "iconography", "automa-icons"),
	qs("pt", "como desbloqueio habilidades?", "permanent-abilities"),
	qs("pt", "quantas profissões cabem numa fábrica?", "profession-placement"),
	qs("pt", "quanto custa um contrato?", "commit-contract"),
	qs("pt", "o que acontece quando acaba o baralho de profissões?", "create-profession"),
	qs("pt", "posso deitar fora cartas do mercado?", "ability-3a", "ability-4c"),
	qs("pt", "ganho moedas por entregar cubos pretos?", "small-factory-bonuses", "supply-small-factories"),
	qs("pt", "como se fazem as contas no fim?", "final-scoring"),
	qs("pt", "o que muda na edição alemã?", "edition-differences"),
	qs("pt", "e se as moedas acabarem?", "unlimited-items"),
	qs("pt", "como funciona o modo contra um oponente?", "opponent-variant"),
	qs("pt", "que dificuldades há no modo solo?", "solo-difficulty"),
	qs("pt", "quando recebo o ponto da habilidade 2a?", "ability-2a", "reset-ability-vp"),
	qs("pt", "quem é o primeiro jogador?", "players-turn", "general-setup", "player-setup"),
	qs("pt", "quantos discos recebe cada jogador?", "player-setup", "components"),
	qs("pt", "o aprendiz também ganha pontos?", "master-apprentice", "final-scoring"),
}

// At least 30 questions per language, and in each language at least 97%
// find a right topic among the first three results.
func TestNaturalQuestions(t *testing.T) {
	b, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	total, hits := map[string]int{}, map[string]int{}
	misses := map[string][]string{}
	for _, c := range naturalQuestions {
		for _, s := range c.topics {
			if b.Topic(c.lang, s) == nil {
				t.Fatalf("%s %q: no topic %s", c.lang, c.q, s)
			}
		}
		total[c.lang]++
		rs := b.Search(c.lang, c.q)
		var top []string
		for i := 0; i < len(rs) && i < 3; i++ {
			top = append(top, rs[i].Slug)
		}
		if anyOf(top, c.topics) {
			hits[c.lang]++
		} else {
			misses[c.lang] = append(misses[c.lang], fmt.Sprintf("%s %q: top 3 %v, want one of %v", c.lang, c.q, top, c.topics))
		}
	}
	for _, lang := range Langs {
		if total[lang] < 30 {
			t.Errorf("%s: only %d questions", lang, total[lang])
		}
		rate := float64(hits[lang]) / float64(total[lang])
		t.Logf("%s: %d of %d questions (%.0f%%) find a right topic in the top 3", lang, hits[lang], total[lang], 100*rate)
		if rate < 0.97 {
			t.Errorf("%s: %d of %d questions find a right topic in the top 3", lang, hits[lang], total[lang])
		}
		if len(misses[lang]) > 0 {
			t.Logf("misses:\n%s", strings.Join(misses[lang], "\n"))
		}
	}
}

func anyOf(have, want []string) bool {
	for _, h := range have {
		for _, w := range want {
			if h == w {
				return true
			}
		}
	}
	return false
}
