// player/fit.js — how big the board's cells are: when a puzzle opens, when the window changes size,
// after a win, and the "Whole board" button.
//
// A phone shows a board whole when its cells can be WHOLE_MIN px or more (a 20×20 with short clues).
// A bigger one (a daily with wide colour clues, a 44×43) opens at a size a finger can play: cells
// that fill the board's height (PLAYABLE to ROOMY px), so the screen's room is used and only a
// sideways scroll is left where it can be, centred where the player left off.  "Whole board" shows
// it all at once, however small; a tap on a cell there comes back to play at that spot (and the
// button again, to where the player was).  A desktop fits the board whole down to DESK_WHOLE_MIN
// px (a 60×44 in 1280×900), else opens at 14 px with sticky clues.  Winning (or a reveal) shows the
// whole picture.  Once the player zooms, a change of the window's size keeps their size.
//
// Interface
//   const fit = new BoardFit({ view, root, button })   button: #zoom-whole ("Whole board", aria-pressed)
//   fit.open(resume)        a puzzle just shown: resume {r, c} (the last cell played) or null
//   fit.showWhole()         the whole board (the button; a win)
//   fit.refresh()           after a zoom or a change of size: the button's state
// The view's onOverviewTap(r, c) goes to fit.tapped(r, c).

const OVERVIEW_MIN = 6; // px: the smallest cells a whole board is shown at
const WHOLE_MIN = 17; // px: a phone shows a board whole at cells this big or bigger
const PLAYABLE = 18; // px: else it opens at cells at least this big...
const ROOMY = 26; // ...and at most this big, filling the board's height
const DESK_WHOLE_MIN = 11; // px: a desktop shows a board whole down to this size...
const DESK_MIN = 14; // ...else it opens at this size and scrolls

export class BoardFit {
  constructor({ view, root, button }) {
    Object.assign(this, { view, root, button });
    this.zoomed = false; // the player zoomed: a resize keeps their size
    this.back = null; // {zoom, left, top}: where the player was before "Whole board"
    this.fitting = false;
    view.onZoom = () => {
      if (this.fitting) return;
      this.zoomed = true;
      this._leaveWhole();
    };
    button.addEventListener("click", () => (this.back ? this.comeBack() : this.showWhole()));
    let pending = null;
    window.addEventListener("resize", () => {
      clearTimeout(pending);
      pending = setTimeout(() => {
        if (!this.zoomed && !this.back) this.open(this.view.cursor);
        else this.refresh();
      }, 150);
    });
  }

  get phone() {
    return window.matchMedia("(max-width: 700px)").matches;
  }

  /** Fit a puzzle just shown; `resume` ({r, c}) is scrolled to the middle when the board scrolls. */
  open(resume = null) {
    if (this.root.hidden) return;
    this.zoomed = false;
    this._leaveWhole();
    const view = this.view;
    this._fitting(() => {
      if (this.phone) {
        view.fit({ min: OVERVIEW_MIN, max: 52 });
        if (!view.fitsWhole || view.zoom < WHOLE_MIN) view.fit({ min: PLAYABLE, max: ROOMY, height: true });
      } else {
        view.fit({ min: DESK_WHOLE_MIN, max: 52 });
        if (!view.fitsWhole) view.fit({ min: DESK_MIN, max: DESK_MIN });
      }
    });
    view.scrollHome();
    if (resume && !view.showsWhole()) view.centreOn(resume.r, resume.c);
    this.refresh();
  }

  /** The whole board, however small its cells: "Whole board", and a win's picture. */
  showWhole() {
    const view = this.view;
    if (view.showsWhole()) return this.refresh();
    const box = view.container;
    const back = { zoom: view.zoom, left: box.scrollLeft, top: box.scrollTop };
    this._fitting(() => view.fit({ min: OVERVIEW_MIN, max: view.zoom }));
    box.scrollTo(0, 0);
    this.back = back;
    // cells too small for a finger (or a mouse): a tap picks where to play instead of painting
    view.overview = view.zoom < (this.phone ? PLAYABLE : DESK_MIN);
    this.refresh();
  }

  /** "Whole board" again: back to the size and the place the player was at. */
  comeBack() {
    const back = this.back;
    if (!back) return;
    this._leaveWhole();
    this._fitting(() => this.view.setZoom(back.zoom));
    this.view.container.scrollTo(back.left, back.top);
    this.refresh();
  }

  /** A tap on cell (r, c) of the whole board: play there, at the size the player had. */
  tapped(r, c) {
    const zoom = this.back?.zoom ?? PLAYABLE;
    this._leaveWhole();
    this._fitting(() => this.view.setZoom(zoom));
    this.view.centreOn(r, c);
    this.view.moveCursor(r, c, true); // seen: where the tap landed
    this.refresh();
  }

  refresh() {
    const whole = Boolean(this.back);
    this.button.setAttribute("aria-pressed", String(whole));
    this.button.disabled = !whole && this.view.showsWhole();
  }

  _leaveWhole() {
    this.back = null;
    this.view.overview = false;
    this.refresh();
  }

  _fitting(lay) {
    this.fitting = true;
    try {
      lay();
    } finally {
      this.fitting = false;
    }
  }
}
