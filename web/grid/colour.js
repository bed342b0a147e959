// grid/colour.js — how the board (grid/grid-view.js) shows colour: one cell's look, a clue number's colour, colour clues.
// Kept apart from the view so the colour contract lives in one place (and the view only calls in).
//
// Interface
//   INK                                  prefix of a colour cell's state: "ink:" + the colour's char
//   inkOf(state) -> char | null          the colour char of a state ("ink:a" -> "a"), else null
//   paintCell(cell, r, c, state, inks)   set a cell's look: data-state ("filled" for any colour),
//                                        data-colour = the colour's name, --ink its RGB, aria-label
//                                        "row 3, column 5, red"; inks: {char: {name, rgb}} or null;
//                                        class "deep" / "faint" on an ink too close to an empty cell
//                                        of the dark / light theme (colour.css gives it an edge)
//   paintClueNumber(span, colour)        a clue number in its block's colour, legible on any colour;
//                                        data-letter = colour.letter (grid/ink-letters.js), which
//                                        colour.css shows on the chip when cells are small
//   colourBlocks(chars) -> {clue, inks}  the blocks of a line of characters ("." or "x" background):
//                                        lengths and each block's char (a new block at each change)
//   textOn(rgb) -> "#000" | "#fff"       the legible text colour on a background
//   luminance(rgb) -> 0..1               WCAG relative luminance of "RRGGBB"
//   colourLineInfo(clue, inks, states) -> {state, done}   a colour or blotted line's state: "done"
//                                        when its blocks are the clue (lengths, a blotted number any
//                                        length, and colours), "bad" as soon as no placement of the
//                                        clue agrees with the marks (grid/clue-proof.js colourLineFits), else "";
//                                        done[i]: number i is struck (all when done)

import { colourLineFits } from "./clue-proof.js";

export const INK = "ink:";

export const inkOf = (state) => (typeof state === "string" && state.startsWith(INK) ? state.slice(INK.length) : null);

export function paintCell(cell, r, c, state, inks) {
  const ink = inkOf(state);
  const colour = ink !== null ? inks?.[ink] : null;
  cell.dataset.state = ink !== null ? "filled" : state;
  if (colour) {
    cell.dataset.colour = colour.name;
    cell.style.setProperty("--cell-ink", `#${colour.rgb}`);
  } else if (cell.dataset.colour !== undefined) {
    delete cell.dataset.colour;
    cell.style.removeProperty("--cell-ink");
  }
  cell.classList.toggle("deep", Boolean(colour) && deep(colour.rgb));
  cell.classList.toggle("faint", Boolean(colour) && faint(colour.rgb));
  const word = colour ? colour.name : ink !== null ? "filled" : state;
  cell.setAttribute("aria-label", `row ${r + 1}, column ${c + 1}, ${word}`);
}

/** Relative luminance (sRGB, 0..1) of "RRGGBB" (WCAG's; the print page's numbers use it too). */
export function luminance(rgb) {
  const channel = (i) => {
    const v = parseInt(rgb.slice(i, i + 2), 16) / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

export const textOn = (rgb) => (luminance(rgb) > 0.35 ? "#000" : "#fff");

/** WCAG contrast ratio of two luminances (1: the same, 21: black on white). */
const contrast = (a, b) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);

/** CIELAB (D65) of "RRGGBB", as nonogram_core/colour/names.py computes it. */
function lab(rgb) {
  const lin = (i) => {
    const v = parseInt(rgb.slice(i, i + 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = [lin(0), lin(2), lin(4)];
  const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
  const fx = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047);
  const fy = f(0.2126 * r + 0.7152 * g + 0.0722 * b);
  const fz = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
  return [116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)];
}

/**
 * Would an empty cell of this colour ("RRGGBB") swallow the ink?  When their lightness is nearly
 * the same (contrast under 1.3: navy on the dark theme), or close (under 1.6) and the hue does
 * not tell them apart either (CIELAB difference under 25: charcoal on dark, pale grey on white;
 * a yellow on white differs by its hue and needs nothing).
 */
function swallowedBy(cell) {
  const [cellLum, cellLab] = [luminance(cell), lab(cell)];
  return (rgb) => {
    const ratio = contrast(luminance(rgb), cellLum);
    return ratio < 1.3 || (ratio < 1.6 && Math.hypot(...lab(rgb).map((v, i) => v - cellLab[i])) < 25);
  };
}

/** An ink (black, charcoal #292F33, navy) that the dark theme's empty cells (#1b1e25) would swallow. */
const deep = swallowedBy("1b1e25");

/** An ink (white, pale grey) that the light theme's white empty cells would swallow. */
const faint = swallowedBy("ffffff");

/** Colour a freshly made clue number (GridView rebuilds a clue's numbers whenever its clue changes). */
export function paintClueNumber(span, colour) {
  if (!colour) return;
  span.dataset.colour = colour.name;
  span.style.setProperty("--clue-bg", `#${colour.rgb}`);
  span.style.setProperty("--clue-fg", textOn(colour.rgb));
  span.classList.add("ink");
  if (colour.letter) span.dataset.letter = colour.letter;
  if (faint(colour.rgb)) span.classList.add("pale"); // a pale block keeps an outline
  if (deep(colour.rgb)) span.classList.add("deep"); // and a deep one in dark mode
}

export function colourBlocks(chars) {
  const clue = [];
  const inks = [];
  let previous = ".";
  for (const ch of chars) {
    const ink = ch !== "." && ch !== "x" && ch !== "?";
    if (ink && ch === previous) clue[clue.length - 1] += 1;
    else if (ink) {
      clue.push(1);
      inks.push(ch);
    }
    previous = ink ? ch : ".";
  }
  return { clue, inks };
}

export function colourLineInfo(clue, inks, states) {
  const blocks = [];
  let previous = null;
  for (const s of states) {
    const ink = s === "filled" ? "#" : inkOf(s);
    if (ink !== null && s === previous) blocks[blocks.length - 1].n += 1;
    else if (ink !== null) blocks.push({ n: 1, ink });
    previous = s;
  }
  const same = blocks.length === clue.length && blocks.every((b, i) =>
    (clue[i] === null || clue[i] < 0 || b.n === clue[i]) && (!inks || b.ink === inks[i]));
  const state = same ? "done" : colourLineFits(lineBlocks(clue, inks), lineMarks(states)) ? "" : "bad";
  return { state, done: clue.map(() => same) };
}

/** A clue's blocks for colourLineFits: each number with its colour's char ("#" in black and white). */
const lineBlocks = (clue, inks) => clue.map((n, i) => ({ n, ink: inks ? inks[i] : "#" })).filter((b) => b.n !== 0);

/** Cell states as colourLineFits's marks: "?" unknown, "x" crossed or empty, a colour's char, "#" filled. */
function lineMarks(states) {
  return states.map((s) => (s === "unknown" ? "?" : s === "filled" ? "#" : inkOf(s) ?? "x")).join("");
}
