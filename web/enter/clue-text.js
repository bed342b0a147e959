// enter/clue-text.js — clues as the text areas write them, and back: a pasted puzzle (the worker's
// wire form) turned into a line per row and per column with its colours' letters, a suggestion of
// "Find the typo" written as a line, one line of a text area replaced.  Pure, tested by
// clue-text.test.mjs.
//
// Interface
//   puzzleText(puzzle) -> {rows, cols, palette: {key: {name, rgb}}, title}
//        the clue areas' text for a wire puzzle ("3r 1b" in colour; "0" an empty line; a blotted
//        number "?", which the view then marks as a line to fix)
//   clueLine(numbers, colours, inks) -> "3r 1b"   a clue's line; colours: block colour indexes
//        (empty in black and white), inks: the entry's colours (enter/entry.js), index 1 first
//   replaceLine(text, index, line) -> text with that line replaced (lines added when it is past the end)
//   letterFor(colour, taken) -> a free letter for a colour: its name's usual letter (red r), else its
//        own char, else its name's initial

import { USUAL } from "./entry.js";

const LETTERS = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
const USUAL_LETTER = Object.fromEntries(Object.entries(USUAL).map(([key, [name]]) => [name, key]));

export function letterFor(colour, taken) {
  const free = (key) => key && /^[A-Za-z]$/.test(key) && !taken.has(key);
  const name = String(colour.name || "").trim().toLowerCase();
  const candidates = [USUAL_LETTER[name], colour.char, name[0], name[0]?.toUpperCase()]; // "red" is r, whatever the file's char
  const found = candidates.find(free);
  if (found) return found;
  for (const key of LETTERS) if (!taken.has(key)) return key;
  for (const a of LETTERS) for (const b of LETTERS) if (!taken.has(a + b)) return a + b;
  return "";
}

export function puzzleText(puzzle) {
  const colours = puzzle.colours || [];
  const colour = colours.length > 2 || Boolean(puzzle.row_colours?.length || puzzle.col_colours?.length);
  const keys = [""];
  const palette = {};
  if (colour) {
    const taken = new Set();
    for (const ink of colours.slice(1)) {
      const key = letterFor(ink, taken);
      taken.add(key);
      keys.push(key);
      palette[key] = { name: String(ink.name || key), rgb: String(ink.rgb || "000000").toUpperCase() };
    }
  }
  const side = (clues, shades = []) => clues.map((clue, i) => {
    if (!clue.length || (clue.length === 1 && clue[0] === 0)) return "0";
    return clue.map((n, j) => (n === null || n < 0 ? "?" : String(n)) + (colour ? keys[shades[i]?.[j] ?? 1] ?? "" : "")).join(" ");
  }).join("\n");
  return {
    rows: side(puzzle.rows, puzzle.row_colours), cols: side(puzzle.cols, puzzle.col_colours),
    palette, title: String(puzzle.title || ""),
  };
}

export function clueLine(numbers, colours = [], inks = null) {
  if (!numbers.length) return "0";
  return numbers.map((n, i) => `${n}${inks && colours.length ? inks[colours[i] - 1]?.key ?? "" : ""}`).join(" ");
}

export function replaceLine(text, index, line) {
  const lines = text.split("\n");
  while (lines.length <= index) lines.push("");
  lines[index] = lines[index].endsWith("\r") ? `${line}\r` : line;
  return lines.join("\n");
}
