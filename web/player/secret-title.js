// player/secret-title.js — a picture in the player, played with its title kept secret and named
// when complete (a picture is opened from its link by packs/open.js); and a library puzzle of a site
// built with --hide-titles (library.json: "title" is a cover such as "#3", "hidden_title" the secret),
// kept secret the same way.
//
// Interface
//   const secret = new SecretTitle({ root })   root: #player-view
//   secret.opening(puzzle)  before player.open: a picture (puzzle.picture) keeps its title secret,
//                           any other puzzle is left alone
//   secret.opened(standing) after it (standing: the player's {id, won, revealed, cells, elapsedMs})
//   secret.completed({complete, won, time, record, standing}) -> words | null   the player's
//                           sayComplete: the grid became complete (won or revealed) or not
//
// Before the win the page holds no trace of the title: the heading is the cover ("#3 · 20×20 ·
// medium"), the line under it the pack and the credit, document.title the cover.  Complete
// (won, or revealed by Solve), the heading, the document's title and the message name it ("Solved!
// It's a rocket.") beside a small picture of the grid; a reveal is marked "revealed".
// A mosaic's tile keeps its own title secret always, and names the whole picture once the last
// tile is solved (or revealed); the line under the heading links back to the mosaic's board.
// Contract: while a picture (or a puzzle with a hidden title) is open, #player-view has
// data-title-known="no" (secret) or "yes".

import { miniature } from "../grid/miniature.js";
import { mosaicCanvas, tileStates } from "../packs/mosaic.js";
import { facts, findPack, knowsTitle, loadIndex, loadPack, noteClues, pictureId, pictureState } from "../packs/packs.js";
import { itIs } from "../packs/picture-names.js";
import { el } from "../shared/dom.js";
import { displayText } from "../shared/safe-text.js";
import { pageTitle } from "../shared/site.js";
import { loadProgress, saveProgress } from "../shared/store.js";

/** A library puzzle's secret title (a site built with --hide-titles), or "". */
const hiddenTitle = (puzzle) => displayText(puzzle?.hidden_title).trim();

export class SecretTitle {
  constructor({ root }) {
    this.root = root;
    this.puzzle = null;
    this.$ = (id) => root.querySelector(`#${id}`);
  }

  /** Before player.open: a picture (puzzle.picture) or a hidden title keeps it secret; any other puzzle is left alone. */
  opening(puzzle) {
    this.puzzle = puzzle?.picture || hiddenTitle(puzzle) ? puzzle : null;
    this.$("picture-reveal")?.remove(); // the last picture's miniature is not the next puzzle's
    if (!this.puzzle) delete this.root.dataset.titleKnown;
  }

  /** After player.open: the line under the heading, and the heading as the grid's state says. */
  opened(standing) {
    if (!this.puzzle) return;
    if (this.puzzle.picture) this._meta(); // (a hidden title keeps the player's line: size, author, licence)
    const complete = standing.won || standing.revealed;
    if (this.puzzle.picture?.mosaic) this._show(standing, this._wholeKnown(complete), this.puzzle.picture.mosaic.title);
    else this._show(standing, complete);
  }

  /** Is a mosaic's whole picture known: this tile complete, and every other one solved or revealed? */
  _wholeKnown(complete) {
    const { pack, n, mosaic } = this.puzzle.picture;
    return complete && Array.from({ length: mosaic.rows * mosaic.cols }, (_, i) => i + 1)
      .every((m) => m === n || knowsTitle(pictureState(pictureId(pack, m))));
  }

  /** The player's sayComplete: the grid is complete (won or revealed) or not; a message or null. */
  completed({ complete, won, time, record, standing }) {
    if (!this.puzzle) return null;
    if (this.puzzle.picture?.mosaic) return this._tileCompleted({ complete, won, time, record, standing });
    const known = complete || standing.revealed;
    this._show(standing, known);
    if (!complete) return null;
    const picture = this.puzzle.picture;
    const name = picture ? itIs(picture.title) || "It's a picture." : `It's “${hiddenTitle(this.puzzle)}”.`;
    if (!won) return `Revealed: ${name} This does not count as solved: Undo hides the solution again, and a ${picture ? "picture" : "puzzle"} you then finish by hand counts.`;
    if (picture) this._alsoSolvesPicture(standing);
    return `Solved! ${name} Your time: ${time}${record}.`;
  }

  /**
   * A mosaic's tile: its own title is never said (it would tell the whole picture's); the last tile
   * solved names the whole ("Solved! The mosaic is complete: it's a rocket.").
   */
  _tileCompleted({ complete, won, time, record, standing }) {
    const { pack, n, mosaic } = this.puzzle.picture;
    const others = Array.from({ length: mosaic.rows * mosaic.cols }, (_, i) => i + 1).filter((m) => m !== n)
      .map((m) => pictureState(pictureId(pack, m)));
    const whole = this._wholeKnown(complete);
    this._show(standing, whole, mosaic.title);
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
    const pack = el("a", {
      href: `#pictures/${encodeURIComponent(p.picture.pack)}`, class: "picture-pack-link", text: p.pack,
      title: p.picture.mosaic ? "Back to the mosaic's board" : "The pack's pictures",
    });
    const parts = [size, p.pack && pack, p.author, p.license].filter(Boolean);
    this.$("puzzle-meta").replaceChildren(...parts.flatMap((part, i) => (i ? [" · ", part] : [part])));
  }

  _show(standing, known, named = this.puzzle.picture?.title ?? hiddenTitle(this.puzzle)) {
    const heading = this.$("puzzle-title");
    const title = named;
    heading.replaceChildren(known && title ? title : this.puzzle.title);
    this.root.dataset.titleKnown = known ? "yes" : "no";
    this.$("picture-reveal")?.remove();
    if (known && title) {
      if (standing.revealed && !standing.won) heading.append(" ", el("span", { class: "picture-mark", text: "revealed" }));
      // the grid as a small picture beside the named heading (the board is big; this looks like the icon)
      heading.before(miniature(standing.cells, this.puzzle, 64, { id: "picture-reveal", class: "picture-reveal" }));
      if (this.puzzle.picture?.mosaic) this._wholeMiniature(standing.cells);
    }
    if (!this.root.hidden) document.title = pageTitle(known && title ? title : this.puzzle.title);
  }

  /** A completed mosaic's tile: the miniature is the whole picture (once the pack is at hand). */
  async _wholeMiniature(cells) {
    const shown = this.puzzle;
    const { pack: packId, n } = shown.picture;
    const [data, puzzles] = await Promise.all([loadIndex(), loadPack(packId)]);
    const pack = data && findPack(data, packId);
    const old = this.$("picture-reveal");
    if (!pack || !puzzles || !old || this.puzzle !== shown) return;
    const canvas = mosaicCanvas(pack, puzzles, tileStates(pack), 64, { n, cells });
    canvas.id = old.id;
    canvas.className = old.className;
    old.replaceWith(canvas);
  }

  /** A daily picture won also counts for the picture in its pack. */
  _alsoSolvesPicture(standing) {
    const { pack, n } = this.puzzle.picture;
    const id = pictureId(pack, n);
    if (id === standing.id) return;
    noteClues(id, this.puzzle, { opening: true }); // the same clues: progress saved for others is dropped
    if (loadProgress(id)?.solved) return;
    saveProgress(id, { cells: standing.cells, elapsedMs: Math.round(standing.elapsedMs), solved: true, revealed: false });
  }
}
