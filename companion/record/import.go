package record

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"math"
	"strconv"
	"strings"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/game"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// A BG Stats backup (the app's "Export data" file, BGStatsExport.json) is
// one JSON object: lists of players, locations and games, each entry with
// its id, and the plays, each naming its game (gameRefId), its location
// (locationRefId) and its players' results (playerScores: playerRefId,
// score as text or number, winner, rank, startPlayer, role), its start
// (playDate, "2006-01-02 15:04:05" on the table's clock), its length
// (durationMin), its own uuid and, for a play pushed from another app,
// that app's sourcePlayId. Only what an import needs is read; every other
// field is left alone. The plays of the games this companion keeps are
// taken; the others are counted.

// MaxBackupSize is the largest backup read: BG Stats writes every play of
// every game into it, far more than a user file's 1 MiB.
const MaxBackupSize = 64 << 20

// ImportVersion is the format version of an imported play's file.
const ImportVersion = 1

// ImportFrom names BG Stats as where an imported play came from.
const ImportFrom = "BG Stats"

// ImportSuffix ends the file name of an imported play (a play file:
// gamefile.IsPlay).
const ImportSuffix = ".play.yaml"

// Imported is an imported play as its file keeps it: the game, when it
// started (UTC), its length, and what BG Stats said of it.
type Imported struct {
	Game     string         `yaml:"game"`
	Version  int            `yaml:"version"`
	Started  time.Time      `yaml:"started"`
	Minutes  int            `yaml:"minutes,omitempty"`
	Imported ImportedResult `yaml:"imported"`
}

// RequiredFields: a file cut short is refused.
func (*Imported) RequiredFields() []string { return []string{"game", "version", "started", "imported"} }

// ImportedResult is the play as BG Stats had it: where from, its id there
// (the one the export writes back), where it was played and the players.
type ImportedResult struct {
	From         string           `yaml:"from"`
	SourcePlayID string           `yaml:"source_play_id"`
	Location     string           `yaml:"location,omitempty"`
	Players      []ImportedPlayer `yaml:"players"`
}

// RequiredFields: a play without its id or players is refused.
func (*ImportedResult) RequiredFields() []string {
	return []string{"from", "source_play_id", "players"}
}

// ImportedPlayer is one player's result in an imported play.
type ImportedPlayer struct {
	Name        string `yaml:"name"`
	Score       *int   `yaml:"score,omitempty"`
	Rank        int    `yaml:"rank,omitempty"`
	Winner      bool   `yaml:"winner,omitempty"`
	StartPlayer bool   `yaml:"start_player,omitempty"`
	Role        string `yaml:"role,omitempty"`
}

// RequiredFields: every player has a name.
func (*ImportedPlayer) RequiredFields() []string { return []string{"name"} }

// ImportGames are the games an import takes, by their names in BG Stats
// (any case): id and title.
var ImportGames = []struct{ ID, Name string }{
	{Stephens, GameName},
	{"sintra", "Azul: Stained Glass of Sintra"},
	{"omg", "Oh My Goods!"},
}

// Backup is what an import takes from a BG Stats backup: the plays of the
// companion's games, and how many plays of other games were skipped.
type Backup struct {
	Plays   []Imported
	Skipped int
}

type bgBackup struct {
	Players   *[]bgRef  `json:"players"`
	Locations []bgRef   `json:"locations"`
	Games     *[]bgRef  `json:"games"`
	Plays     *[]bgPlay `json:"plays"`
}

type bgRef struct {
	ID   *int64 `json:"id"`
	Name string `json:"name"`
}

type bgPlay struct {
	UUID          string          `json:"uuid"`
	SourcePlayID  string          `json:"sourcePlayId"`
	PlayDate      *string         `json:"playDate"`
	DurationMin   json.RawMessage `json:"durationMin"`
	GameRefID     *int64          `json:"gameRefId"`
	LocationRefID *int64          `json:"locationRefId"`
	Ignored       bool            `json:"ignored"`
	PlayerScores  []bgPlayerScore `json:"playerScores"`
}

