package play

import (
	"testing"

	"github.com/pileup-companion/stephens/companion/walk"
	"github.com/pileup-companion/stephens/rules"
)

// checkTopic fails a test whose walkthrough asks a question the table may
// be asked at a prompt without the rule topic it comes from: "?" at that
// prompt shows the topic, and a refusal names it (issue 22). Every test
// that drives a walkthrough checks every question it meets.
func checkTopic(t *testing.T, q *walk.Question) {
	t.Helper()
	if q.Kind == walk.Ack || q.FlagOnly {
		return
	}
	b, _ := rules.Default()
	if q.Topic == "" {
		t.Errorf("question %s (--%s) names no rule topic", q.ID, q.Flag)
	} else if b.Topic("en", q.Topic) == nil {
		t.Errorf("question %s: no rule topic %q", q.ID, q.Topic)
	}
}
