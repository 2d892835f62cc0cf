// Package companion is the game domain of Stephens, pure and deterministic:
// board positions, the arrow walk, the placement rule, abilities and their
// prerequisites, the problems the companion explains to the table, and
// the one policy for text the table types (names checked, flaws escaped
// wherever text is shown).
// Sub-packages hold the running game, the Automa and final scoring. Nothing
// here prompts, prints or touches the disk.
package companion
