package prompt

import "github.com/manifoldco/promptui"

// SearchRanked asks for one of items, re-ranking the list as the user types:
// rank returns, for the text typed so far, the indexes of the matching
// items, best first. Enter takes the best match. It returns the chosen
// item's index in items.
//
// promptui filters a fixed list and keeps its order, so the list here is a
// fixed row of slots whose labels are rewritten on every search: the matches
// first, best first, then the other items (shown when the search text is
// erased). promptui asks the searcher about slot 0 first on every search,
// which is when the slots are refilled.
func (p *Prompter) SearchRanked(label string, items []string, rank func(input string) []int) (int, error) {
	p.searchPrompt()
	g := &gate{w: p.out}
	defer g.shut()
	slots := make([]*slot, len(items))
	order := make([]int, len(items)) // slot → item
	for i := range slots {
		slots[i] = &slot{label: items[i]}
		order[i] = i
	}
	matches := len(items)
	fill := func(ranked []int) {
		seen := make([]bool, len(items))
		j := 0
		for _, i := range ranked {
			if i >= 0 && i < len(items) && !seen[i] {
				seen[i] = true
				order[j] = i
				j++
			}
		}
		matches = j
		for i := range items {
			if !seen[i] {
				order[j] = i
				j++
			}
		}
		for k, i := range order {
			slots[k].label = items[i]
		}
	}
	s := promptui.Select{
		Label: label,
		Items: slots,
		Size:  min(len(items), 12),
		Searcher: func(input string, k int) bool {
			if k == 0 {
				fill(rank(input))
			}
			return k < matches
		},
		StartInSearchMode: true,
		Templates:         &promptui.SelectTemplates{Help: faint(p.texts.SearchHelp)},
		Stdin:             p.src.view(),
		Stdout:            g,
	}
	k, _, err := s.Run()
	if err != nil {
		return 0, mapErr(err)
	}
	return order[k], nil
}

// slot is one row of a ranked list; promptui prints it through String.
type slot struct{ label string }

func (s *slot) String() string { return s.label }
