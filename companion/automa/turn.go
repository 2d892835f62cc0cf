package automa

// Turn is one Automa turn resolved on a board: the card and what its upper
// section does. Exactly one of the results is set, by the card's action.
type Turn struct {
	Card         Card
	Furnace      *FurnaceResult
	Profession   *ProfessionResult
	SmallFactory *SmallFactoryResult
}

// ResolveTurn resolves a card's upper section (rules-facts §8.5). highest is
// the highest number visible on the worker supply card (only small-factory
// cards read it: HighestVisible, or the table's answer).
func ResolveTurn(c Card, b *Board, highest int) Turn {
	t := Turn{Card: c}
	switch c.Action {
	case ActFurnace:
		r := ResolveFurnace(c.At, c.Arrow, c.RemoveCosts, b)
		t.Furnace = &r
	case ActProfession:
		r := ResolveProfession(c.Slot, b)
		t.Profession = &r
	case ActSmallFactory:
		r := ResolveSmallFactory(c.At, c.Arrow, c.Fallback, highest, b)
		t.SmallFactory = &r
	}
	return t
}

// TookGlass reports whether the turn removed a translucent cube (a furnace
// card, or a small-factory card's fallback): the reset phase check follows
// such a turn (rules-facts §5.1).
func (t Turn) TookGlass() bool {
	switch {
	case t.Furnace != nil:
		return t.Furnace.Found
	case t.SmallFactory != nil && t.SmallFactory.Fallback != nil:
		return t.SmallFactory.Fallback.Found
	}
	return false
}
