// editor/draw.js — the editor's drawing tools: pen, line, rectangle and flood fill, each mirrored
// left–right, top–bottom or both, by pointer and by keyboard.  Every stroke is one undo step (the
// board's onEdit is called once per stroke, as for the pen).
//
// Interface (editor/main.js makes it)
//   const draw = new DrawingTools({ view, notice })   view: the board (grid/grid-view.js); notice(text)
//   draw.bind()                      wire the tool buttons, the shortcuts and the keyboard drawing
//   draw.select(tool)                "pen" | "line" | "rect" | "flood"
//   draw.toggleMirror(axis)          "lr" (left–right) | "tb" (top–bottom)
//
// Pointer: the tool shapes the board's stroke through view.shape (grid/pointer.js): a line or a
// rectangle's outline from where the press started to where the pointer is, a flood fill of the
// region (same colour, 4-connected) under the press.  What a stroke that starts on a painted cell
// does (the on-page help, #draw-help, says the same; mirrors change nothing of it): Line and
// Rectangle paint the selected colour over every cell they cover (a line drawn on from a shape's
// corner joins it); the pen and Fill toggle (TOGGLING): started on a cell of another colour or empty
// they paint over every cell they cover, started on the selected colour they clear the cells of that
// colour they cover (a click clears a painted cell; Fill empties a region of it).  Erase (or right
// click) clears every cell a stroke covers.
// Keyboard (on the focused board): with Line or Rectangle, Space or Enter at the cursor sets the
// first corner, the arrows move the other (the shape is outlined), Space or Enter again draws it,
// Escape drops it; X draws it erasing.  With Fill, Space fills the region under the cursor.
// Shortcuts (anywhere but in a text field): P pen, L line, R rectangle, B fill, H mirror
// left–right, V mirror top–bottom, E switches Paint and Erase, M Move (and back to Paint).

import { straightRun, strokeRule } from "../grid/stroke.js";

const TOOLS = ["pen", "line", "rect", "flood"];
const TOGGLING = ["pen", "flood"]; // started on the selected colour, these clear it (Line and Rectangle paint over)
const NAMES = { pen: "Pen", line: "Line", rect: "Rectangle", flood: "Fill" };
const SHORTCUTS = { p: "pen", l: "line", r: "rect", b: "flood" };
const PAINT_KEYS = [" ", "enter", "f", "z"];
const ERASE_KEYS = ["x", "c"];
const AXIS_CLASSES = ["axis-v-mid", "axis-v-edge", "axis-h-mid", "axis-h-edge"];
const $ = (id) => document.getElementById(id);

/** The cells of a straight line from a to b (Bresenham), both ends included. */
export function lineCells(a, b) {
  const cells = [];
  const dr = Math.abs(b.r - a.r);
  const dc = Math.abs(b.c - a.c);
  const sr = Math.sign(b.r - a.r);
  const sc = Math.sign(b.c - a.c);
  let { r, c } = a;
  let err = dc - dr;
  for (;;) {
    cells.push({ r, c });
    if (r === b.r && c === b.c) return cells;
    const twice = 2 * err;
    if (twice > -dr) {
      err -= dr;
      c += sc;
    }
    if (twice < dc) {
      err += dc;
      r += sr;
    }
  }
}

/** The outline of the rectangle with corners a and b. */
export function rectCells(a, b) {
  const [top, bottom] = [Math.min(a.r, b.r), Math.max(a.r, b.r)];
  const [left, right] = [Math.min(a.c, b.c), Math.max(a.c, b.c)];
  const cells = [];
  for (let r = top; r <= bottom; r++) {
    for (let c = left; c <= right; c++) {
      if (r === top || r === bottom || c === left || c === right) cells.push({ r, c });
    }
  }
  return cells;
}

/** The 4-connected region of cells in the same state as start. */
export function floodCells(states, start) {
  const want = states[start.r][start.c];
  const seen = new Set([`${start.r},${start.c}`]);
  const cells = [];
  const queue = [start];
  while (queue.length) {
    const { r, c } = queue.pop();
    cells.push({ r, c });
    for (const [nr, nc] of [[r - 1, c], [r + 1, c], [r, c - 1], [r, c + 1]]) {
      const key = `${nr},${nc}`;
      if (states[nr]?.[nc] !== want || seen.has(key)) continue;
      seen.add(key);
      queue.push({ r: nr, c: nc });
    }
  }
  return cells;
}

