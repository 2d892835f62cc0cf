package record

import (
	"encoding/json"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/played"
	"github.com/pileup-companion/stephens/companion/score"
)

// A multiplayer play: the date in the table's clock, the length, every
// player with score, place as rank, winner, colour as role, exactly one
// start player; the game's fixed fields; no bggId unless given.
func TestBGStatsMultiplayer(t *testing.T) {
	g := mustOf(t, "g.yaml", finished(t, []string{"Ana", "Bo", "Cy"},
		[]player{{"Ana", 50, 5, 6}, {"Bo", 50, 5, 6}, {"Cy", 60, 0, 0}}, 2*time.Hour+15*time.Minute, 0))
	lisbon, err := time.LoadLocation("Europe/Lisbon")
	if err != nil {
		lisbon = time.FixedZone("WET", 0)
	}
	p := BGStats(g, ExportOptions{Location: "Porto", Zone: time.FixedZone("X", -3*3600)})
	if p.PlayDate != "2026-03-14 16:30:00" || p.DurationMin != 135 || p.Location != "Porto" || p.Comments != "" {
		t.Errorf("%+v", p)
	}
	if p.Game != (PlayGame{Name: "Stephens", HighestWins: true, NoPoints: false, SourceGameID: "stephens"}) {
		t.Errorf("game %+v", p.Game)
	}
	starts := 0
	for _, pl := range p.Players {
		if pl.StartPlayer {
			starts++
		}
	}
	if starts != 1 || !p.Players[0].StartPlayer {
		t.Errorf("start players: %+v", p.Players)
	}
	want := []struct {
		name   string
		score  int
		rank   int
		winner bool
		role   string
	}{{"Ana", 53, 2, false, "red"}, {"Bo", 53, 2, false, "yellow"}, {"Cy", 63, 1, true, "gray"}}
	for i, w := range want {
		pl := p.Players[i]
		if pl.Name != w.name || *pl.Score != w.score || pl.Rank != w.rank || pl.Winner != w.winner || pl.Role != w.role || pl.SourcePlayerID != strings.ToLower(w.name) {
			t.Errorf("player %d: %+v, want %+v", i, pl, w)
		}
	}
	if !strings.HasPrefix(p.SourcePlayID, "stephens-20260314T193000Z-2a-") || PlayID(g) != p.SourcePlayID {
		t.Errorf("play id %q", p.SourcePlayID)
	}
	buf, _ := json.Marshal(p)
	if strings.Contains(string(buf), "bggId") {
		t.Errorf("a bggId nobody gave: %s", buf)
	}
	p = BGStats(g, ExportOptions{BGGID: 123456, Comments: "rematch", Zone: lisbon})
	buf, _ = json.Marshal(p)
	for _, want := range []string{`"bggId":123456`, `"comments":"rematch"`, `"winner":false`, `"startPlayer":true`, `"role":"red"`, `"noPoints":false`} {
		if !strings.Contains(string(buf), want) {
			t.Errorf("missing %s: %s", want, buf)
		}
	}
}

// Solo: the Automa is a player of its own (its colour as role, no score);
// with the opponent card the one who reached or kept the target wins;
// without one nobody wins.
func TestBGStatsSolo(t *testing.T) {
	p := BGStats(mustOf(t, "s.yaml", finished(t, []string{"Eva"}, []player{{"Eva", 100, 0, 0}}, time.Hour, 0)), ExportOptions{})
	if len(p.Players) != 2 || p.Players[1].Name != "Automa" || p.Players[1].Score != nil || p.Players[1].Role != "teal" ||
		p.Players[0].Winner || p.Players[1].Winner || p.Players[0].Rank != 0 || !p.Players[0].StartPlayer || p.Players[1].StartPlayer {
		t.Fatalf("%+v", p.Players)
	}
	for _, c := range []struct {
		track  int
		beaten bool
	}{{127, true}, {126, false}} { // normal target 130; 1 lower master is 3 VP
		st := soloWithOpponent(t, c.track)
		g := mustOf(t, "s.yaml", st)
		p := BGStats(g, ExportOptions{})
		eva, automa := p.Players[0], p.Players[1]
		if eva.Winner != c.beaten || automa.Winner == c.beaten || (eva.Rank == 1) != c.beaten || eva.Rank+automa.Rank != 3 {
			t.Errorf("%d VP: %+v %+v", c.track+3, eva, automa)
		}
		// The comments say the rank and who won, as the players' winner flags do.
		want := "target 130 missed: the Automa won."
		if c.beaten {
			want = "target 130 reached: won against the Automa."
		}
		if rank := g.Solo.Rank; rank == "" || !strings.HasPrefix(p.Comments, "Solo game (Normal): rank "+title(rank)+"; opponent card O1, ") ||
			!strings.HasSuffix(p.Comments, want) {
			t.Errorf("%d VP: comments %q (rank %q)", c.track+3, p.Comments, rank)
		}
	}
}

