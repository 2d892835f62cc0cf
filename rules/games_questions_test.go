package rules

import (
	"fmt"
	"strings"
	"testing"
)

// gameQuestions are the natural questions of the other games, asked as
// players ask them at the table, in their words rather than the rulebook's
// (German and Portuguese players in their own words, since the topics keep
// the English rulebook's terms), written from the English rulebook before
// the search saw them, in two groups. The first group, untuned, found a
// right topic in the first three for Sintra 42 of 43 (en), 37 of 43 (de),
// 39 of 43 (pt) and for Oh My Goods! 42 of 43 (en), 37 of 44 (de), 40 of
// 44 (pt); the fixes it led to are the players' words in
// locales/<lang>/<game>/search.yaml, one or two aliases per game and the verbs
// for dealing cards in the German and Portuguese topics, none per
// question. The second group, typed as at the table, then found all 48
// untouched. The misses left are real ones.
var gameQuestions = map[Game][]question{
	Sintra: {
		// English
		qs("en", "how many factory displays with 3 players", "general-setup"),
		qs("en", "how many pieces go on each factory display?", "general-setup", "end-of-round"),
		qs("en", "who starts the game?", "starting-player", "general-setup"),
		qs("en", "what happens if I take from the middle first?", "pick-panes", "starting-player", "broken-glass"),
		qs("en", "can I take pieces from two displays?", "pick-panes"),
		qs("en", "what happens to the other pieces on the display?", "pick-panes"),
		qs("en", "can I split my pieces over two strips?", "place-panes"),
		qs("en", "can I place on a strip left of my glazier?", "place-panes", "move-glazier-back"),
		qs("en", "what if I can't place all the pieces?", "place-panes", "broken-glass"),
		qs("en", "can I choose to break all my pieces on purpose?", "place-panes"),
		qs("en", "what do the grey spaces do?", "joker-spaces"),
		qs("en", "when do I score the colour bonus?", "colour-bonus", "complete-pattern"),
		qs("en", "how many points for a window?", "score-window"),
		qs("en", "what happens when my strip is full?", "complete-pattern"),
		qs("en", "which piece do I put in the window?", "palace-windows", "complete-pattern"),
		qs("en", "what happens when a window has two pieces?", "palace-windows"),
		qs("en", "how do I get my glazier back to the left?", "move-glazier-back"),
		qs("en", "when does the round end?", "end-of-round", "round"),
		qs("en", "what if the bag is empty?", "end-of-round"),
		qs("en", "how many rounds are there?", "round", "end-of-game", "overview"),
		qs("en", "when does the game end?", "end-of-game"),
		qs("en", "how does final scoring work?", "final-scoring"),
		qs("en", "what do leftover pieces on my strips score?", "final-scoring"),
		qs("en", "how do ornaments score on side A?", "side-a-ornaments"),
		qs("en", "how does side B scoring work?", "side-b-windows"),
		qs("en", "who wins a tie?", "tie-breakers"),
		qs("en", "what happens at -18 on the broken glass track?", "broken-glass"),
		qs("en", "how much do broken pieces cost me?", "broken-glass"),
		qs("en", "I'm colour blind, how can I play?", "colour-blind-setup"),
		qs("en", "how is the round indicator set up?", "round-indicator"),
		qs("en", "which colour gives bonus points this round?", "colour-bonus", "round-indicator"),
		qs("en", "what's in the box?", "components"),
		qs("en", "how many pane pieces are there?", "components"),
		qs("en", "should we all use the same side of the board?", "player-setup"),
		qs("en", "where does my glazier start?", "player-setup"),
		qs("en", "what do I do with the joker strip at setup?", "player-setup", "joker-spaces"),
		qs("en", "can I pass?", "players-turn"),
		qs("en", "what are my options on my turn?", "players-turn"),
		qs("en", "where do broken pieces go?", "broken-glass", "place-panes"),
		qs("en", "what is the glass tower for?", "end-of-round", "glossary", "general-setup"),
		qs("en", "do windows to the left count when I score?", "score-window"),
		qs("en", "who refills the factory displays?", "end-of-round", "starting-player"),
		qs("en", "what is the goal of the game?", "overview"),
		// German
		qs("de", "Wie viele Factory Displays bei 3 Spielern?", "general-setup"),
		qs("de", "Wie viele Manufakturplättchen legen wir zu dritt aus?", "general-setup"),
		qs("de", "Wer fängt an?", "starting-player", "general-setup"),
		qs("de", "Was passiert, wenn ich als Erster aus der Mitte nehme?", "pick-panes", "starting-player", "broken-glass"),
		qs("de", "Darf ich von zwei Auslagen nehmen?", "pick-panes"),
		qs("de", "Wohin kommen die restlichen Teile vom Plättchen?", "pick-panes"),
		qs("de", "Darf ich meine Glasteile auf zwei Streifen verteilen?", "place-panes"),
		qs("de", "Darf ich links von meinem Glaser legen?", "place-panes", "move-glazier-back"),
		qs("de", "Was, wenn nicht alle Teile passen?", "place-panes", "broken-glass"),
		qs("de", "Darf ich Teile absichtlich zerbrechen lassen?", "place-panes"),
		qs("de", "Wofür sind die grauen Felder?", "joker-spaces"),
		qs("de", "Wann gibt es den Farbbonus?", "colour-bonus", "complete-pattern"),
		qs("de", "Wie viele Punkte bringt ein Fenster?", "score-window"),
		qs("de", "Was passiert, wenn mein Streifen voll ist?", "complete-pattern"),
		qs("de", "Welches Teil kommt ins Fenster?", "palace-windows", "complete-pattern"),
		qs("de", "Was passiert, wenn ein Fenster zwei Teile hat?", "palace-windows"),
		qs("de", "Wie bekomme ich meinen Glaser wieder nach links?", "move-glazier-back"),
		qs("de", "Wann endet eine Runde?", "end-of-round", "round"),
		qs("de", "Was, wenn der Beutel leer ist?", "end-of-round"),
		qs("de", "Wie viele Runden spielen wir?", "round", "end-of-game", "overview"),
		qs("de", "Wann ist das Spiel vorbei?", "end-of-game"),
		qs("de", "Wie funktioniert die Schlusswertung?", "final-scoring"),
		qs("de", "Was bringen übrige Teile auf meinen Streifen?", "final-scoring"),
		qs("de", "Wie werden die Ornamente auf Seite A gewertet?", "side-a-ornaments"),
		qs("de", "Wie zählt Seite B?", "side-b-windows"),
		qs("de", "Wer gewinnt bei Gleichstand?", "tie-breakers"),
		qs("de", "Was passiert bei minus 18 auf der Leiste für zerbrochenes Glas?", "broken-glass"),
		qs("de", "Wie viele Minuspunkte kosten zerbrochene Teile?", "broken-glass"),
		qs("de", "Ich bin farbenblind, wie kann ich mitspielen?", "colour-blind-setup"),
		qs("de", "Wie wird die Rundenanzeige aufgebaut?", "round-indicator"),
		qs("de", "Welche Farbe gibt diese Runde Bonuspunkte?", "colour-bonus", "round-indicator"),
		qs("de", "Was ist alles in der Schachtel?", "components"),
		qs("de", "Wie viele Glasteile gibt es?", "components"),
		qs("de", "Spielen alle mit derselben Seite des Tableaus?", "player-setup"),
		qs("de", "Wo steht mein Glaser am Anfang?", "player-setup"),
		qs("de", "Was mache ich beim Aufbau mit dem Jokerstreifen?", "player-setup", "joker-spaces"),
		qs("de", "Darf ich passen?", "players-turn"),
		qs("de", "Was darf ich in meinem Zug machen?", "players-turn"),
		qs("de", "Wohin kommen zerbrochene Teile?", "broken-glass", "place-panes"),
		qs("de", "Wofür ist der Glasturm?", "end-of-round", "glossary", "general-setup"),
		qs("de", "Zählen Fenster links davon beim Werten?", "score-window"),
		qs("de", "Wer füllt die Auslagen wieder auf?", "end-of-round", "starting-player"),
		qs("de", "Worum geht es in dem Spiel?", "overview"),
		// Portuguese
		qs("pt", "quantos Factory Displays com 3 jogadores?", "general-setup"),
		qs("pt", "quantos expositores se usam a três?", "general-setup"),
		qs("pt", "quem começa?", "starting-player", "general-setup"),
		qs("pt", "o que acontece se eu for o primeiro a tirar do centro?", "pick-panes", "starting-player", "broken-glass"),
		qs("pt", "posso tirar peças de dois expositores?", "pick-panes"),
		qs("pt", "para onde vão as outras peças do expositor?", "pick-panes"),
		qs("pt", "posso dividir as peças por duas tiras?", "place-panes"),
		qs("pt", "posso pôr peças numa tira à esquerda do vidraceiro?", "place-panes", "move-glazier-back"),
		qs("pt", "e se não couberem todas as peças?", "place-panes", "broken-glass"),
		qs("pt", "posso partir as peças de propósito?", "place-panes"),
		qs("pt", "para que servem os espaços cinzentos?", "joker-spaces"),
		qs("pt", "quando ganho o bónus de cor?", "colour-bonus", "complete-pattern"),
		qs("pt", "quantos pontos vale uma janela?", "score-window"),
		qs("pt", "o que acontece quando a minha tira fica cheia?", "complete-pattern"),
		qs("pt", "que peça vai para a janela?", "palace-windows", "complete-pattern"),
		qs("pt", "o que acontece quando uma janela tem duas peças?", "palace-windows"),
		qs("pt", "como volto a pôr o vidraceiro à esquerda?", "move-glazier-back"),
		qs("pt", "quando acaba a ronda?", "end-of-round", "round"),
		qs("pt", "e se o saco ficar vazio?", "end-of-round"),
		qs("pt", "quantas rondas tem o jogo?", "round", "end-of-game", "overview"),
		qs("pt", "quando termina a partida?", "end-of-game"),
		qs("pt", "como funciona a pontuação final?", "final-scoring"),
		qs("pt", "as peças que sobram nas tiras dão pontos?", "final-scoring"),
		qs("pt", "como pontuam os ornamentos no lado A?", "side-a-ornaments"),
		qs("pt", "como se pontua o lado B?", "side-b-windows"),
		qs("pt", "quem ganha em caso de empate?", "tie-breakers"),
		qs("pt", "o que acontece aos -18 na trilha do vidro partido?", "broken-glass"),
		qs("pt", "quanto me custam as peças partidas?", "broken-glass"),
		qs("pt", "sou daltónico, como posso jogar?", "colour-blind-setup"),
		qs("pt", "como se prepara o indicador de ronda?", "round-indicator"),
		qs("pt", "que cor dá pontos de bónus nesta ronda?", "colour-bonus", "round-indicator"),
		qs("pt", "o que vem na caixa?", "components"),
		qs("pt", "quantas peças de vidro há?", "components"),
		qs("pt", "jogamos todos com o mesmo lado do tabuleiro?", "player-setup"),
		qs("pt", "onde começa o meu vidraceiro?", "player-setup"),
		qs("pt", "o que faço à tira dos jokers na preparação?", "player-setup", "joker-spaces"),
		qs("pt", "posso passar a vez?", "players-turn"),
		qs("pt", "o que posso fazer no meu turno?", "players-turn"),
		qs("pt", "para onde vão as peças partidas?", "broken-glass", "place-panes"),
		qs("pt", "para que serve a torre de vidro?", "end-of-round", "glossary", "general-setup"),
		qs("pt", "as janelas à esquerda contam quando pontuo?", "score-window"),
		qs("pt", "quem volta a encher os expositores?", "end-of-round", "starting-player"),
		qs("pt", "qual é o objetivo do jogo?", "overview"),
		// Second group, as players type at the table (fragments, no
		// accents, ae/oe/ue), run untouched after the first group's fixes.
		qs("en", "factory displays 4 players", "general-setup"),
		qs("en", "take from center penalty", "pick-panes", "broken-glass", "starting-player"),
		qs("en", "joker strip face down at start?", "player-setup", "joker-spaces"),
		qs("en", "glazier cant go left", "move-glazier-back", "place-panes"),
		qs("en", "points for 7 leftover pieces", "final-scoring"),
		qs("en", "side a ornament 3 filled", "side-a-ornaments"),
		qs("en", "window complete remove strip", "palace-windows"),
		qs("en", "round indicator empty", "end-of-round", "round-indicator", "end-of-game"),
		qs("de", "factory displays bei 4 spielern", "general-setup"),
		qs("de", "strafe fuer mitte nehmen", "pick-panes", "broken-glass", "starting-player"),
		qs("de", "jokerstreifen am anfang umdrehen?", "player-setup", "joker-spaces"),
		qs("de", "glaser nach links", "move-glazier-back", "place-panes"),
		qs("de", "punkte fuer uebrige glasteile", "final-scoring"),
		qs("de", "seite a ornament mit 3 teilen", "side-a-ornaments"),
		qs("de", "fenster voll streifen weg", "palace-windows"),
		qs("de", "rundenanzeige leer", "end-of-round", "round-indicator", "end-of-game"),
		qs("pt", "expositores com 4 jogadores", "general-setup"),
		qs("pt", "penalizacao por tirar do centro", "pick-panes", "broken-glass", "starting-player"),
		qs("pt", "tira dos jokers virada no inicio?", "player-setup", "joker-spaces"),
		qs("pt", "vidraceiro para a esquerda", "move-glazier-back", "place-panes"),
		qs("pt", "pontos pelas pecas que sobram", "final-scoring"),
		qs("pt", "lado a ornamento com 3 pecas", "side-a-ornaments"),
		qs("pt", "janela completa tirar a tira", "palace-windows"),
		qs("pt", "indicador de ronda vazio", "end-of-round", "round-indicator", "end-of-game"),
	},
	OhMyGoods: {
		// English
		qs("en", "how many assistants in a 3 player game", "setup", "assistants"),
		qs("en", "how many cards do we start with?", "setup"),
		qs("en", "how much coal do we start with?", "setup", "goods-and-coins"),
		qs("en", "who goes first?", "active-player", "setup"),
		qs("en", "can I keep some of my cards when I swap my hand?", "new-hand-cards"),
		qs("en", "is there a hand limit?", "new-hand-cards"),
		qs("en", "what if the deck runs out?", "draw-pile"),
		qs("en", "when does the market stop?", "sunrise", "sunset", "market-display"),
		qs("en", "do I take resources from the market?", "market-display", "produce"),
		qs("en", "what's the difference between orderly and sloppy?", "work"),
		qs("en", "how many goods does a sloppy worker make?", "work", "produce"),
		qs("en", "can I use cards from my hand as resources?", "produce", "market-display"),
		qs("en", "can one discarded card count for two buildings?", "produce"),
		qs("en", "how does the production chain work?", "production-chain"),
		qs("en", "can I use a chain if my building didn't produce?", "production-chain", "end-of-game"),
		qs("en", "how do I pay for a building?", "build", "goods-and-coins"),
		qs("en", "do I get change if I overpay?", "build"),
		qs("en", "what happens if I can't build my card?", "build", "plan-building"),
		qs("en", "how do I hire an assistant?", "assistants"),
		qs("en", "how many assistants can I have?", "assistants"),
		qs("en", "can an assistant and a worker be in the same building?", "assistants", "work"),
		qs("en", "can I move my assistant?", "assistants", "sunrise"),
		qs("en", "when does the game end?", "end-of-game"),
		qs("en", "how many buildings end the game?", "end-of-game"),
		qs("en", "does the charburner count as a building?", "end-of-game"),
		qs("en", "how do goods become points at the end?", "final-scoring", "goods-and-coins"),
		qs("en", "who wins a tie?", "tie-breakers"),
		qs("en", "what do grey buildings do?", "special-buildings", "cards"),
		qs("en", "what does the glaziery need?", "special-buildings"),
		qs("en", "how does the market office work?", "special-buildings"),
		qs("en", "what is a half sun?", "cards", "sunrise", "market-display"),
		qs("en", "what's in the box?", "components"),
		qs("en", "what are the phases of a round?", "round"),
		qs("en", "who deals the cards?", "active-player", "new-hand-cards"),
		qs("en", "how many cards does everyone get each round?", "new-hand-cards"),
		qs("en", "when do I choose my building?", "plan-building", "sunrise"),
		qs("en", "what are coins in this game?", "goods-and-coins"),
		qs("en", "what happens to the market at the end of the round?", "end-of-round", "market-display"),
		qs("en", "can I build and hire an assistant in the same round?", "assistants", "build"),
		qs("en", "what do assistants cost?", "assistants"),
		qs("en", "what is the goal?", "overview"),
		qs("en", "what happens in the last round?", "end-of-game"),
		qs("en", "where do produced goods go?", "produce", "goods-and-coins"),
		// German
		qs("de", "Wie viele Assistants bei 3 Spielern?", "setup", "assistants"),
		qs("de", "Wie viele Gehilfen liegen zu dritt aus?", "setup", "assistants"),
		qs("de", "Mit wie vielen Karten fängt man an?", "setup"),
		qs("de", "Wie viel Kohle hat man am Anfang?", "setup", "goods-and-coins"),
		qs("de", "Wer fängt an?", "active-player", "setup"),
		qs("de", "Darf ich beim Tauschen einzelne Karten behalten?", "new-hand-cards"),
		qs("de", "Gibt es ein Handkartenlimit?", "new-hand-cards"),
		qs("de", "Was, wenn der Stapel leer ist?", "draw-pile"),
		qs("de", "Wann hört man mit dem Aufdecken auf?", "sunrise", "sunset", "market-display"),
		qs("de", "Nehme ich Rohstoffe aus dem Markt?", "market-display", "produce"),
		qs("de", "Was ist der Unterschied zwischen ordentlich und schlampig?", "work"),
		qs("de", "Wie viele Waren macht ein schlampiger Arbeiter?", "work", "produce"),
		qs("de", "Darf ich Handkarten als Rohstoffe benutzen?", "produce", "market-display"),
		qs("de", "Zählt eine abgeworfene Karte für zwei Gebäude?", "produce"),
		qs("de", "Wie funktioniert die Produktionskette?", "production-chain"),
		qs("de", "Darf ich die Kette nutzen, wenn nichts produziert wurde?", "production-chain", "end-of-game"),
		qs("de", "Wie bezahle ich ein Gebäude?", "build", "goods-and-coins"),
		qs("de", "Bekomme ich Wechselgeld?", "build"),
		qs("de", "Was, wenn ich mein Gebäude nicht bauen kann?", "build", "plan-building"),
		qs("de", "Wie stelle ich einen Gehilfen ein?", "assistants"),
		qs("de", "Wie viele Gehilfen darf ich haben?", "assistants"),
		qs("de", "Dürfen Arbeiter und Gehilfe im selben Gebäude sein?", "assistants", "work"),
		qs("de", "Kann ich meinen Gehilfen versetzen?", "assistants", "sunrise"),
		qs("de", "Wann endet das Spiel?", "end-of-game"),
		qs("de", "Wie viele Gebäude beenden das Spiel?", "end-of-game"),
		qs("de", "Zählt die Köhlerei als Gebäude?", "end-of-game"),
		qs("de", "Wie werden Waren am Ende zu Punkten?", "final-scoring", "goods-and-coins"),
		qs("de", "Wer gewinnt bei Gleichstand?", "tie-breakers"),
		qs("de", "Was machen graue Gebäude?", "special-buildings", "cards"),
		qs("de", "Was braucht die Glaserei?", "special-buildings"),
		qs("de", "Wie funktioniert das Marktbüro?", "special-buildings"),
		qs("de", "Was ist eine halbe Sonne?", "cards", "sunrise", "market-display"),
		qs("de", "Was ist in der Schachtel?", "components"),
		qs("de", "Welche Phasen hat eine Runde?", "round"),
		qs("de", "Wer teilt die Karten aus?", "active-player", "new-hand-cards"),
		qs("de", "Wie viele Karten bekommt jeder pro Runde?", "new-hand-cards"),
		qs("de", "Wann wähle ich mein Gebäude?", "plan-building", "sunrise"),
		qs("de", "Was sind Münzen in diesem Spiel?", "goods-and-coins"),
		qs("de", "Was passiert mit dem Markt am Rundenende?", "end-of-round", "market-display"),
		qs("de", "Darf ich in einer Runde bauen und einen Gehilfen einstellen?", "assistants", "build"),
		qs("de", "Was kostet ein Gehilfe?", "assistants"),
		qs("de", "Worum geht es in dem Spiel?", "overview"),
		qs("de", "Was passiert in der letzten Runde?", "end-of-game"),
		qs("de", "Wohin kommen produzierte Waren?", "produce", "goods-and-coins"),
		// Portuguese
		qs("pt", "quantos assistentes num jogo a 3?", "setup", "assistants"),
		qs("pt", "quantos Assistants com 3 jogadores?", "setup", "assistants"),
		qs("pt", "com quantas cartas se começa?", "setup"),
		qs("pt", "quanto carvão temos no início?", "setup", "goods-and-coins"),
		qs("pt", "quem começa?", "active-player", "setup"),
		qs("pt", "posso guardar algumas cartas quando troco a mão?", "new-hand-cards"),
		qs("pt", "há limite de cartas na mão?", "new-hand-cards"),
		qs("pt", "e se o baralho acabar?", "draw-pile"),
		qs("pt", "quando se para de virar cartas para o mercado?", "sunrise", "sunset", "market-display"),
		qs("pt", "tiro os recursos do mercado?", "market-display", "produce"),
		qs("pt", "qual é a diferença entre trabalhar com cuidado e à pressa?", "work"),
		qs("pt", "quantos bens faz um trabalhador à pressa?", "work", "produce"),
		qs("pt", "posso usar cartas da mão como recursos?", "produce", "market-display"),
		qs("pt", "uma carta descartada conta para dois edifícios?", "produce"),
		qs("pt", "como funciona a cadeia de produção?", "production-chain"),
		qs("pt", "posso usar a cadeia se o edifício não produziu?", "production-chain", "end-of-game"),
		qs("pt", "como pago um edifício?", "build", "goods-and-coins"),
		qs("pt", "recebo troco se pagar a mais?", "build"),
		qs("pt", "e se não conseguir construir a carta?", "build", "plan-building"),
		qs("pt", "como contrato um assistente?", "assistants"),
		qs("pt", "quantos assistentes posso ter?", "assistants"),
		qs("pt", "um trabalhador e um assistente podem estar no mesmo edifício?", "assistants", "work"),
		qs("pt", "posso mudar o assistente de edifício?", "assistants", "sunrise"),
		qs("pt", "quando acaba o jogo?", "end-of-game"),
		qs("pt", "quantos edifícios acabam o jogo?", "end-of-game"),
		qs("pt", "a carvoaria conta como edifício?", "end-of-game"),
		qs("pt", "como é que os bens viram pontos no fim?", "final-scoring", "goods-and-coins"),
		qs("pt", "quem ganha em caso de empate?", "tie-breakers"),
		qs("pt", "o que fazem os edifícios cinzentos?", "special-buildings", "cards"),
		qs("pt", "de que precisa a vidraria?", "special-buildings"),
		qs("pt", "como funciona o escritório do mercado?", "special-buildings"),
		qs("pt", "o que é um meio sol?", "cards", "sunrise", "market-display"),
		qs("pt", "o que vem na caixa?", "components"),
		qs("pt", "quais são as fases de uma ronda?", "round"),
		qs("pt", "quem distribui as cartas?", "active-player", "new-hand-cards"),
		qs("pt", "quantas cartas recebe cada um por ronda?", "new-hand-cards"),
		qs("pt", "quando escolho o edifício a construir?", "plan-building", "sunrise"),
		qs("pt", "o que são moedas neste jogo?", "goods-and-coins"),
		qs("pt", "o que acontece ao mercado no fim da ronda?", "end-of-round", "market-display"),
		qs("pt", "posso construir e contratar um assistente na mesma ronda?", "assistants", "build"),
		qs("pt", "quanto custa um assistente?", "assistants"),
		qs("pt", "qual é o objetivo do jogo?", "overview"),
		qs("pt", "o que acontece na última ronda?", "end-of-game"),
		qs("pt", "para onde vão os bens produzidos?", "produce", "goods-and-coins"),
		// Second group, as players type at the table (fragments, no
		// accents, ae/oe/ue), run untouched after the first group's fixes.
		qs("en", "assistants 4 players", "setup", "assistants"),
		qs("en", "sloppy charburner example", "produce", "work"),
		qs("en", "chain needs two items", "production-chain"),
		qs("en", "overpay change", "build"),
		qs("en", "max assistants", "assistants"),
		qs("en", "8 buildings include charburner?", "end-of-game"),
		qs("en", "coins left tiebreak", "tie-breakers"),
		qs("en", "glaziery 11 resources", "special-buildings"),
		qs("de", "gehilfen bei 4 spielern", "setup", "assistants"),
		qs("de", "schlampig koehlerei beispiel", "produce", "work"),
		qs("de", "kette mit zwei waren", "production-chain"),
		qs("de", "ueberzahlen wechselgeld", "build"),
		qs("de", "maximal gehilfen", "assistants"),
		qs("de", "8 gebaeude mit koehlerei?", "end-of-game"),
		qs("de", "uebrige muenzen gleichstand", "tie-breakers"),
		qs("de", "glaserei 11 rohstoffe", "special-buildings"),
		qs("pt", "assistentes com 4 jogadores", "setup", "assistants"),
		qs("pt", "exemplo carvoaria a pressa", "produce", "work"),
		qs("pt", "cadeia com dois bens", "production-chain"),
		qs("pt", "pagar a mais troco", "build"),
		qs("pt", "maximo de assistentes", "assistants"),
		qs("pt", "8 edificios conta a carvoaria?", "end-of-game"),
		qs("pt", "moedas que sobram empate", "tie-breakers"),
		qs("pt", "vidraria 11 recursos", "special-buildings"),
	},
}