type bgPlayerScore struct {
	PlayerRefID *int64          `json:"playerRefId"`
	Score       json.RawMessage `json:"score"`
	Winner      bool            `json:"winner"`
	StartPlayer bool            `json:"startPlayer"`
	Rank        int             `json:"rank"`
	Role        string          `json:"role"`
}

// ParseBGStats reads a BG Stats backup: the plays of the companion's
// games (ImportGames), their start read on zone's clock. A file that is
// not a backup, or whose plays of these games lack what a play needs, is
// refused with a *userfile.Error naming the field (and its line, where
// JSON says).
func ParseBGStats(b []byte, zone *time.Location) (*Backup, error) {
	if len(b) > MaxBackupSize {
		return nil, userfile.TooLarge("", int64(len(b)), MaxBackupSize)
	}
	var raw bgBackup
	dec := json.NewDecoder(bytes.NewReader(b))
	dec.UseNumber()
	if err := dec.Decode(&raw); err != nil {
		return nil, jsonError(b, err)
	}
	if dec.More() {
		return nil, importIssue(lineAt(b, dec.InputOffset()), "", "record.import.problem.trailing")
	}
	for _, f := range []struct {
		name string
		ok   bool
	}{{"games", raw.Games != nil}, {"players", raw.Players != nil}, {"plays", raw.Plays != nil}} {
		if !f.ok {
			return nil, importIssue(0, f.name, "record.import.problem.missing")
		}
	}
	games, err := refs("games", *raw.Games)
	if err != nil {
		return nil, err
	}
	players, err := refs("players", *raw.Players)
	if err != nil {
		return nil, err
	}
	locations, err := refs("locations", raw.Locations)
	if err != nil {
		return nil, err
	}
	out := &Backup{}
	for i, p := range *raw.Plays {
		field := fmt.Sprintf("plays[%d]", i)
		if p.GameRefID == nil {
			return nil, importIssue(0, field+".gameRefId", "record.import.problem.missing")
		}
		name, ok := games[*p.GameRefID]
		if !ok {
			return nil, importIssue(0, field+".gameRefId", "record.import.problem.no_ref", "Value", *p.GameRefID, "List", "games")
		}
		id := importGame(name)
		if id == "" || p.Ignored {
			out.Skipped++
			continue
		}
		play, err := importPlay(field, id, p, players, locations, zone)
		if err != nil {
			return nil, err
		}
		out.Plays = append(out.Plays, play)
	}
	return out, nil
}

// importGame is the companion's id of a game by its name in BG Stats; ""
// for a game it does not keep.
func importGame(name string) string {
	for _, g := range ImportGames {
		if strings.EqualFold(strings.TrimSpace(name), g.Name) {
			return g.ID
		}
	}
	return ""
}

// refs maps a list's ids to the names; an entry without an id, or an id
// given twice, is refused.
func refs(list string, entries []bgRef) (map[int64]string, error) {
	out := make(map[int64]string, len(entries))
	for i, e := range entries {
		field := fmt.Sprintf("%s[%d].id", list, i)
		if e.ID == nil {
			return nil, importIssue(0, field, "record.import.problem.missing")
		}
		if _, twice := out[*e.ID]; twice {
			return nil, importIssue(0, field, "record.import.problem.twice", "Value", *e.ID)
		}
		out[*e.ID] = e.Name
	}
	return out, nil
}

