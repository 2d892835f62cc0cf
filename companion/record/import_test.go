package record

import (
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/userfile"
)

func backupFixture(t testing.TB) []byte {
	t.Helper()
	b, err := os.ReadFile("testdata/bgstats-backup.json")
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// A BG Stats backup gives the plays of the companion's games (Stephens,
// Oh My Goods!, Sintra, by name in any case) with their players by name,
// scores as text or number, ranks, winners, start and length; a play of
// another game is counted and skipped. Each play's id is its BG Stats
// uuid.
func TestParseBGStats(t *testing.T) {
	b, err := ParseBGStats(backupFixture(t), time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	if len(b.Plays) != 4 || b.Skipped != 1 {
		t.Fatalf("%d plays, %d skipped", len(b.Plays), b.Skipped)
	}
	p := b.Plays[0]
	if p.Game != Stephens || !p.Started.Equal(time.Date(2026, 11, 20, 19, 30, 0, 0, time.UTC)) || p.Minutes != 95 ||
		p.Imported.SourcePlayID != "bgstats-a1" || p.Imported.Location != "Club" {
		t.Errorf("%+v", p)
	}
	ana, bo := p.Imported.Players[0], p.Imported.Players[1]
	if ana.Name != "Ana" || *ana.Score != 63 || !ana.Winner || !ana.StartPlayer || ana.Rank != 1 || ana.Role != "red" ||
		bo.Name != "bo" || *bo.Score != 58 || bo.Winner {
		t.Errorf("%+v %+v", ana, bo)
	}
	if b.Plays[1].Game != "omg" || b.Plays[3].Game != "sintra" || b.Plays[1].Imported.SourcePlayID == b.Plays[2].Imported.SourcePlayID {
		t.Errorf("games %s %s, ids %s %s", b.Plays[1].Game, b.Plays[3].Game, b.Plays[1].Imported.SourcePlayID, b.Plays[2].Imported.SourcePlayID)
	}
	// The play's clock is the table's.
	berlin := time.FixedZone("CET", 3600)
	if b, _ := ParseBGStats(backupFixture(t), berlin); !b.Plays[0].Started.Equal(time.Date(2026, 11, 20, 18, 30, 0, 0, time.UTC)) {
		t.Errorf("start %v", b.Plays[0].Started)
	}
}

// A play the companion exported comes back with its own id; a play
// without a uuid gets one made of its content.
func TestImportID(t *testing.T) {
	src := `{"games":[{"id":1,"name":"stephens"}],"players":[{"id":1,"name":"Ana"}],"plays":[
{"sourcePlayId":"stephens-20260314T193000Z-2a-0badcafe","uuid":"u","playDate":"2026-03-14 19:30:00","gameRefId":1,"playerScores":[{"playerRefId":1,"score":5}]},
{"playDate":"2026-03-14 19:30:00","gameRefId":1,"playerScores":[{"playerRefId":1,"score":5}]},
{"playDate":"2026-03-14 19:30:00","gameRefId":1,"playerScores":[{"playerRefId":1,"score":6}]}]}`
	b, err := ParseBGStats([]byte(src), time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	ids := []string{b.Plays[0].Imported.SourcePlayID, b.Plays[1].Imported.SourcePlayID, b.Plays[2].Imported.SourcePlayID}
	if ids[0] != "stephens-20260314T193000Z-2a-0badcafe" || !strings.HasPrefix(ids[1], "bgstats-") || ids[1] == ids[2] {
		t.Errorf("ids %v", ids)
	}
}

// A file that is not a backup, or whose plays of these games lack what a
// play needs, is refused naming the field (and the line where JSON says).
func TestParseBGStatsRefused(t *testing.T) {
	good := string(backupFixture(t))
	for _, c := range []struct {
		name, src, field, problem string
	}{
		{"not JSON", "games: []", "", "record.import.problem.syntax"},
		{"cut short", good[:200], "", "record.import.problem.syntax"},
		{"a list", "[1, 2]", "", "record.import.problem.not_backup"},
		{"no plays", `{"games": [], "players": []}`, "plays", "record.import.problem.missing"},
		{"plays not a list", `{"games": [], "players": [], "plays": 3}`, "plays", "record.import.problem.kind"},
		{"trailing", good + "{}", "", "record.import.problem.trailing"},
		{"unknown player", strings.Replace(good, `"playerRefId": 2, "score": 58`, `"playerRefId": 9, "score": 58`, 1), "plays[0].playerScores[1].playerRefId", "record.import.problem.no_ref"},
		{"unknown game", strings.Replace(good, `"gameRefId": 12`, `"gameRefId": 99`, 1), "plays[3].gameRefId", "record.import.problem.no_ref"},
		{"no game", strings.Replace(good, `"gameRefId": 12,`, ``, 1), "plays[3].gameRefId", "record.import.problem.missing"},
		{"bad date", strings.Replace(good, `"2026-11-20 19:30:00", "durationMin": 95`, `"yesterday", "durationMin": 95`, 1), "plays[0].playDate", "record.import.problem.date"},
		{"bad score", strings.Replace(good, `"score": "63"`, `"score": "sixty"`, 1), "plays[0].playerScores[0].score", "record.import.problem.score"},
		{"fraction", strings.Replace(good, `"score": "63"`, `"score": 63.5`, 1), "plays[0].playerScores[0].score", "record.import.problem.score"},
		{"bad length", strings.Replace(good, `"durationMin": 95`, `"durationMin": -5`, 1), "plays[0].durationMin", "record.problem.minutes"},
		{"player twice", strings.Replace(good, `"playerRefId": 2, "score": 58`, `"playerRefId": 1, "score": 58`, 1), "plays[0].playerScores[1].playerRefId", "record.import.problem.player"},
		{"id twice", strings.Replace(good, `"id": 2,`, `"id": 1,`, 1), "players[1].id", "record.import.problem.twice"},
		{"no players", strings.Replace(good, `"playerScores": [{"playerRefId": 3, "score": 70, "winner": true, "rank": 1}, {"playerRefId": 1, "score": 61, "rank": 2}]`, `"playerScores": []`, 1), "plays[4].playerScores", "record.import.problem.no_players"},
	} {
		_, err := ParseBGStats([]byte(c.src), time.UTC)
		var fe *userfile.Error
		if !errors.As(err, &fe) || len(fe.Issues) != 1 || fe.Issues[0].Field != c.field || fe.Issues[0].Problem.ID != c.problem {
			t.Errorf("%s: %v", c.name, err)
		}
	}
	// Another game's play is not checked beyond its game.
	other := strings.Replace(good, `"score": "10"`, `"score": "ten"`, 1)
	if _, err := ParseBGStats([]byte(other), time.UTC); err != nil {
		t.Errorf("a Catan play's score refused the file: %v", err)
	}
}

// An imported play's file reads back as the play: the record keeps its
// players, scores, places, winners and its BG Stats id for the export.
func TestImportedRoundTrip(t *testing.T) {
	b, err := ParseBGStats(backupFixture(t), time.UTC)
	if err != nil {
		t.Fatal(err)
	}
	MatchNames(b.Plays, []string{"Bo", "ANA"})
	for _, im := range b.Plays {
		buf, err := MarshalImported(im)
		if err != nil {
			t.Fatal(err)
		}
		if !IsImported(buf) || userfile.KindOf(buf) != userfile.Game {
			t.Fatalf("not an imported play:\n%s", buf)
		}
		back, err := ParseImported(buf)
		if err != nil {
			t.Fatalf("%v\n%s", err, buf)
		}
		g := FromImported("x.play.yaml", back)
		if PlayID(g) != im.Imported.SourcePlayID || BGStats(g, ExportOptions{}).SourcePlayID != im.Imported.SourcePlayID {
			t.Errorf("id %q, want %q", PlayID(g), im.Imported.SourcePlayID)
		}
		for i, p := range g.Players {
			if p.Name != im.Imported.Players[i].Name || *p.Score != *im.Imported.Players[i].Score || p.Winner != im.Imported.Players[i].Winner {
				t.Errorf("%+v, want %+v", p, im.Imported.Players[i])
			}
		}
	}
	if n := b.Plays[0].Imported.Players; n[0].Name != "ANA" || n[1].Name != "Bo" {
		t.Errorf("names not matched to the record's: %+v", n)
	}
	if n := b.Plays[3].Imported.Players; n[0].Name != "Cy" || n[1].Name != "ANA" {
		t.Errorf("names %+v", n)
	}
}

// The backup parser never panics and never takes a play it cannot keep:
// whatever it accepts writes a file that reads back.
func FuzzParseBGStats(f *testing.F) {
	f.Add(backupFixture(f))
	f.Add([]byte(`{"games":[{"id":1,"name":"Oh My Goods!"}],"players":[{"id":1,"name":"A"}],"plays":[{"playDate":"2026-01-01 10:00:00","gameRefId":1,"playerScores":[{"playerRefId":1,"score":"3"}]}]}`))
	f.Fuzz(func(t *testing.T, src []byte) {
		b, err := ParseBGStats(src, time.UTC)
		if err != nil {
			var fe *userfile.Error
			if !errors.As(err, &fe) || len(fe.Issues) == 0 || fe.Issues[0].Problem == nil {
				t.Fatalf("unworded error %v", err)
			}
			return
		}
		for _, im := range b.Plays {
			buf, err := MarshalImported(im)
			if err != nil {
				t.Fatal(err)
			}
			if _, err := ParseImported(buf); err != nil {
				t.Fatalf("accepted play does not read back: %v\n%s", err, buf)
			}
		}
	})
}
