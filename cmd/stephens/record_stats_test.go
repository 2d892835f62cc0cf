package main

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pileup-companion/stephens/cmd/stephens/internal/cmdutil"
)

// The win rate is rounded once, from the counts shown (playtest pt3 D7):
// 5 wins in 11 games is 45 % (45.45), not 46 % (0.455 rounded again).
func TestWinRateIsRoundedOnce(t *testing.T) {
	gameDirs(t)
	for i := range 11 {
		eva, bo := 10+i, 20 // Eva wins the last five
		if i >= 6 {
			eva = 30 + i
		}
		mustRun(t, "omg", "score", "--names", "Eva,Bo", "--buildings", fmt.Sprintf("Eva:%d", eva), "--coins", "Eva:0",
			"--buildings", fmt.Sprintf("Bo:%d", bo+i), "--coins", "Bo:0", "--record")
	}
	piped, _ := runRecord(t, false, "stats")
	if !strings.Contains(piped, "Eva\t11\t5\t45%\t") {
		t.Errorf("piped:\n%s", piped)
	}
	for _, lang := range []string{"en", "de", "pt"} {
		out := runAt(t, 80, "--lang", lang, "stats")
		if !strings.Contains(out, " 45%") && !strings.Contains(out, " 45 %") || strings.Contains(out, "46") {
			t.Errorf("%s:\n%s", lang, out)
		}
	}
}

// Every figure of stats can be checked from the screen (playtest pt3
// D6): a player with solo games has the multiplayer games, which the win
// rate is over, apart from the solo ones, and a note says what the rate
// and the average count. Without solo games the table keeps one column of
// games and no note.
func TestStatsSplitsMultiplayerAndSoloGames(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Eva", "Bo"}, []string{"75", "43"})
	finishGameT(t, []string{"Eva", "Bo"}, []string{"40", "43"})
	finishGameT(t, []string{"Eva", "Bo"}, []string{"41", "43"})
	plain, _ := runRecord(t, false, "stats")
	if !strings.Contains(plain, "Player\tGames\tWins\tWin rate\tAverage\tBest\n") || !strings.Contains(plain, "Eva\t3\t1\t33%\t53.0\t76\n") {
		t.Errorf("without solo games:\n%s", plain)
	}
	newGame(t, "Eva", "3")
	mustRun(t, append([]string{"score", "--finish"}, sheetFlags([]string{"Eva"}, []string{"95"}, []string{"0"})...)...)
	piped, _ := runRecord(t, false, "stats")
	for _, want := range []string{"Player\tMultiplayer\tWins\tWin rate\tSolo\tAverage\tBest\n", "Eva\t3\t1\t33%\t1\t63.8\t96\n", "Bo\t3\t2\t67%\t0\t44.0\t44\n"} {
		if !strings.Contains(piped, want) {
			t.Errorf("piped: no %q in\n%s", want, piped)
		}
	}
	for lang, want := range map[string][]string{
		"en": {"Multiplayer", "Solo", "The win rate is over the multiplayer games"},
		"de": {"Mehrspieler", "Solo", "Die Siegquote zählt nur die Partien mit mehreren Personen"},
		"pt": {"Multijogador", "A solo", "A taxa de vitórias conta só os jogos multijogador"},
	} {
		out := runAt(t, 100, "--lang", lang, "stats")
		for _, w := range want {
			if !strings.Contains(out, w) {
				t.Errorf("%s: no %q in\n%s", lang, w, out)
			}
		}
	}
	if out := runAt(t, 80, "stats"); strings.Contains(plain, "The win rate") || !strings.Contains(out, "│ Eva    │           3 │    1 │      33% │    1 │") {
		t.Errorf("at 80 columns:\n%s", out)
	}
}

// A chart of every total says so, not "the last 1 of 1" (playtest pt2).
func TestChartTitleOfEveryTotal(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Inês", "Bo"}, []string{"75", "43"})
	for lang, want := range map[string]string{"en": "Inês's total:", "de": "Das Ergebnis von Inês:", "pt": "A pontuação de Inês:"} {
		out := runAt(t, 80, "--lang", lang, "stats", "--player", "Inês")
		if !strings.Contains(out, want) || strings.Contains(out, " 1 of 1") || strings.Contains(out, " 1 de 1") || strings.Contains(out, " 1 von 1") {
			t.Errorf("%s:\n%s", lang, out)
		}
	}
	finishGameT(t, []string{"Inês", "Bo"}, []string{"70", "43"})
	if out := runAt(t, 80, "--lang", "pt", "stats", "--player", "Inês"); !strings.Contains(out, "As 2 pontuações de Inês, as mais antigas primeiro:") {
		t.Errorf("two games:\n%s", out)
	}
}

// The opponent card's result reads the same on the score screen, in the
// history and in the list of games, in every language (playtest pt2:
// "não vencido" beside "não derrotado").
func TestOpponentResultHasOneWording(t *testing.T) {
	gameDirs(t)
	mustRun(t, "new", "--names", "Inês", "--seed", "4", "--difficulty", "normal", "--opponent", "O1", "--start-disks", "gate-5", "--no-input")
	mustRun(t, append([]string{"score", "--finish"}, sheetFlags([]string{"Inês"}, []string{"95"}, []string{"0"})...)...)
	for lang, want := range map[string]string{"en": "opponent not beaten", "de": "Konkurrenz nicht besiegt", "pt": "oponente não derrotado"} {
		score := mustRun(t, append([]string{"--lang", lang, "score", "--names", "Inês", "--difficulty", "normal", "--opponent", "normal"},
			sheetFlags([]string{"Inês"}, []string{"95"}, []string{"0"})...)...)
		if !strings.Contains(strings.ToLower(score), strings.ToLower(want)) {
			t.Errorf("%s score: no %q in\n%s", lang, want, score)
		}
		for _, cmd := range []string{"history", "games"} {
			if out := runAt(t, 100, "--lang", lang, cmd); !strings.Contains(out, want) {
				t.Errorf("%s %s: no %q in\n%s", lang, cmd, want, out)
			}
		}
	}
}

// --player finds a player whatever the accents typed, as the rules search
// and the flag values do (playtest pt3 D17: "--player fabio" was refused
// beside Fábio), unless two players differ only by accents.
func TestPlayerFilterIgnoresAccents(t *testing.T) {
	gameDirs(t)
	finishGameT(t, []string{"Fábio", "Bo"}, []string{"75", "43"})
	if out := mustRun(t, "history", "--player", "fabio"); !strings.Contains(out, "Fábio:76:1") {
		t.Errorf("history --player fabio:\n%s", out)
	}
	if out := mustRun(t, "stats", "--player", "FABIO"); !strings.Contains(out, "Fábio\t1\t1\t100%") || strings.Contains(out, "Bo\t") {
		t.Errorf("stats --player FABIO:\n%s", out)
	}
	finishGameT(t, []string{"Fabio", "Bo"}, []string{"40", "43"})
	if out := mustRun(t, "history", "--player", "fabio"); !strings.Contains(out, "Fabio:41:2") || strings.Contains(out, "Fábio") {
		t.Errorf("the exact name comes first:\n%s", out)
	}
	if code, _, errs := runWith(t, nil, "history", "--player", "FABIÔ"); code != cmdutil.ExitUsage || !strings.Contains(errs, "has played no finished game") {
		t.Errorf("two players alike but for accents: exit %d %s", code, errs)
	}
}