func importPlay(field, id string, p bgPlay, players, locations map[int64]string, zone *time.Location) (Imported, error) {
	if zone == nil {
		zone = time.UTC
	}
	if p.PlayDate == nil {
		return Imported{}, importIssue(0, field+".playDate", "record.import.problem.missing")
	}
	start, err := time.ParseInLocation("2006-01-02 15:04:05", strings.TrimSpace(*p.PlayDate), zone)
	if err != nil {
		return Imported{}, importIssue(0, field+".playDate", "record.import.problem.date", "Value", *p.PlayDate)
	}
	minutes := 0
	if m, err := importScore(p.DurationMin); err != nil || m != nil && (*m < 0 || *m > game.MaxMinutes) {
		return Imported{}, importIssue(0, field+".durationMin", "record.problem.minutes", "Value", string(p.DurationMin), "Max", game.MaxMinutes)
	} else if m != nil {
		minutes = *m
	}
	out := Imported{Game: id, Version: ImportVersion, Started: start.UTC(), Minutes: minutes,
		Imported: ImportedResult{From: ImportFrom, Players: []ImportedPlayer{}}}
	if p.LocationRefID != nil {
		out.Imported.Location = locations[*p.LocationRefID] // a location not in the list is no location
	}
	if len(p.PlayerScores) == 0 {
		return Imported{}, importIssue(0, field+".playerScores", "record.import.problem.no_players")
	}
	seen := map[string]bool{}
	for j, s := range p.PlayerScores {
		pf := fmt.Sprintf("%s.playerScores[%d]", field, j)
		if s.PlayerRefID == nil {
			return Imported{}, importIssue(0, pf+".playerRefId", "record.import.problem.missing")
		}
		name, ok := players[*s.PlayerRefID]
		if !ok {
			return Imported{}, importIssue(0, pf+".playerRefId", "record.import.problem.no_ref", "Value", *s.PlayerRefID, "List", "players")
		}
		name, err := companion.CheckText(name)
		if err != nil || name == "" || seen[PlayerKey(name)] {
			return Imported{}, importIssue(0, pf+".playerRefId", "record.import.problem.player", "Value", name)
		}
		seen[PlayerKey(name)] = true
		score, err := importScore(s.Score)
		if err != nil {
			return Imported{}, importIssue(0, pf+".score", "record.import.problem.score", "Value", string(s.Score))
		}
		if s.Rank < 0 {
			return Imported{}, importIssue(0, pf+".rank", "record.import.problem.rank", "Value", s.Rank)
		}
		role, _ := companion.CheckText(s.Role)
		out.Imported.Players = append(out.Imported.Players, ImportedPlayer{Name: name, Score: score, Rank: s.Rank,
			Winner: s.Winner, StartPlayer: s.StartPlayer, Role: role})
	}
	out.Imported.SourcePlayID = importID(p, out)
	return out, nil
}

// importScore reads a score (or a length): a whole number, as a number or
// as text; none when empty or null.
func importScore(raw json.RawMessage) (*int, error) {
	s := strings.TrimSpace(string(raw))
	if s == "" || s == "null" || s == `""` {
		return nil, nil
	}
	if strings.HasPrefix(s, `"`) {
		var text string
		if err := json.Unmarshal(raw, &text); err != nil {
			return nil, err
		}
		if s = strings.TrimSpace(text); s == "" {
			return nil, nil
		}
	}
	f, err := strconv.ParseFloat(s, 64)
	if err != nil || f != math.Trunc(f) || math.Abs(f) > 1e6 {
		return nil, errors.New("not a whole number")
	}
	n := int(f)
	return &n, nil
}

// importID is the play's id: the one the companion's export gave it (a
// play that went to BG Stats and comes back is the same play), else BG
// Stats' own uuid, else one made of its content.
func importID(p bgPlay, play Imported) string {
	if id, _ := companion.CheckText(strings.TrimSpace(p.SourcePlayID)); id != "" {
		return id
	}
	if id, _ := companion.CheckText(strings.TrimSpace(p.UUID)); id != "" {
		return "bgstats-" + id
	}
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%d\x00%d", play.Game, play.Started.Unix(), play.Minutes)
	for _, pl := range play.Imported.Players {
		fmt.Fprintf(h, "\x00%s\x00%s\x00%t", PlayerKey(pl.Name), optInt(pl.Score), pl.Winner)
	}
	return "bgstats-" + hex.EncodeToString(h.Sum(nil)[:8])
}

func importIssue(line int, field, id string, kv ...any) error {
	return &userfile.Error{Issues: []userfile.Issue{{Line: line, Field: field, Problem: companion.NewProblem(id, kv...)}}}
}

// jsonError names what is wrong in a file JSON cannot read: the line, and
// for a value of the wrong kind its field.
func jsonError(b []byte, err error) error {
	var syntax *json.SyntaxError
	var typ *json.UnmarshalTypeError
	switch {
	case errors.As(err, &syntax):
		return importIssue(lineAt(b, syntax.Offset), "", "record.import.problem.syntax")
	case errors.As(err, &typ):
		field := typ.Field
		if field == "" {
			return importIssue(lineAt(b, typ.Offset), "", "record.import.problem.not_backup")
		}
		return importIssue(lineAt(b, typ.Offset), field, "record.import.problem.kind", "Value", typ.Value)
	}
	return importIssue(lineAt(b, int64(len(b))), "", "record.import.problem.syntax") // cut short
}

