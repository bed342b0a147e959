// library/mosaic.js — a mosaic (issue 29; the "Clip" of console picross): a big picture cut into
// tiles that are puzzles of their own.  Its page (#pictures/<pack>) is a board of its tiles: each
// solved tile drawn from the player's own cells, each unsolved one blank with its number, every tile
// a link to play it (#pictures/<pack>/<n>).  When every tile is solved (or revealed) the board is
// the whole picture and its title is said; until then no title (the whole's or a tile's) is in the
// page.  Progress is each tile's own (pictures.js ids), so it is kept as a picture's is.
//
// Interface
//   tileStates(pack) -> [state]               each tile's pictures.js state, in tile order
//   isComplete(states) -> bool                every tile solved or revealed
//   mosaicPage(pack, puzzles) -> [element]    the board page's parts below the pack's heading
//   mosaicCanvas(pack, puzzles, states, size, current?) -> <canvas>   the board's picture: solved tiles drawn
//   mosaicFacts(pack) -> "Mosaic · 2×2 tiles · 20×20"
//
// Contract: the board is div.mosaic[data-mosaic=<pack>][data-complete="yes"|"no"][data-solved]
// [data-total]; each tile a link a.tile[data-picture="<pack>/<n>"][data-state][data-row][data-col].

import { itIs } from "../packs/picture-names.js";
import { facts, forPlayer, knowsTitle, mosaicOf, noteClues, pictureId, pictureLink, pictureState, progressFor } from "../packs/packs.js";
import { drawCells } from "./thumbnail.js";

const PAPER = "#ffffff";
const STATE_TEXT = { new: "not started", started: "started", solved: "solved", revealed: "revealed" };
const sum = (list) => list.reduce((a, b) => a + b, 0);

export const tileStates = (pack) => pack.puzzles.map((_, i) => pictureState(pictureId(pack.id, i + 1)));
export const isComplete = (states) => states.length > 0 && states.every(knowsTitle);

/** Column widths and row heights (tiles of a column share a width, of a row a height). */
function layout(pack) {
  const { rows, cols } = mosaicOf(pack);
  const widths = Array.from({ length: cols }, (_, c) => pack.puzzles[c].width);
  const heights = Array.from({ length: rows }, (_, r) => pack.puzzles[r * cols].height);
  return { rows, cols, widths, heights, width: sum(widths), height: sum(heights) };
}

export function mosaicFacts(pack) {
  const { rows, cols, width, height } = layout(pack);
  return `Mosaic · ${rows}×${cols} tiles · ${width}×${height}`;
}

/**
 * The board's picture: every solved or revealed tile in its place, at about `size` pixels wide;
 * `current` ({n, cells}) is a tile just completed in the player (its progress may not be saved yet).
 */
export function mosaicCanvas(pack, puzzles, states, size, current = null) {
  const { cols, widths, heights, width, height } = layout(pack);
  const scale = Math.max(1, Math.round(size / Math.max(width, height)));
  const canvas = document.createElement("canvas");
  canvas.width = width * scale;
  canvas.height = height * scale;
  canvas.setAttribute("aria-hidden", "true");
  const ctx = canvas.getContext("2d");
  states.forEach((state, i) => {
    const progress = current?.n === i + 1 ? current : knowsTitle(state) ? progressFor(pictureId(pack.id, i + 1)) : null;
    if (!progress || !puzzles[i]) return;
    const [r, c] = [Math.floor(i / cols), i % cols];
    const wire = forPlayer(pack, i + 1, puzzles[i]); // the colours under the characters the player saved
    const [x, y] = [sum(widths.slice(0, c)) * scale, sum(heights.slice(0, r)) * scale];
    if (!wire.black_and_white) { // a colour tile on its paper: inks chosen against white (charcoal) stay seen in the dark theme
      ctx.fillStyle = PAPER;
      ctx.fillRect(x, y, widths[c] * scale, heights[r] * scale);
    }
    drawCells(ctx, progress.cells, wire, { x, y, scale });
  });
  return canvas;
}

export function mosaicPage(pack, puzzles) {
  puzzles.forEach((puzzle, i) => noteClues(pictureId(pack.id, i + 1), puzzle));
  const states = tileStates(pack);
  const complete = isComplete(states);
  const { rows, cols, widths, heights, width, height } = layout(pack);
  const board = document.createElement("div");
  board.className = "mosaic";
  Object.assign(board.dataset, {
    mosaic: pack.id, complete: complete ? "yes" : "no",
    solved: String(states.filter(knowsTitle).length), total: String(states.length),
  });
  board.style.setProperty("--mosaic-ratio", `${width} / ${height}`);
  const picture = mosaicCanvas(pack, puzzles, states, 720);
  picture.className = "mosaic-picture";
  const tiles = document.createElement("div");
  tiles.className = "mosaic-tiles";
  tiles.setAttribute("role", "group");
  tiles.setAttribute("aria-label", `The mosaic's ${states.length} tiles`);
  tiles.style.gridTemplateColumns = widths.map((w) => `${w}fr`).join(" ");
  tiles.style.gridTemplateRows = heights.map((h) => `${h}fr`).join(" ");
  states.forEach((state, i) => tiles.append(tileLink(pack, i + 1, state, Math.floor(i / cols) + 1, (i % cols) + 1)));
  board.append(picture, tiles);
  const title = mosaicOf(pack).title;
  const said = document.createElement("p");
  said.className = "mosaic-note";
  if (complete) {
    said.classList.add("mosaic-named");
    said.textContent = `Complete! ${itIs(title) || "It's a picture."}`;
  } else {
    said.textContent = `${rows * cols} tiles (${rows} rows of ${cols}) make one ${width}×${height} picture. ` +
      "Each tile is a puzzle of its own; solve them all to see the whole picture and its name.";
  }
  const next = states.findIndex((state) => !knowsTitle(state)) + 1; // the first tile still to do
  if (!next) return [said, board];
  // a button, not a link: the board's links are its tiles, one each
  const play = document.createElement("button");
  play.type = "button";
  play.className = "primary mosaic-next";
  play.addEventListener("click", () => { location.hash = pictureLink(pack.id, next); });
  play.textContent = `${states[next - 1] === "started" ? "Go on with" : "Play"} tile ${next}`;
  return [said, play, board];
}

function tileLink(pack, n, state, row, col) {
  const a = document.createElement("a");
  a.className = "tile";
  a.href = pictureLink(pack.id, n);
  Object.assign(a.dataset, { picture: `${pack.id}/${n}`, state, row: String(row), col: String(col) });
  const info = pack.puzzles[n - 1];
  a.setAttribute("aria-label", `Tile ${n}: row ${row}, column ${col} · ${facts(info)} · ${STATE_TEXT[state]}`);
  a.title = `Tile ${n} · ${facts(info)} · ${STATE_TEXT[state]}`;
  if (!knowsTitle(state)) {
    const number = document.createElement("span");
    number.className = "tile-number";
    number.setAttribute("aria-hidden", "true");
    number.textContent = String(n);
    a.append(number);
  }
  return a;
}
