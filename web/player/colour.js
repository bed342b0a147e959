// player/colour.js — what a colour puzzle adds to the player: the palette and the grid's colours.
//
// Interface (used by player.js)
//   const colours = new PlayerColours({ view, root, container, selectFill })   container: the
//                            palette's element; selectFill(): choosing a colour picks the fill tool
//   colours.open(puzzle)     before view.setPuzzle: the palette (hidden for one ink), view.inks,
//                            view.clueInks and the first colour selected
// Keys 1–9 select the N-th colour (while the player is shown and no text field has the focus).
// A colour puzzle is one whose palette isColourPalette (grid/palette.js); the wire's colour chars are the grid's.

import { INK } from "../grid/colour.js";
import { PaletteBar, colourName, isColourPalette } from "../grid/palette.js";

export class PlayerColours {
  constructor({ view, root, container, selectFill }) {
    Object.assign(this, { view, root, selectFill });
    this.inks = [];
    this.bar = new PaletteBar(container, { onSelect: (i) => this.choose(i) });
    this.bar.render([], -1);
    document.addEventListener("keydown", (e) => this.key(e));
  }

  open(puzzle) {
    const palette = puzzle.colours || [];
    const view = this.view;
    const colour = isColourPalette(palette);
    // a colour the file names by a code ("aFFAC2B") has a readable label from the worker ("orange",
    // nonogram_core/colour/names.py): shown and spoken everywhere, the file's name kept as its tooltip
    this.inks = colour ? palette.slice(1).map((c, i) => ({
      ...c, name: c.label || colourName(c, i + 1), fileName: c.label ? c.name : null,
    })) : [];
    view.inks = colour ? Object.fromEntries(this.inks.map((c) => [c.char, c])) : null;
    // each block's colour char; a one-ink puzzle's blocks (no block colours on the wire) are all ink 1
    const chars = (clues, lines = []) => clues.map((clue, i) => clue.map((_, j) => palette[lines[i]?.[j] ?? 1]?.char));
    view.clueInks = colour ? { rows: chars(puzzle.rows, puzzle.row_colours), cols: chars(puzzle.cols, puzzle.col_colours) } : null;
    this.bar.render(this.inks, colour ? 0 : -1);
    view.fillState = colour ? INK + this.inks[0].char : "filled";
  }

  choose(index) {
    this.view.fillState = INK + this.inks[index].char;
    this.selectFill();
  }

  key(e) {
    if (this.root.hidden || e.target.matches?.("input, textarea, select")) return;
    if (this.bar.digitKey(e)) e.preventDefault();
  }
}
