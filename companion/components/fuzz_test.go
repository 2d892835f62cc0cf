package components

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pileup-companion/stephens/companion"
	"github.com/pileup-companion/stephens/companion/userfile"
)

// The fuzz targets feed the transcription parsers arbitrary bytes. Whatever
// comes in, a parser either returns a valid transcription that survives a
// write and a re-read unchanged, or a *userfile.Error (a Problem for --set values);
// it never panics. Corpus: testdata/fuzz/<Target>.

func checkFileErr(t *testing.T, err error) {
	t.Helper()
	var fe *userfile.Error
	if !errors.As(err, &fe) || len(fe.Issues) == 0 {
		t.Fatalf("error is not a file error: %#v", err)
	}
	for _, is := range fe.Issues {
		if is.Line < 0 || is.Problem == nil || is.Problem.ID == "" {
			t.Fatalf("bad issue in %v", err)
		}
	}
}

func FuzzParseRefills(f *testing.F) {
	for _, s := range []string{
		"", "spaces: {}\n", "spaces:\n  45: {4: 3}\n", "spaces:\n  50: {4: 4, 3: 3, 2: 2}\n  0: {2: 0}\n",
		"spaces:\n  44: {4: 3}\n", "spaces:\n  45: {4: 3}\n  45: {3: 1}\n", "spaces: [1, 2]\n", "- x\n",
		"spaces:\n  45:\n    4: 21\n", "spaces:\n\t45: 1\n", "spaces: {}\n---\nx: 1\n", "spaces:\n  45: &a {4: 3}\n  40: *a\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, buf []byte) {
		r, err := ParseRefills(buf)
		if err != nil {
			checkFileErr(t, err)
			return
		}
		for s, m := range r.Spaces {
			for p, n := range m {
				if err := CheckRefill(s, p, n); err != nil {
					t.Fatalf("accepted an invalid value: %v", err)
				}
			}
		}
		back, err := ParseRefills(MarshalRefills(r))
		if err != nil {
			t.Fatalf("written file does not read back: %v\n%s", err, MarshalRefills(r))
		}
		if back.Count() != r.Count() || !reflect.DeepEqual(normal(back), normal(r)) {
			t.Fatalf("round trip changed %v into %v", r.Spaces, back.Spaces)
		}
	})
}

// normal drops empty stops so two equal transcriptions compare equal.
func normal(r *Refills) map[int]map[int]int {
	out := map[int]map[int]int{}
	for s, m := range r.Spaces {
		if len(m) > 0 {
			out[s] = m
		}
	}
	return out
}

func FuzzParseBonuses(f *testing.F) {
	for _, s := range []string{
		"", "factories: {}\n", "factories:\n  lower-left: [B5, B7]\n  upper-right: [B2]\n",
		"factories:\n  lower-left: [B5]\n  lower-right: [B5]\n", "factories:\n  middle: [B1]\n",
		"factories:\n  lower-left: B5\n", "factories:\n  lower-left: [B5, B5]\n", "factories:\n  upper-left:\n",
	} {
		f.Add([]byte(s))
	}
	f.Fuzz(func(t *testing.T, buf []byte) {
		b, err := ParseBonuses(buf)
		if err != nil {
			checkFileErr(t, err)
			return
		}
		if err := b.Check(); err != nil {
			t.Fatalf("accepted an invalid transcription: %v", err)
		}
		back, err := ParseBonuses(MarshalBonuses(b))
		if err != nil {
			t.Fatalf("written file does not read back: %v\n%s", err, MarshalBonuses(b))
		}
		for _, pos := range FactoryOrder {
			if !reflect.DeepEqual(SortBonuses(b.At(pos)), back.At(pos)) {
				t.Fatalf("round trip changed %s: %v → %v", pos, b.At(pos), back.At(pos))
			}
		}
	})
}

// The --set and prompt notations: a valid instruction applies cleanly.
func FuzzParseSets(f *testing.F) {
	for _, s := range []string{"45:4=3", "45=3/2/2", "45=?", "0:2=0", "45:4=?", "lower-left=B5,B7", "upper-left=?", "3/?/?", "x=1", "45=3/2"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, spec string) {
		var p *companion.Problem
		if s, err := ParseRefillSet(spec); err != nil {
			if !errors.As(err, &p) {
				t.Fatalf("refill set: not a Problem: %v", err)
			}
		} else {
			var r Refills
			if err := r.Apply(s); err != nil {
				t.Fatalf("parsed %q but cannot apply: %v", spec, err)
			}
		}
		if v, err := ParseStop(spec); err != nil {
			if !errors.As(err, &p) {
				t.Fatalf("stop: not a Problem: %v", err)
			}
		} else if again, err := ParseStop(FormatStop(v)); err != nil || !reflect.DeepEqual(again, v) {
			t.Fatalf("stop %q → %q does not read back", spec, FormatStop(v))
		}
		if s, err := ParseBonusSet(spec); err != nil {
			if !errors.As(err, &p) {
				t.Fatalf("bonus set: not a Problem: %v", err)
			}
		} else {
			var b Bonuses
			if err := b.SetFactory(s.Factory, s.IDs); err != nil {
				t.Fatalf("parsed %q but cannot apply: %v", spec, err)
			}
		}
	})
}
