package record

import (
	"encoding/json"
	"net/url"
	"path"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/pileup-companion/stephens/companion"
)

// The BG Stats "push plays" form (bgstatsapp.com, "Push plays to BG Stats
// from other apps or websites"): one play as JSON, handed to the app in a
// link whose data parameter is the url-encoded JSON. The page gives the
// fields by example; what it does not say (the clock of playDate, the
// fields a play may leave out) is decided here and written down.

// SourceName names the companion to BG Stats; SourceGameID is the game's
// id in our records, stable, so BG Stats matches it once and remembers.
const (
	SourceName   = "Stephens companion"
	SourceGameID = "stephens"
	GameName     = "Stephens"
	// AutomaName is the solo opponent's name in every language: BG Stats
	// matches players by name.
	AutomaName     = "Automa"
	automaPlayerID = "automa"
	// LinkPrefix is the link form BG Stats opens (its page also gives the
	// https form, app.bgstatsapp.com/createPlay.html?data=).
	LinkPrefix = "bgstats://app.bgstatsapp.com/createPlay.html?data="
)

// Play is one play as BG Stats imports it.
type Play struct {
	SourceName   string       `json:"sourceName"`
	SourcePlayID string       `json:"sourcePlayId"`
	PlayDate     string       `json:"playDate"`
	DurationMin  int          `json:"durationMin,omitempty"`
	Location     string       `json:"location,omitempty"`
	Comments     string       `json:"comments,omitempty"`
	Game         PlayGame     `json:"game"`
	Players      []PlayPlayer `json:"players"`
}

// PlayGame is the game of a play. BGGID is left out unless the user gave
// it: the companion never invents an id.
type PlayGame struct {
	Name         string `json:"name"`
	HighestWins  bool   `json:"highestWins"`
	NoPoints     bool   `json:"noPoints"`
	SourceGameID string `json:"sourceGameId"`
	BGGID        int    `json:"bggId,omitempty"`
}

// PlayPlayer is one player of a play: winner is always written (the app
// expects it), score and rank only when there are ones.
type PlayPlayer struct {
	Name           string `json:"name"`
	Score          *int   `json:"score,omitempty"`
	Winner         bool   `json:"winner"`
	StartPlayer    bool   `json:"startPlayer"`
	Rank           int    `json:"rank,omitempty"`
	Role           string `json:"role"`
	SourcePlayerID string `json:"sourcePlayerId"`
}

// ExportOptions are what the user adds to a play: where it was played, a
// comment, the game's BoardGameGeek id (0: not given), and the clock the
// play's date is written in (the table's; nil is UTC).
type ExportOptions struct {
	Location string
	Comments string
	BGGID    int
	Zone     *time.Location
}

// BGStats maps a finished game to a play: the date and time it started,
// its length, every player with score, place as rank, winner, the start
// player (exactly one) and colour as role. A solo game adds the Automa as
// a player of its own: with the opponent card it wins when the target was
// missed; without one there is no winner, only the rank (rules-facts
// §8.8, §8.9).
func BGStats(g Game, o ExportOptions) Play {
	zone := o.Zone
	if zone == nil {
		zone = time.UTC
	}
	name, id := GameName, SourceGameID
	if g.Game != "" && g.Game != Stephens { // a game scored with a sheet: its own title
		name, id = g.Name, g.Game
	}
	p := Play{
		SourceName:   SourceName,
		SourcePlayID: PlayID(g),
		PlayDate:     g.Started.In(zone).Format("2006-01-02 15:04:05"),
		DurationMin:  g.Minutes,
		Location:     o.Location,
		Comments:     o.Comments,
		Game:         PlayGame{Name: name, HighestWins: true, SourceGameID: id, BGGID: o.BGGID},
		Players:      make([]PlayPlayer, 0, len(g.Players)+1), // and a solo game's Automa
	}
	for _, pl := range g.Players {
		pp := PlayPlayer{Name: pl.Name, Score: pl.Score, Winner: pl.Winner, StartPlayer: pl.StartPlayer,
			Role: pl.Colour, SourcePlayerID: PlayerID(pl.Name)}
		if pl.Place != nil && g.Solo == nil {
			pp.Rank = *pl.Place
		}
		p.Players = append(p.Players, pp)
	}
	if g.Solo != nil { // BG Stats has no field for a rank: the comments say it
		p.Comments = strings.TrimSpace(SoloComment(g) + "\n" + p.Comments)
	}
	if g.Solo != nil {
		automa := PlayPlayer{Name: AutomaName, Role: g.automaColour, SourcePlayerID: automaPlayerID}
		// BG Stats keeps a solo play as won or lost: the export says won
		// when the opponent card's target was reached (the game's result;
		// the record names no winner of a solo game).
		if b := g.Solo.Beaten; b != nil && len(p.Players) == 1 {
			p.Players[0].Winner, automa.Winner = *b, !*b
			p.Players[0].Rank, automa.Rank = 1, 2
			if !*b {
				p.Players[0].Rank, automa.Rank = 2, 1
			}
		}
		p.Players = append(p.Players, automa)
	}
	return p
}

