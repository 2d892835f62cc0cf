// Package companion is the game domain of Stephens, pure and deterministic:
// board positions, the arrow walk, the placement rule, abilities and their
// prerequisites, and the problems the companion explains to the table.
// Sub-packages hold the running game, the Automa and final scoring. Nothing
// here prompts, prints or touches the disk.
package companion
