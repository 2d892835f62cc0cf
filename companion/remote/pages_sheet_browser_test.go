package remote

import (
	"fmt"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/chromedp/chromedp"

	"github.com/pileup-companion/stephens/companion/game"
)

// pageSheet: the final score sheet answered from a phone-sized window
// through `stephens table` itself (issue 28 A, rules-facts §7), every
// question tapped or typed on the page as a thumb would: the sheet's
// numbers, its choices, its review. The game ends with those numbers;
// the page shows the winner and the why-lines; the terminal's
// `stephens state --json` has the same result.
func pageSheet(t *testing.T, br *pageBrowser, bin, shots string) {
	dir := t.TempDir()
	path := pageCopy(t, dir, "two-scoring.yaml")
	pt := pageStart(t, bin, path)
	if st := pt.stateJSON(t); st["phase"] != "scoring" {
		t.Fatalf("the game is at %v, want scoring", st["phase"])
	}
	p := br.newPhone(t, "Accept-Language", "en")
	p.fits("the phone", 390, 844, true)
	p.open(pt.link)

	given := map[string]string{"score.p1.track": "40", "score.p2.track": "31"}
	var asked []string
	last := ""
	deadline := time.Now().Add(20 * time.Second)
	for len(asked) < 150 {
		if over := eval[bool](p, `fetch('/api/state').then(r => r.json()).then(s => s.phase === 'over')`); over {
			break
		}
		q := eval[map[string]any](p, `fetch('/api/question').then(r => r.status === 200 ? r.json() : {})`)
		id, _ := q["id"].(string)
		if id == "" || id == last {
			if time.Now().After(deadline) {
				t.Fatalf("no new question within 20 s; asked %v", asked)
			}
			time.Sleep(50 * time.Millisecond)
			continue
		}
		// Wait until the page draws the question, then answer on it.
		p.waitFor(fmt.Sprintf(`document.querySelector('#question .qtext') && document.querySelector('#question .qtext').textContent === %q`, q["text"]), "the question "+id)
		qid, _ := q["question"].(string)
		kind, _ := q["kind"].(string)
		v, ok := given[qid]
		if !ok {
			v, _ = q["offer"].(string)
			if v == "" {
				v, _ = q["default"].(string)
			}
		}
		switch kind {
		case "number", "text":
			if kind == "number" && v == "" {
				v = fmt.Sprint(q["min"])
			}
			// Typed as a thumb types: the offer cleared, the digits keyed in.
			eval[bool](p, `(() => { document.querySelector('#question input[name=value]').value = ''; return true })()`)
			p.do(chromedp.SendKeys(chromedp.CSS(`#question input[name=value]`), v),
				chromedp.Click(chromedp.CSS(`#question form button[type=submit]`)))
		case "choice":
			if v == "" {
				for _, o := range q["options"].([]any) {
					if o := o.(map[string]any); o["unavailable"] == nil {
						v = o["value"].(string)
						break
					}
				}
			}
			p.pick(v, qid)
		case "yes-no":
			if v == "" {
				v = "yes"
			}
			p.pick(v, qid)
		case "list":
			p.do(chromedp.Click(chromedp.CSS(`#question .options > .row button.primary`))) // what the page offers
		default: // read: go on
			p.do(chromedp.Click(chromedp.CSS(`#question .options button.primary`)))
		}
		asked = append(asked, qid+"="+v)
		last, deadline = id, time.Now().Add(20*time.Second)
	}
	if len(asked) < 4 || !strings.HasPrefix(asked[0], "score.") {
		t.Fatalf("the sheet asked %v", asked)
	}
	for _, want := range []string{"score.p1.track=40", "score.p2.track=31"} {
		if !strings.Contains(strings.Join(asked, " "), want) {
			t.Errorf("the page never asked %s; asked %v", want, asked)
		}
	}
	p.waitFor(`document.querySelector('.verdict') && document.querySelector('.verdict').textContent.includes('Winner')`, "the winner on the page")
	verdict := p.text(".verdict")
	p.shoot(shots, "sheet-en-phone-390x844.png", 390, 844, true)
	p.fits("the result at 390x844", 390, 844, true)

	buf, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	_, s, err := game.ParseFileState(buf)
	if err != nil {
		t.Fatal(err)
	}
	if s.Phase != game.PhaseOver || s.Finished == nil {
		t.Fatalf("the game file is at %s", s.Phase)
	}
	res := s.Finished.Result
	if res.Players[0].Breakdown.Track != 40 || res.Players[1].Breakdown.Track != 31 {
		t.Errorf("the sheet kept tracks %d and %d, want 40 and 31", res.Players[0].Breakdown.Track, res.Players[1].Breakdown.Track)
	}
	winner := res.Players[0]
	for _, r := range res.Players {
		if r.Place == 1 {
			winner = r
		}
	}
	if want := fmt.Sprintf("Winner: %s with %d VP", winner.Name, winner.Total); !strings.Contains(verdict, want) {
		t.Errorf("the page says %q, want %q", verdict, want)
	}
	if why := eval[string](p, `document.getElementById('live').textContent`); !strings.Contains(why, "Scoring track: marker on 40 VP") {
		t.Errorf("the page has no why-line for Ana's track:\n%s", why)
	}
	st := pt.stateJSON(t)
	if r, _ := st["result"].(map[string]any); r == nil || fmt.Sprint(r["winners"]) != fmt.Sprintf("[%s]", winner.Name) {
		t.Errorf("stephens state --json: result %v", st["result"])
	}
}