// The solo rank is in the comments without the opponent card too, where
// nobody wins (rules-facts §8.8): before the table's own comment.
func TestBGStatsSoloRankInComments(t *testing.T) {
	g := mustOf(t, "s.yaml", finished(t, []string{"Eva"}, []player{{"Eva", 150, 0, 0}}, time.Hour, 0))
	p := BGStats(g, ExportOptions{Comments: "rainy evening"})
	want := "Solo game (Normal): rank " + title(g.Solo.Rank) + "; no opponent card, so nobody wins.\nrainy evening"
	if g.Solo.Rank == "" || p.Comments != want {
		t.Errorf("comments %q, want %q", p.Comments, want)
	}
	if m := BGStats(mustOf(t, "m.yaml", finished(t, []string{"Ana", "Bo"}, []player{{"Ana", 50, 0, 0}, {"Bo", 40, 0, 0}}, time.Hour, 0)), ExportOptions{}); m.Comments != "" {
		t.Errorf("a multiplayer game's comments: %q", m.Comments)
	}
}

func soloWithOpponent(t *testing.T, track int) *game.State {
	set, _ := game.NewSettings([]string{"Eva"}, []string{"red"}, 9)
	set.Solo.Difficulty, set.Solo.Deck, set.Solo.Opponent, set.Solo.Colour = "normal", game.DeckPhysical, []string{"O1"}, "gray"
	st, _ := game.New(set)
	e, err := st.FinishEvent(&score.Sheet{Players: []score.Player{{Name: "Eva", Track: track, Masters: score.Masters{Lower: 1}}}}, start.Add(time.Hour), 0)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(e); err != nil {
		t.Fatal(err)
	}
	return st
}

// The link carries the play's JSON as the data query value: decoded, it
// is the play again; a space is %20, never +.
func TestLink(t *testing.T) {
	g := mustOf(t, "g.yaml", finished(t, []string{"Ana Rita", "Bo"}, []player{{"Ana Rita", 50, 0, 0}, {"Bo", 40, 0, 0}}, time.Hour, 0))
	p := BGStats(g, ExportOptions{Location: "Rua & Sé?"})
	link, err := Link(p)
	if err != nil {
		t.Fatal(err)
	}
	rest, ok := strings.CutPrefix(link, "bgstats://app.bgstatsapp.com/createPlay.html?data=")
	if !ok || strings.ContainsAny(rest, "+ &?{\"") {
		t.Fatalf("%s", link)
	}
	u, err := url.Parse(link)
	if err != nil {
		t.Fatal(err)
	}
	var back Play
	if err := json.Unmarshal([]byte(u.Query().Get("data")), &back); err != nil {
		t.Fatal(err)
	}
	if back.Location != "Rua & Sé?" || back.Players[0].Name != "Ana Rita" || *back.Players[0].Score != 53 {
		t.Fatalf("%+v", back)
	}
}

func TestParseBGGID(t *testing.T) {
	if n, err := ParseBGGID(" 4242 "); err != nil || n != 4242 {
		t.Errorf("%d %v", n, err)
	}
	for _, v := range []string{"", "0", "-3", "abc", "12.5"} {
		if _, err := ParseBGGID(v); err == nil {
			t.Errorf("%q accepted", v)
		}
	}
}

// Two plays recorded in the same second by the same players are two
// plays for BG Stats (issue 30): their ids differ, by their files and by
// what they hold; one play's id is the same on every export.
func TestPlayIDUniquePerPlay(t *testing.T) {
	play := func(file string, ana, bo int) Game {
		return FromPlay(file, "Oh My Goods!", played.Play{Game: "omg", Recorded: start, Players: []played.Player{
			{Name: "Ana", Score: ana, Place: 1, Winner: ana >= bo}, {Name: "Bo", Score: bo, Place: 2, Winner: bo >= ana}}})
	}
	a := play("games/2026-03-14-1930-omg-ana-bo.play.yaml", 31, 25)
	b := play("games/2026-03-14-1930-omg-ana-bo-2.play.yaml", 31, 25) // the same sheet, recorded again
	c := play("games/2026-03-14-1930-omg-ana-bo.play.yaml", 28, 30)   // another result, same second and names
	ids := map[string]bool{PlayID(a): true, PlayID(b): true, PlayID(c): true}
	if len(ids) != 3 {
		t.Errorf("ids %v: two plays share one", ids)
	}
	if PlayID(a) != PlayID(play("games/2026-03-14-1930-omg-ana-bo.play.yaml", 31, 25)) {
		t.Error("the same play has another id on the next export")
	}
	if !strings.HasPrefix(PlayID(a), "omg-20260314T193000Z-") {
		t.Errorf("id %q", PlayID(a))
	}
}
