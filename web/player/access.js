// player/access.js — finding your place on the board (issue 24): focus goes to the grid when a
// puzzle opens, the skip link ("Skip to the grid", the page's first Tab stop) moves it there, and on
// big grids a small indicator ("Row 12 · Col 30") names the row and column under the cursor or the
// pointer, since their clue headers may be far from it.
//
// Interface
//   const access = new PlayerAccess({ view, root })   binds #skip-to-grid and #cursor-position; view:
//                                             the board, root: #player-view
//   access.opened()                           after a puzzle is shown: focus the grid, reset the indicator
//   access.show(r, c)                         the cell (0-based) to name; (-1, -1): the keyboard cursor's
// The indicator carries data-row and data-col (1-based) for tests.

const BIG = 15; // a grid with this many rows or columns gets the indicator

export class PlayerAccess {
  constructor({ view, root }) {
    this.view = view;
    this.root = root;
    this.label = document.getElementById("cursor-position");
    document.getElementById("skip-to-grid")?.addEventListener("click", (e) => {
      e.preventDefault(); // its href is only for a page without scripts: the hash is the router's
      this.focusGrid();
    });
  }

  focusGrid() {
    if (this.root.hidden) return;
    this.view.board.focus({ preventScroll: true });
  }

  opened() {
    const view = this.view;
    this.label.hidden = Math.max(view.width, view.height) < BIG;
    this.show(-1, -1);
    this.focusGrid();
  }

  show(r, c) {
    const view = this.view;
    if (this.label.hidden) return;
    const at = r >= 0 && c >= 0 ? { r, c } : view.cursor;
    if (this.label.dataset.row === String(at.r + 1) && this.label.dataset.col === String(at.c + 1)) return;
    this.label.dataset.row = at.r + 1;
    this.label.dataset.col = at.c + 1;
    this.label.textContent = `Row ${at.r + 1} · Col ${at.c + 1}`;
  }
}