export class DrawingTools {
  constructor({ view, notice }) {
    this.view = view;
    this.notice = notice;
    this.tool = "pen";
    this.mirror = { lr: false, tb: false };
    this.anchor = null; // the keyboard's first corner: {r, c}
  }

  // ----- choosing --------------------------------------------------------------------------

  select(tool) {
    if (!TOOLS.includes(tool)) return;
    this.tool = tool;
    this.dropAnchor();
    for (const name of TOOLS) $(`draw-${name}`).setAttribute("aria-pressed", String(name === tool));
    this.shapeBoard();
  }

  toggleMirror(axis) {
    this.mirror[axis] = !this.mirror[axis];
    $(`mirror-${axis}`).setAttribute("aria-pressed", String(this.mirror[axis]));
    this.shapeBoard();
    this.showAxes();
  }

  /** Give the board's pointer strokes this tool's shape, and the editor's rule for a stroke that
   *  starts on its own colour (toggle: grid/pointer.js). */
  shapeBoard() {
    const toggle = TOGGLING.includes(this.tool);
    this.view.shape = { toggle, overwrite: !toggle, cells: (stroke, at) => this.strokeCells(stroke, at) };
  }

  /** A thin line on the board where each mirror axis runs (between the two middle columns or
   *  rows, or through the middle one; editor/editor.css), drawn again when the board is rebuilt. */
  showAxes() {
    const view = this.view;
    for (const cls of AXIS_CLASSES) view.clearMarks(cls);
    const { width, height } = view;
    if (this.mirror.lr) {
      const c = Math.floor((width - 1) / 2);
      view.mark(Array.from({ length: height }, (_, r) => [r, c]), width % 2 ? "axis-v-mid" : "axis-v-edge");
    }
    if (this.mirror.tb) {
      const r = Math.floor((height - 1) / 2);
      view.mark(Array.from({ length: width }, (_, c) => [r, c]), height % 2 ? "axis-h-mid" : "axis-h-edge");
    }
  }

  // ----- shapes ----------------------------------------------------------------------------

  /** The cells a stroke from stroke.start to `at` paints, mirror images included. */
  strokeCells(stroke, at) {
    const { start } = stroke;
    if (this.tool === "flood") {
      const cells = this.images(start).flatMap((p) => floodCells(this.view.states, p));
      stroke.length = cells.length;
      return cells;
    }
    let cells;
    if (this.tool === "line") cells = lineCells(start, at);
    else if (this.tool === "rect") cells = rectCells(start, at);
    else cells = straightRun(start, at).cells;
    stroke.length = this.tool === "rect"
      ? `${Math.abs(at.c - start.c) + 1}×${Math.abs(at.r - start.r) + 1}`
      : cells.length;
    return cells.flatMap((p) => this.images(p));
  }

  /** A cell and its mirror images under the axes switched on. */
  images({ r, c }) {
    const last = { r: this.view.height - 1, c: this.view.width - 1 };
    const out = [{ r, c }];
    if (this.mirror.lr) out.push({ r, c: last.c - c });
    if (this.mirror.tb) out.push({ r: last.r - r, c });
    if (this.mirror.lr && this.mirror.tb) out.push({ r: last.r - r, c: last.c - c });
    return out;
  }

  // ----- keyboard --------------------------------------------------------------------------