// lineAt is the line of a byte offset (1 for the first).
func lineAt(b []byte, offset int64) int {
	offset = min(max(offset, 0), int64(len(b)))
	return bytes.Count(b[:offset], []byte{'\n'}) + 1
}

// MatchNames spells each imported player as the record already does (the
// same name in any case: PlayerKey), so that their games count together.
func MatchNames(plays []Imported, known []string) {
	spelled := map[string]string{}
	for _, n := range known {
		if _, ok := spelled[PlayerKey(n)]; !ok {
			spelled[PlayerKey(n)] = n
		}
	}
	for i := range plays {
		for j := range plays[i].Imported.Players {
			p := &plays[i].Imported.Players[j]
			if n, ok := spelled[PlayerKey(p.Name)]; ok {
				p.Name = n
			} else {
				spelled[PlayerKey(p.Name)] = p.Name
			}
		}
	}
}

// FromImported is the record of an imported play: its players with their
// scores and BG Stats' ranks as places and winners, its id kept for the
// export. A play of Stephens with the Automa is a solo play.
func FromImported(file string, im Imported) Game {
	name := GameName
	for _, g := range ImportGames {
		if g.ID == im.Game {
			name = g.Name
		}
	}
	g := Game{File: file, Game: im.Game, Name: name, Started: im.Started.UTC(), Minutes: im.Minutes, Mode: game.Multiplayer,
		Players: []Player{}, Winners: []string{}, playID: im.Imported.SourcePlayID}
	for _, p := range im.Imported.Players {
		pl := Player{Name: p.Name, Score: p.Score, Winner: p.Winner, StartPlayer: p.StartPlayer, Colour: p.Role}
		if p.Rank > 0 {
			place := p.Rank
			pl.Place = &place
		}
		g.Players = append(g.Players, pl)
		if p.Winner {
			g.Winners = append(g.Winners, p.Name)
		}
	}
	end := g.Started.Add(time.Duration(g.Minutes) * time.Minute)
	g.Ended = &end
	return g
}

// ParseImported reads an imported play's file.
func ParseImported(src []byte) (Imported, error) {
	d, err := userfile.Parse(src)
	if err != nil {
		return Imported{}, err
	}
	var im Imported
	d.Root().Decode(&im)
	switch {
	case !d.OK():
	case im.Version != ImportVersion:
		d.Report("version", companion.NewProblem("played.problem.version", "Value", im.Version, "Want", ImportVersion))
	case importName(im.Game) == "":
		d.Report("game", companion.NewProblem("games.unknown_game", "Value", im.Game))
	case im.Minutes < 0 || im.Minutes > game.MaxMinutes:
		d.Report("minutes", companion.NewProblem("record.problem.minutes", "Value", im.Minutes, "Max", game.MaxMinutes))
	case len(im.Imported.Players) == 0:
		d.Report("imported.players", companion.NewProblem("record.import.problem.no_players"))
	}
	if err := d.Err(); err != nil {
		return Imported{}, err
	}
	return im, nil
}

func importName(id string) string {
	for _, g := range ImportGames {
		if g.ID == id {
			return g.Name
		}
	}
	return ""
}

// IsImported says whether a play file's bytes are an imported play: a
// line starts with its imported field.
func IsImported(src []byte) bool {
	return bytes.HasPrefix(src, []byte("imported:")) || bytes.Contains(src, []byte("\nimported:"))
}

// MarshalImported writes an imported play's file, under a comment saying
// where it came from.
func MarshalImported(im Imported) ([]byte, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, "# A play of %s imported from BG Stats by the stephens companion.\n", importName(im.Game))
	enc := yaml.NewEncoder(&b)
	enc.SetIndent(2)
	if err := enc.Encode(im); err != nil {
		return nil, err
	}
	return b.Bytes(), enc.Close()
}
