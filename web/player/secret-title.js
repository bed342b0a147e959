// pictures-play.js — a picture in the player: opened from its link (#pictures/<pack>/<n>), played
// with its title kept secret, and named when complete.
//
// Interface
//   openPicture(packId, n) -> Promise<{id, puzzle} | {error}>   the player's puzzle (pictures.js
//       forPlayer: the cover as its title, the secret in puzzle.picture) and its progress id
//   const secret = new SecretTitle(player)   takes the player's onComplete hook
//   secret.opening(puzzle)  before player.open: a picture (puzzle.picture) keeps its title secret,
//                           any other puzzle is left alone;  secret.opened()  after it
//   recacheWhenControlled()  the pictures fetched before a service worker controlled the page are
//                           fetched again once one does, so that it keeps them for offline use
//
// Before the win the page holds no trace of the title: the heading is the cover ("#3 · 20×20 ·
// medium"), the line under it the pack and the credit, document.title the cover.  Complete
// (won, or revealed by Solve), the heading, the document's title and the message name it ("Solved!
// It's a rocket.") beside a small picture of the grid; a reveal is marked "revealed".
// A mosaic's tile keeps its own title secret always, and names the whole picture once the last
// tile is solved (or revealed); the line under the heading links back to the mosaic's board.
// Contract: while a picture is open, #player-view has data-title-known="no" (secret) or "yes".

import { mosaicCanvas, tileStates } from "../library/mosaic.js";
import { drawCells } from "../library/thumbnail.js";
import { itIs } from "../packs/picture-names.js";
import {
  facts, fetched, findPack, forPlayer, knowsTitle, loadIndex, loadPack, noteClues, pictureId, pictureState,
} from "../packs/packs.js";
import { loadProgress, saveProgress } from "../shared/store.js";

export async function openPicture(packId, n) {
  const loading = loadPack(packId); // first: on a fresh page it fetches the pack beside packs.json
  const data = await loadIndex();
  if (!data) return { error: "The pictures could not be loaded (they need a connection the first time)." };
  const pack = findPack(data, packId);
  if (!pack) return { error: `There is no picture pack “${packId}”.` };
  if (!(Number.isInteger(n) && n >= 1 && n <= pack.puzzles.length)) {
    return { error: `The pack “${pack.name}” has no picture #${n} (it has ${pack.puzzles.length}).` };
  }
  const puzzles = await loading;
  const puzzle = puzzles?.[n - 1];
  if (!puzzle || !Array.isArray(puzzle.rows) || !Array.isArray(puzzle.cols)) {
    return { error: `The pack “${pack.name}” could not be loaded.` };
  }
  const id = pictureId(packId, n);
  noteClues(id, puzzle, { opening: true });
  return { id, puzzle: forPlayer(pack, n, puzzle) };
}

export class SecretTitle {
  constructor(player) {
    this.player = player;
    this.puzzle = null;
    this.$ = (id) => player.root.querySelector(`#${id}`);
    player.onComplete = (state) => this.completed(state);
  }

  /** Before player.open: a picture (puzzle.picture) keeps its title secret; any other puzzle is left alone. */
  opening(puzzle) {
    this.puzzle = puzzle?.picture ? puzzle : null;
    this.$("picture-reveal")?.remove(); // the last picture's miniature is not the next puzzle's
    if (!this.puzzle) delete this.player.root.dataset.titleKnown;
  }

  /** After player.open: the line under the heading, and the heading as the grid's state says. */
  opened() {
    if (!this.puzzle) return;
    this._meta();
    const complete = this.player.root.dataset.solved === "yes" || this.player.revealed;
    if (this.puzzle.picture.mosaic) this._show(this._wholeKnown(complete), this.puzzle.picture.mosaic.title);
    else this._show(complete);
  }

  /** Is a mosaic's whole picture known: this tile complete, and every other one solved or revealed? */
  _wholeKnown(complete) {
    const { pack, n, mosaic } = this.puzzle.picture;
    return complete && Array.from({ length: mosaic.rows * mosaic.cols }, (_, i) => i + 1)
      .every((m) => m === n || knowsTitle(pictureState(pictureId(pack, m))));
  }

  /** The player's hook: the grid is complete (won or revealed) or not; a message or null. */
  completed({ complete, won, time, record }) {
    if (!this.puzzle) return null;
    if (this.puzzle.picture.mosaic) return this._tileCompleted({ complete, won, time, record });
    const known = complete || this.player.revealed;
    this._show(known);
    if (!complete) return null;
    const name = itIs(this.puzzle.picture.title) || "It's a picture.";
    if (!won) return `Revealed: ${name} This does not count as solved: Undo hides the solution again, and a picture you then finish by hand counts.`;
    this._alsoSolvesPicture();
    return `Solved! ${name} Your time: ${time}${record}.`;
  }