  /** Keys on the focused board, before the board's own: a shape's corners, a fill, a mirrored pen. */
  boardKey(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || this.view.locked || !e.target.closest?.(".board")) return;
    const key = e.key.toLowerCase();
    if (key === "escape" && this.anchor) {
      e.preventDefault();
      e.stopPropagation();
      this.dropAnchor();
      return this.notice("The shape was dropped.");
    }
    const paint = PAINT_KEYS.includes(key);
    const erase = ERASE_KEYS.includes(key);
    if (!paint && !erase) return;
    const mirrored = this.mirror.lr || this.mirror.tb;
    if (this.tool === "pen" && !mirrored) return; // the board's own keys
    e.preventDefault();
    e.stopPropagation();
    const cursor = { ...this.view.cursor };
    if ((this.tool === "line" || this.tool === "rect") && !this.anchor) return this.setAnchor(cursor);
    const state = erase ? this.view.crossState : this.tool === "pen" ? this.view.fillState : this.paintState();
    if (this.tool === "pen") return this.drawKeyed(cursor, cursor, state);
    const from = this.anchor || cursor;
    this.dropAnchor();
    this.drawKeyed(from, cursor, state);
  }

  /** What the Paint/Erase choice paints. */
  paintState() {
    return this.view.tool === "fill" ? this.view.fillState : this.view.crossState;
  }

  /** One keyboard stroke from a to b, painted and reported as one edit (one undo step), by the
   *  pointer's rule (grid/stroke.js): starting on its own colour it clears that colour, else it paints over. */
  drawKeyed(a, b, target) {
    const view = this.view;
    const from = view.states[a.r][a.c];
    const { to, overwrite } = strokeRule(view, from, target);
    const stroke = { start: a, from, to };
    const changes = new Map(); // a cell and its mirror image may be one cell: changed once
    for (const { r, c } of this.strokeCells(stroke, b)) {
      const state = view.states[r]?.[c];
      if (changes.has(`${r},${c}`) || state === undefined || state === to || (!overwrite && state !== from)) continue;
      changes.set(`${r},${c}`, { r, c, from: state, to });
    }
    view.edit([...changes.values()]);
  }

  setAnchor(cell) {
    this.anchor = cell;
    this.preview();
    const what = this.tool === "line" ? "Line" : "Rectangle";
    this.notice(`${what} from row ${cell.r + 1}, column ${cell.c + 1}: move the cursor and press ` +
      "Space to draw it (X erases, Escape drops it).");
  }

  dropAnchor() {
    this.anchor = null;
    this.view.clearMarks("draw-preview");
  }

  /** Outline the shape the keyboard would draw now (after the board moved its cursor). */
  preview() {
    this.view.clearMarks("draw-preview");
    if (!this.anchor) return;
    const { height, width } = this.view;
    if (this.anchor.r >= height || this.anchor.c >= width) return this.dropAnchor(); // the grid shrank
    const cells = this.strokeCells({ start: this.anchor }, this.view.cursor);
    this.view.mark(cells.map(({ r, c }) => [r, c]), "draw-preview");
  }

  /** Shortcuts: a tool, a mirror axis, Paint/Erase (never while typing or with a modifier). */
  shortcut(e) {
    if (e.ctrlKey || e.metaKey || e.altKey || e.target.matches?.("input, textarea, select")) return;
    const key = e.key.toLowerCase();
    if (SHORTCUTS[key]) this.select(SHORTCUTS[key]);
    else if (key === "h") this.toggleMirror("lr");
    else if (key === "v") this.toggleMirror("tb");
    else if (key === "e") $(this.view.tool === "fill" ? "tool-erase" : "tool-fill").click();
    else if (key === "m") $(this.view.tool === "move" ? "tool-fill" : "tool-move").click();
    else return;
    e.preventDefault();
    const action = { fill: "paint", move: "move the board" }[this.view.tool] || "erase";
    this.notice(`Drawing: ${NAMES[this.tool]}${this.mirrorText()}, ${action}.`);
  }

  mirrorText() {
    const { lr, tb } = this.mirror;
    if (lr && tb) return ", mirrored both ways";
    return lr ? ", mirrored left–right" : tb ? ", mirrored top–bottom" : "";
  }

  bind() {
    this.shapeBoard();
    for (const name of TOOLS) $(`draw-${name}`).addEventListener("click", () => this.select(name));
    $("mirror-lr").addEventListener("click", () => this.toggleMirror("lr"));
    $("mirror-tb").addEventListener("click", () => this.toggleMirror("tb"));
    const wrap = this.view.container;
    wrap.addEventListener("keydown", (e) => this.boardKey(e), true); // before the board's own keys
    wrap.addEventListener("keydown", () => this.anchor && this.preview()); // after: the cursor moved
    wrap.addEventListener("pointerdown", () => this.anchor && this.dropAnchor(), true);
    document.addEventListener("keydown", (e) => this.shortcut(e));
    // a new size rebuilds the board's cells: draw the axes and drop a corner that may be outside
    new MutationObserver(() => {
      this.dropAnchor();
      if (this.mirror.lr || this.mirror.tb) this.showAxes();
    }).observe(this.view.board, { childList: true });
  }
}
