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

// naturalQuestions: at least 30 per language, in four groups written at
// different times: the first tuned the search; each later one was first run
// untouched (about 90%, 90% and 77% found a right topic) before the fixes it
// led to (words players use, aliases); the misses left are real ones. Most start with a question word
// and use the words players use (dice, money, bot, first player) rather
// than the editions' terms.
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
	qs("en", "how do I get glass?", "obtain-glass"),
	qs("en", "what does the white furnace on the left do?", "obtain-glass", "commit-contract"),
	qs("en", "can two players share a profession card?", "reinforce-profession", "master-apprentice", "assign-worker"),
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
	qs("en", "what happens when the army reaches my score marker?", "end-of-game", "french-army", "scoring-track"),
	qs("en", "do unused contracts count at the end?", "final-scoring", "fulfill-contracts"),
	qs("en", "how much influence do I start with?", "player-setup", "influence-track"),
	qs("en", "what do the colours of the cubes mean?", "obtain-glass", "obtain-products", "components", "glossary"),
	qs("en", "can I take cubes from two small factories in one turn?", "obtain-products", "abilities-small-factories", "ability-5a"),
	qs("en", "when do I get points for apprentices?", "master-apprentice", "final-scoring"),
	qs("en", "how does the bot supply small factories?", "automa-supply-step"),
	qs("en", "what's the difference between easy normal and hard?", "solo-difficulty", "opponent-variant"),
	qs("en", "where do fulfilled contracts go?", "contract-placement", "fulfill-contracts"),
	qs("en", "how many cards are in the contract deck?", "components"),
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
	qs("de", "Wie bekomme ich Glas?", "obtain-glass"),
	qs("de", "Können zwei Spieler auf derselben Karte arbeiten?", "reinforce-profession", "master-apprentice", "assign-worker"),
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
	qs("de", "Was passiert, wenn die Armee meinen Marker erreicht?", "end-of-game", "french-army", "scoring-track"),
	qs("de", "Zählen unerfüllte Aufträge am Ende?", "final-scoring", "fulfill-contracts"),
	qs("de", "Mit wie viel Einfluss starte ich?", "player-setup", "influence-track"),
	qs("de", "Was bedeuten die Farben der Steine?", "obtain-glass", "obtain-products", "components", "glossary"),
	qs("de", "Darf ich in einem Zug aus zwei kleinen Fabriken nehmen?", "obtain-products", "abilities-small-factories", "ability-5a"),
	qs("de", "Wann gibt es Punkte für Lehrlinge?", "master-apprentice", "final-scoring"),
	qs("de", "Wie versorgt der Automat die kleinen Fabriken?", "automa-supply-step"),
	qs("de", "Was ist der Unterschied zwischen Locker, Normal und Straff?", "solo-difficulty"),
	qs("de", "Wohin kommen erfüllte Aufträge?", "contract-placement", "fulfill-contracts"),
	qs("de", "Wie viele Karten hat der Auftragsstapel?", "components"),
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
	qs("pt", "como obtenho vidro?", "obtain-glass"),
	qs("pt", "dois jogadores podem trabalhar na mesma carta?", "reinforce-profession", "master-apprentice", "assign-worker"),
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
	qs("pt", "o que acontece quando o exército chega ao meu marcador?", "end-of-game", "french-army", "scoring-track"),
	qs("pt", "os contratos por cumprir contam no fim?", "final-scoring", "fulfill-contracts"),
	qs("pt", "com quanta influência começo?", "player-setup", "influence-track"),
	qs("pt", "o que significam as cores dos cubos?", "obtain-glass", "obtain-products", "components", "glossary"),
	qs("pt", "posso tirar cubos de duas fábricas privadas no mesmo turno?", "obtain-products", "abilities-small-factories", "ability-5a"),
	qs("pt", "quando ganho pontos pelos aprendizes?", "master-apprentice", "final-scoring"),
	qs("pt", "como é que o bot abastece as fábricas privadas?", "automa-supply-step"),
	qs("pt", "qual é a diferença entre fácil, normal e difícil?", "solo-difficulty", "opponent-variant"),
	qs("pt", "para onde vão os contratos cumpridos?", "contract-placement", "fulfill-contracts"),
	qs("pt", "quantas cartas tem o baralho de contratos?", "components"),
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

// BenchmarkSearchQuestions runs the natural questions of all three
// languages, longer than BenchmarkSearch's queries.
func BenchmarkSearchQuestions(b *testing.B) {
	base, _ := Default()
	b.ReportAllocs()
	for i := 0; b.Loop(); i++ {
		c := naturalQuestions[i%len(naturalQuestions)]
		base.Search(c.lang, c.q)
	}
}
