// player/share.js — share links: the Share panel (a link to the puzzle, with the player's progress if
// they tick "Include my progress") and what opening a puzzle that carries progress does.
//
// Interface
//   const panel = new SharePanel({ root, client, game, status })
//     root: the #player-view element; the panel's controls are found inside it by id
//     game: {puzzle(), cells()}: the open puzzle and its grid as it is now
//   panel.close()                      hide it (another puzzle or the library is shown)
//   adoptProgress(id, rows, source) -> {message, offer?, apply?} | null
//
// A link is "<page>#<share code>" (nonogram_core.formats.sharecode: clues, title, author and the
// optional partial grid, checked by a CRC); the worker encodes and decodes it.  A puzzle with a
// link of its own (puzzle.link: a picture's "#pictures/<pack>/<n>", the daily's "#daily/<date>")
// is shared by that link unless the progress goes with it.

import { emptyAsCrossed } from "../grid/lines.js";
import { loadProgress, saveProgress } from "../shared/store.js";

const hasMarks = (rows) => rows.some((row) => /[^?]/.test(row)); // "#", "x" or a colour's char

export class SharePanel {
  constructor({ root, client, game, status }) {
    this.client = client;
    this.game = game;
    this.status = status;
    const $ = (id) => root.querySelector(`#${id}`);
    this.button = $("share");
    this.panel = $("share-panel");
    this.withProgress = $("share-progress");
    this.link = $("share-link");
    this.button.addEventListener("click", () => (this.panel.hidden ? this.open() : this.close()));
    this.withProgress.addEventListener("change", () => this.refresh());
    $("share-copy").addEventListener("click", () => this.copy());
    this.link.addEventListener("focus", () => this.link.select());
    this.panel.addEventListener("keydown", (e) => {
      if (e.key !== "Escape") return;
      this.close();
      this.button.focus();
    });
  }

  async open() {
    this.panel.hidden = false;
    this.button.setAttribute("aria-expanded", "true");
    if (await this.refresh()) await this.copy(false);
  }

  close() {
    this.panel.hidden = true;
    this.button.setAttribute("aria-expanded", "false");
  }

  /** Make the link for the puzzle (and, if ticked, the grid as it is now); the URL or null. */
  async refresh() {
    const cells = this.game.cells();
    const puzzle = this.game.puzzle();
    this.withProgress.disabled = !hasMarks(cells); // nothing to include yet
    if (this.withProgress.disabled) this.withProgress.checked = false;
    const grid = this.withProgress.checked ? cells : null;
    if (!grid && puzzle?.link) return this._show(new URL(puzzle.link, location.href).href, null);
    try {
      const { code } = await this.client.request("share", { puzzle, grid });
      return this._show(new URL(`#${code}`, location.href).href, grid);
    } catch (error) {
      if (error.type !== "Cancelled") this.status(`No share link: ${error.message}`, "error");
      return null;
    }
  }

  _show(url, grid) {
    this.link.value = url;
    this.link.dataset.progress = grid ? "yes" : "no";
    return url;
  }

  /** Copy the link (made afresh, so it carries the grid as it is now). */
  async copy(refresh = true) {
    const url = refresh ? await this.refresh() : this.link.value;
    if (!url) return;
    const what = this.link.dataset.progress === "yes" ? "Share link with your progress" : "Share link";
    let copied = false;
    try {
      await navigator.clipboard.writeText(url);
      copied = true;
    } catch {
      // no clipboard access (permission, or the page lost focus): the link is in the box
    }
    this.link.select();
    this.status(copied ? `${what} copied to the clipboard.` : `${what} ready: copy it from the link box.`, "info");
  }
}

/**
 * A puzzle opened with progress (a share link's grid, a file's saved grid) on puzzle `id`.  When
 * the player has no marks saved on it, the incoming grid becomes the saved progress.  Different
 * saved progress is never overwritten silently: it is kept, and the caller offers the incoming
 * grid (`offer`, to put on the board as one undoable step).  `apply` means the grid could not be
 * saved (storage blocked), so the caller puts it on the board directly.  The returned message is
 * for the status line once the puzzle is open.
 */
export function adoptProgress(id, rows, source) {
  const incoming = emptyAsCrossed(rows);
  if (!hasMarks(incoming)) return null;
  const saved = loadProgress(id);
  if (!saved || !hasMarks(saved.cells)) {
    if (!saveProgress(id, { cells: incoming, elapsedMs: 0, solved: false })) {
      return { message: `Opened with the progress from ${source} (this browser cannot save it).`, apply: incoming };
    }
    return { message: `Opened with the progress from ${source}.` };
  }
  if (saved.cells.join("\n") === incoming.join("\n")) {
    return { message: `Your saved progress is the same as the one in ${source}.` };
  }
  return {
    message: `Kept your saved progress on this puzzle; ${source} has different progress.`,
    offer: incoming,
  };
}
