// grid/lines.js — what a line of the board's cells says about its clue: its blocks, whether it is
// done or can no longer fit, and which clue numbers the marks prove complete.  Pure (no DOM): the
// board (grid/grid-view.js) strikes and flags its clues with it, and node --test checks it.
//
// Interface
//   STATE / CHAR                    a grid character ("#", "x", "?", ".") as a cell state and back
//   emptyAsCrossed(rows) -> rows    a picture's or saved grid's "." (empty) cells as the player's "x"
//   clueOf(states) -> [n]           the block lengths of a line of states (two colours side by side
//                                   are two blocks)
//   lineInfo(clue, states, inks?) -> {state, done}   state "done" when the filled cells make exactly
//                                   the clue, "bad" when no placement of the clue agrees with the marks,
//                                   else ""; done[i]: clue number i is proved complete (grid/clue-proof.js);
//                                   colour and blotted lines (inks: each block's colour char) by grid/colour.js

import { lineProof } from "./clue-proof.js";
import { colourLineInfo, inkOf } from "./colour.js";

export const STATE = { "?": "unknown", "#": "filled", x: "crossed", ".": "empty" };
export const CHAR = { unknown: "?", filled: "#", crossed: "x", empty: "." };

/**
 * Rows of a picture, solution or saved grid, where "." is an empty cell, as the player's cells: the
 * player has no empty state, a cell known to be empty is shown crossed ("x").
 */
export const emptyAsCrossed = (rows) => rows.map((row) => row.replace(/\./g, "x"));

export function clueOf(states) {
  const blocks = [];
  let run = 0;
  let previous = null;
  for (const s of states) {
    const ink = s === "filled" || inkOf(s) !== null;
    if (ink && s === previous) run += 1;
    else {
      if (run) blocks.push(run);
      run = ink ? 1 : 0;
    }
    previous = s;
  }
  if (run) blocks.push(run);
  return blocks;
}

export function lineInfo(clue, states, inks) {
  if (inks || clue.some((n) => n === null || n < 0)) return colourLineInfo(clue, inks, states);
  const blocks = clueOf(states);
  const wanted = clue.filter((n) => n > 0);
  const same = blocks.length === wanted.length && blocks.every((b, i) => b === wanted[i]);
  const proof = lineProof(clue, states.map((s) => CHAR[s]).join(""));
  return { state: same ? "done" : proof.fits ? "" : "bad", done: proof.done };
}
