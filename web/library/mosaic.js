// library/mosaic.js — a mosaic's page in the library (issue 29; the "Clip" of console picross): a
// big picture cut into tiles that are puzzles of their own (packs/mosaic.js).  Its page
// (#pictures/<pack>) is a board of its tiles: each solved tile drawn from the player's own cells,
// each unsolved one blank with its number, every tile a link to play it (#pictures/<pack>/<n>).
// When every tile is solved (or revealed) the board is the whole picture and its title is said;
// until then no title (the whole's or a tile's) is in the page.  Progress is each tile's own
// (packs/packs.js ids), so it is kept as a picture's is.
//
// Interface
//   mosaicPage(pack, puzzles) -> [element]    the board page's parts below the pack's heading
//
// Contract: the board is div.mosaic[data-mosaic=<pack>][data-complete="yes"|"no"][data-solved]
// [data-total]; each tile a link a.tile[data-picture="<pack>/<n>"][data-state][data-row][data-col].

import { isComplete, layout, mosaicCanvas, tileStates } from "../packs/mosaic.js";
import { facts, knowsTitle, mosaicOf, noteClues, pictureId, pictureLink } from "../packs/packs.js";
import { itIs } from "../packs/picture-names.js";
import { button, el } from "../shared/dom.js";

const STATE_TEXT = { new: "not started", started: "started", solved: "solved", revealed: "revealed" };

export function mosaicPage(pack, puzzles) {
  puzzles.forEach((puzzle, i) => noteClues(pictureId(pack.id, i + 1), puzzle));
  const states = tileStates(pack);
  const complete = isComplete(states);
  const { rows, cols, widths, heights, width, height } = layout(pack);
  const picture = mosaicCanvas(pack, puzzles, states, 720);
  picture.className = "mosaic-picture";
  const tiles = el("div", { class: "mosaic-tiles", role: "group", "aria-label": `The mosaic's ${states.length} tiles`,
    style: { "grid-template-columns": widths.map((w) => `${w}fr`).join(" "),
      "grid-template-rows": heights.map((h) => `${h}fr`).join(" ") } },
  states.map((state, i) => tileLink(pack, i + 1, state, Math.floor(i / cols) + 1, (i % cols) + 1)));
  const board = el("div", {
    class: "mosaic", style: { "--mosaic-ratio": `${width} / ${height}` },
    data: { mosaic: pack.id, complete: complete ? "yes" : "no", solved: String(states.filter(knowsTitle).length),
      total: String(states.length) },
  }, [picture, tiles]);
  const said = complete
    ? el("p", { class: "mosaic-note mosaic-named", text: `Complete! ${itIs(mosaicOf(pack).title) || "It's a picture."}` })
    : el("p", { class: "mosaic-note", text: `${rows * cols} tiles (${rows} rows of ${cols}) make one ${width}×${height} ` +
      "picture. Each tile is a puzzle of its own; solve them all to see the whole picture and its name." });
  const next = states.findIndex((state) => !knowsTitle(state)) + 1; // the first tile still to do
  if (!next) return [said, board];
  // a button, not a link: the board's links are its tiles, one each
  const play = button(`${states[next - 1] === "started" ? "Go on with" : "Play"} tile ${next}`, {
    class: "primary mosaic-next", on: { click: () => { location.hash = pictureLink(pack.id, next); } },
  });
  return [said, play, board];
}

function tileLink(pack, n, state, row, col) {
  const info = pack.puzzles[n - 1];
  return el("a", {
    class: "tile", href: pictureLink(pack.id, n),
    data: { picture: `${pack.id}/${n}`, state, row: String(row), col: String(col) },
    "aria-label": `Tile ${n}: row ${row}, column ${col} · ${facts(info)} · ${STATE_TEXT[state]}`,
    title: `Tile ${n} · ${facts(info)} · ${STATE_TEXT[state]}`,
  }, knowsTitle(state) ? null : el("span", { class: "tile-number", "aria-hidden": "true", text: String(n) }));
}