  /**
   * A mosaic's tile: its own title is never said (it would tell the whole picture's); the last tile
   * solved names the whole ("Solved! The mosaic is complete: it's a rocket.").
   */
  _tileCompleted({ complete, won, time, record }) {
    const { pack, n, mosaic } = this.puzzle.picture;
    const others = Array.from({ length: mosaic.rows * mosaic.cols }, (_, i) => i + 1).filter((m) => m !== n)
      .map((m) => pictureState(pictureId(pack, m)));
    const whole = this._wholeKnown(complete);
    this._show(whole, mosaic.title);
    if (!complete) return null;
    const tile = `Tile ${n} of ${others.length + 1}`;
    const left = others.filter((state) => !knowsTitle(state)).length;
    const after = whole ? `The mosaic is complete. ${itIs(mosaic.title) || "It's a picture."}`
      : `${left} tile${left === 1 ? "" : "s"} to go: Next puzzle goes back to the mosaic.`;
    if (!won) return `Revealed: ${tile.toLowerCase()}. This does not count as solved: Undo hides the solution again, and a tile you then finish by hand counts. ${after}`;
    return whole ? `Solved! ${after} (${tile} in ${time}${record}.)` : `Solved! ${tile} in ${time}${record}. ${after}`;
  }

  /** Size and grade (a daily picture's cover does not say them), the pack (a link to its page), and the credit. */
  _meta() {
    const p = this.puzzle;
    const size = p.title.startsWith("#") || p.picture.mosaic ? "" : facts({ width: p.width, height: p.height, grade: p.grade });
    const pack = document.createElement("a");
    pack.href = `#pictures/${encodeURIComponent(p.picture.pack)}`;
    pack.className = "picture-pack-link";
    pack.textContent = p.pack;
    pack.title = p.picture.mosaic ? "Back to the mosaic's board" : "The pack's pictures";
    const parts = [size, p.pack && pack, p.author, p.license].filter(Boolean);
    this.$("puzzle-meta").replaceChildren(...parts.flatMap((part, i) => (i ? [" · ", part] : [part])));
  }

  _show(known, named = this.puzzle.picture.title) {
    const heading = this.$("puzzle-title");
    const title = named;
    heading.replaceChildren(known && title ? title : this.puzzle.title);
    this.player.root.dataset.titleKnown = known ? "yes" : "no";
    this.$("picture-reveal")?.remove();
    if (known && title) {
      if (this.player.revealed && this.player.root.dataset.solved !== "yes") heading.append(" ", mark("revealed"));
      heading.before(miniature(this.player.view.getCells(), this.puzzle));
      if (this.puzzle.picture.mosaic) this._wholeMiniature();
    }
    if (!this.player.root.hidden) document.title = `${known && title ? title : this.puzzle.title} · Nonogram`;
  }

  /** A completed mosaic's tile: the miniature is the whole picture (once the pack is at hand). */
  async _wholeMiniature() {
    const shown = this.puzzle;
    const { pack: packId, n } = shown.picture;
    const [data, puzzles] = await Promise.all([loadIndex(), loadPack(packId)]);
    const pack = data && findPack(data, packId);
    const old = this.$("picture-reveal");
    if (!pack || !puzzles || !old || this.puzzle !== shown) return;
    const canvas = mosaicCanvas(pack, puzzles, tileStates(pack), 64, { n, cells: this.player.view.getCells() });
    canvas.id = old.id;
    canvas.className = old.className;
    old.replaceWith(canvas);
  }

  /** A daily picture won also counts for the picture in its pack. */
  _alsoSolvesPicture() {
    const { pack, n } = this.puzzle.picture;
    const id = pictureId(pack, n);
    if (id === this.player.id) return;
    noteClues(id, this.puzzle, { opening: true }); // the same clues: progress saved for others is dropped
    if (loadProgress(id)?.solved) return;
    saveProgress(id, { cells: this.player.view.getCells(), elapsedMs: Math.round(this.player.elapsedMs), solved: true, revealed: false });
  }
}

function mark(text) {
  const span = document.createElement("span");
  span.className = "picture-mark";
  span.textContent = text;
  return span;
}

/** The grid as a small picture, beside the named heading (the board is big; this looks like the icon). */
function miniature(cells, puzzle) {
  const canvas = document.createElement("canvas");
  canvas.id = "picture-reveal";
  canvas.className = "picture-reveal";
  canvas.setAttribute("aria-hidden", "true");
  const scale = Math.max(1, Math.floor(64 / Math.max(puzzle.width, puzzle.height)));
  canvas.width = puzzle.width * scale;
  canvas.height = puzzle.height * scale;
  drawCells(canvas.getContext("2d"), cells, puzzle, { scale });
  return canvas;
}

export function recacheWhenControlled() {
  if (!("serviceWorker" in navigator) || navigator.serviceWorker.controller) return;
  navigator.serviceWorker.addEventListener("controllerchange", () => {
    for (const url of fetched) fetch(url).catch(() => {});
  }, { once: true });
}
