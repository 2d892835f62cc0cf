package components

import (
	"encoding/json"
	"strings"
	"testing"
)

// The JSON of the refills has every army stop, null for a number not
// transcribed, and where nothing is transcribed the number the rulebook's
// example proves (rules-facts §10 E8: space 45, 4 players: 3).
func TestRefillsOut(t *testing.T) {
	var r Refills
	out := RefillsOut(&r, "/cfg/refills.yaml")
	if out.Done != 0 || out.Want != Want() || len(out.Stops) != len(ArmyStops()) || out.Path != "/cfg/refills.yaml" {
		t.Fatalf("empty: %+v", out)
	}
	for _, s := range out.Stops {
		if s.Space == 45 && (s.Proven["4"] != 3 || s.Cubes["4"] != nil) {
			t.Errorf("space 45 empty: %+v", s)
		}
	}
	if err := r.Set(45, 4, 3); err != nil {
		t.Fatal(err)
	}
	for _, s := range RefillsOut(&r, "").Stops {
		if s.Space == 45 && (s.Cubes["4"] == nil || *s.Cubes["4"] != 3 || s.Proven != nil) {
			t.Errorf("space 45 transcribed: %+v", s)
		}
	}
	buf, _ := json.Marshal(RefillsOut(&r, ""))
	if !strings.Contains(string(buf), `"spaces":[{"space":`) || !strings.Contains(string(buf), `"3":null`) {
		t.Errorf("JSON %s", buf)
	}
}

// The JSON of the bonuses has the four small factories in order, an
// empty list (never null) where nothing is known, and what the rulebook
// proves beside it.
func TestBonusesOut(t *testing.T) {
	out := BonusesOut(&Bonuses{}, "b.yaml")
	if out.Done != 0 || out.Want != len(FactoryOrder) || len(out.Factories) != len(FactoryOrder) {
		t.Fatalf("empty: %+v", out)
	}
	buf, _ := json.Marshal(out)
	if strings.Contains(string(buf), "null") || !strings.Contains(string(buf), `"proven":["B5"]`) {
		t.Errorf("JSON %s", buf)
	}
}