// PlayID identifies a game's play for BG Stats, the same on every export
// and never another play's: an imported play's own id; else the game, its
// start to the second (a Stephens game's seed too) and a hash of its
// content: its file's name, its start to the nanosecond and each
// player's name, score, place and win (not the points by category, which
// a list read from the index may leave out). Two plays
// recorded in the same second by the same players are two files, so two
// ids.
func PlayID(g Game) string {
	if g.playID != "" {
		return g.playID
	}
	// FNV-1a (64 bits) of the content as fmt wrote it ("%s\x00%d", then
	// "\x00%s\x00%s\x00%s\x00%t" a player), made without fmt.
	var buf [256]byte
	b := strconv.AppendInt(append(append(buf[:0], path.Base(filepath.ToSlash(g.File))...), 0), g.Started.UnixNano(), 10)
	for _, p := range g.Players {
		b = appendOptInt(append(appendOptInt(append(appendPlayerKey(append(b, 0), p.Name), 0), p.Score), 0), p.Place)
		b = strconv.AppendBool(append(b, 0), p.Winner)
	}
	h := uint64(14695981039346656037)
	for _, c := range b {
		h = (h ^ uint64(c)) * 1099511628211
	}
	id := append(buf[:0], g.Game...)
	if g.Game == "" || g.Game == Stephens {
		id = append(buf[:0], "stephens"...)
	}
	id = g.Started.UTC().AppendFormat(append(id, '-'), "20060102T150405Z")
	if g.Game == "" || g.Game == Stephens {
		id = strconv.AppendUint(append(id, '-'), g.seed, 16)
	}
	content := strconv.AppendUint(append(id, '-'), h&0xFFFFFFFF, 16)
	for len(content)-len(id)-1 < 8 { // zero-padded to eight digits, as %08x
		content = slices.Insert(content, len(id)+1, '0')
	}
	return string(content)
}

// appendPlayerKey appends PlayerKey(name), made in place for a name in
// ASCII (strings.ToLower's mapping there).
func appendPlayerKey(b []byte, name string) []byte {
	name = strings.TrimSpace(name)
	for i := range len(name) {
		if name[i] >= utf8.RuneSelf {
			return append(b, strings.ToLower(name)...)
		}
	}
	for i := range len(name) {
		c := name[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		b = append(b, c)
	}
	return b
}

// PlayerID identifies a player across plays: the name, in lower case.
func PlayerID(name string) string { return strings.ToLower(strings.TrimSpace(name)) }

// Link is the bgstats:// link that hands the play to the app: the JSON,
// url-encoded as a query value (a space as %20).
func Link(p Play) (string, error) {
	buf, err := json.Marshal(p)
	if err != nil {
		return "", err
	}
	return LinkPrefix + strings.ReplaceAll(url.QueryEscape(string(buf)), "+", "%20"), nil
}

// ParseBGGID reads a BoardGameGeek id: a whole number above 0.
func ParseBGGID(v string) (int, error) {
	n, err := strconv.Atoi(strings.TrimSpace(v))
	if err != nil || n < 1 {
		return 0, companion.NewProblem("record.problem.bgg_id", "Value", v)
	}
	return n, nil
}

// SoloComment says a finished solo game's result for the export's
// comments, in English as all of the export (the same in every
// language): the difficulty, the rank reached (rules-facts §8.8) and,
// with the opponent card, its target and whether it was reached, which
// decides who won (§8.9); without the card nobody wins, as history and
// games say. "" for a game that is not solo.
func SoloComment(g Game) string {
	s := g.Solo
	if s == nil {
		return ""
	}
	rank := "no rank"
	if s.Rank != "" {
		rank = "rank " + title(s.Rank)
	}
	out := "Solo game (" + title(s.Difficulty) + "): " + rank
	switch {
	case len(s.Opponent) == 0 || s.Beaten == nil:
		out += "; no opponent card, so nobody wins"
	case *s.Beaten:
		out += "; opponent card " + strings.Join(s.Opponent, ", ") + ", target " + strconv.Itoa(s.Target) + " reached: won against the Automa"
	default:
		out += "; opponent card " + strings.Join(s.Opponent, ", ") + ", target " + strconv.Itoa(s.Target) + " missed: the Automa won"
	}
	return out + "."
}

// title is an id with its first letter in capitals ("glassblower").
func title(id string) string {
	if id == "" {
		return id
	}
	return strings.ToUpper(id[:1]) + strings.ReplaceAll(id[1:], "-", " ")
}
