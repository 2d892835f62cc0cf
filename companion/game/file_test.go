package game

import (
	"reflect"
	"testing"
	"time"

	"gopkg.in/yaml.v3"

	"github.com/pileup-companion/stephens/companion/userfile"
)

// fill sets every field of v to a non-zero value, so a round trip shows a
// field the file reader does not know.
func fill(v reflect.Value, n int) {
	if v.Type() == reflect.TypeFor[time.Time]() {
		v.Set(reflect.ValueOf(time.Date(2026, 1, 2, 3, 4, 5+n%50, 0, time.UTC)))
		return
	}
	switch v.Kind() {
	case reflect.Struct:
		for i := 0; i < v.NumField(); i++ {
			if v.Type().Field(i).IsExported() {
				fill(v.Field(i), n+i)
			}
		}
	case reflect.Pointer:
		v.Set(reflect.New(v.Type().Elem()))
		fill(v.Elem(), n)
	case reflect.Slice:
		s := reflect.MakeSlice(v.Type(), 2, 2)
		fill(s.Index(0), n)
		fill(s.Index(1), n+1)
		v.Set(s)
	case reflect.Map:
		m := reflect.MakeMap(v.Type())
		k, x := reflect.New(v.Type().Key()).Elem(), reflect.New(v.Type().Elem()).Elem()
		fill(k, n)
		fill(x, n)
		m.SetMapIndex(k, x)
		v.Set(m)
	case reflect.String:
		v.SetString("s" + string(rune('a'+n%26)))
	case reflect.Bool:
		v.SetBool(true)
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		v.SetInt(int64(n + 1))
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		v.SetUint(uint64(n + 1))
	}
}

// Every field a game file holds (settings, the solo settings with the
// Automa transcription, events) is read back by the file reader exactly as
// it was written: a field added to these types without the reader knowing
// it fails here, not in a player's game.
func TestEveryFieldReadsBack(t *testing.T) {
	for _, v := range []any{&Settings{}, &Event{}} {
		fill(reflect.ValueOf(v).Elem(), 0)
		buf, err := yaml.Marshal(v)
		if err != nil {
			t.Fatal(err)
		}
		d, err := userfile.Parse(buf)
		if err != nil {
			t.Fatalf("%s", buf)
		}
		back := reflect.New(reflect.TypeOf(v).Elem())
		d.Root().Decode(back.Interface())
		if err := d.Err(); err != nil {
			t.Fatalf("%v\n%s", err, buf)
		}
		if !reflect.DeepEqual(back.Interface(), v) {
			t.Errorf("read back differs:\n%+v\n%+v\n%s", back.Elem().Interface(), reflect.ValueOf(v).Elem().Interface(), buf)
		}
	}
}

// A seat is a player's (0..n-1) or, in solo, the Automa's (-1).
func TestCheckSeat(t *testing.T) {
	two := Settings{Mode: Multiplayer, Players: []Player{{Name: "A"}, {Name: "B"}}}
	solo := Settings{Mode: Solo, Players: []Player{{Name: "A"}}}
	for _, c := range []struct {
		s    Settings
		seat int
		ok   bool
	}{{two, 0, true}, {two, 1, true}, {two, 2, false}, {two, -1, false}, {solo, -1, true}, {solo, 0, true}, {solo, 1, false}, {solo, -2, false}} {
		if err := c.s.CheckSeat(c.seat); (err == nil) != c.ok {
			t.Errorf("%s seat %d: %v", c.s.Mode, c.seat, err)
		}
	}
}