// toleratedGameMisses are the other games' natural questions allowed to
// miss, each named with why.
var toleratedGameMisses = map[string]string{
	"sintra de Was, wenn nicht alle Teile passen?": "the rule on pieces that do not fit (place-panes) is asked in words the topic does not use; the results lead with the turn",
}

// At least 40 questions per game and language, and in each at least 97%
// find a right topic among the first three results of that game's index;
// each miss is a tolerated one, named.
func TestGameNaturalQuestions(t *testing.T) {
	missed, asked := map[string]string{}, map[string]bool{}
	defer func() { namedMisses(t, missed, toleratedGameMisses, asked) }()
	for _, g := range Games[1:] {
		b, err := Of(g)
		if err != nil {
			t.Fatal(err)
		}
		total, hits := map[string]int{}, map[string]int{}
		misses := map[string][]string{}
		for _, c := range gameQuestions[g] {
			asked[string(g)+" "+c.lang+" "+c.q] = true
			for _, s := range c.topics {
				if b.Topic(c.lang, s) == nil {
					t.Fatalf("%s %s %q: no topic %s", g, c.lang, c.q, s)
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
				misses[c.lang] = append(misses[c.lang], fmt.Sprintf("%s %s %q: top 3 %v, want one of %v", g, c.lang, c.q, top, c.topics))
				missed[string(g)+" "+c.lang+" "+c.q] = misses[c.lang][len(misses[c.lang])-1]
			}
		}
		for _, lang := range Langs {
			if total[lang] < 40 {
				t.Errorf("%s %s: only %d questions", g, lang, total[lang])
			}
			rate := float64(hits[lang]) / float64(total[lang])
			t.Logf("%s %s: %d of %d questions (%.0f%%) find a right topic in the top 3", g, lang, hits[lang], total[lang], 100*rate)
			if rate < 0.97 {
				t.Errorf("%s %s: %d of %d questions find a right topic in the top 3", g, lang, hits[lang], total[lang])
			}
			if len(misses[lang]) > 0 {
				t.Logf("misses:\n%s", strings.Join(misses[lang], "\n"))
			}
		}
	}
}

// The letter that names a palace board's side counts (play test pt3 D4):
// "side b" asks for side B first, in every language, and as a topic name
// it finds the side's topic; "side a" the other way round.
func TestSideLetterCounts(t *testing.T) {
	b, err := Of(Sintra)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct{ lang, q, want string }{
		{"en", "side b", "side-b-windows"},
		{"en", "side B scoring", "side-b-windows"},
		{"en", "side a", "side-a-ornaments"},
		{"de", "Seite B", "side-b-windows"},
		{"de", "Wertung Seite B", "side-b-windows"},
		{"de", "Seite A", "side-a-ornaments"},
		{"pt", "lado B", "side-b-windows"},
		{"pt", "pontuação do lado B", "side-b-windows"},
		{"pt", "lado A", "side-a-ornaments"},
	} {
		rs := b.Search(c.lang, c.q)
		if len(rs) == 0 || rs[0].Slug != c.want {
			var top []string
			for i := 0; i < len(rs) && i < 3; i++ {
				top = append(top, rs[i].Slug)
			}
			t.Errorf("%s %q: %v, want %s first", c.lang, c.q, top, c.want)
		}
	}
	for _, c := range []struct{ lang, key, want string }{{"de", "Seite B", "side-b-windows"}, {"pt", "lado A", "side-a-ornaments"}, {"en", "side b", "side-b-windows"}} {
		if tp, ok := b.Lookup(c.lang, c.key); !ok || tp.Slug != c.want {
			t.Errorf("show %q: %v %v, want %s", c.key, tp, ok, c.want)
		}
	}
}

// German players name things by compounds the texts do not have
// (review sibling-games 5, wording X5): split against the index's own
// words and players' words, each finds its topic first. The Portuguese
// question of the review (rank 7 before) reaches the top 3.
func TestGameCompoundsAndReviewQuestions(t *testing.T) {
	for _, c := range []struct {
		g       Game
		lang, q string
		want    []string
		within  int
	}{
		{Sintra, "de", "Startspielerstein", []string{"starting-player"}, 1},
		{Sintra, "de", "Wer bekommt den Startspielerstein?", []string{"starting-player"}, 1},
		{Sintra, "de", "Fabrikauslagen", []string{"general-setup"}, 1},
		{Sintra, "de", "Wie viele Fabrikauslagen legen wir bei 4 Spielern aus?", []string{"general-setup"}, 1},
		{Sintra, "de", "Wertungsplan", []string{"general-setup"}, 1},
		{Sintra, "de", "Holzmarker", []string{"general-setup", "components"}, 1},
		{OhMyGoods, "de", "Glashütte", []string{"special-buildings"}, 1},
		{OhMyGoods, "pt", "Quantas cartas se recebem por ronda?", []string{"new-hand-cards"}, 3},
	} {
		b, _ := Of(c.g)
		rs := b.Search(c.lang, c.q)
		var top []string
		for i := 0; i < len(rs) && i < c.within; i++ {
			top = append(top, rs[i].Slug)
		}
		if !anyOf(top, c.want) {
			t.Errorf("%s %s %q: top %d %v, want one of %v", c.g, c.lang, c.q, c.within, top, c.want)
		}
	}
}

// The compound split takes its words from the index, not from a list:
// "Fabrik" and "Auslagen" are players' words for the edition's
// "Manufakturplättchen", and a compound of two words the index does not
// know stays unsplit.
func TestSplitCompoundUsesTheIndex(t *testing.T) {
	b, _ := Of(Sintra)
	if l, r, ok := b.ix.splitCompound("fabrikauslagen"); !ok || l != "manufakturplattchen" || r != "manufakturplattchen" {
		t.Errorf("fabrikauslagen: %q %q %v", l, r, ok)
	}
	if l, r, ok := b.ix.splitCompound("startspielerstein"); !ok || l != "startspieler" || r != "stein" {
		t.Errorf("startspielerstein: %q %q %v", l, r, ok)
	}
	if _, _, ok := b.ix.splitCompound("quarkbrotwurst"); ok {
		t.Error("quarkbrotwurst: split though the index knows none of its words")
	}
}
