// grid/pointer.js — pointer input on the board (grid/grid-view.js): strokes (click, drag-paint in a straight
// run, right click or long press for the other tool), the drag count beside the pointer, two-finger
// pinch zoom and pan, and Ctrl+wheel zoom.  Zooming and panning never paint: a stroke a second
// finger interrupts is undone before the gesture starts.  With the move tool (view.tool "move") a
// one-finger or mouse drag pans the board instead of painting.
//
// Touch: the browser never pans the board on its own (cells and clues are touch-action: none,
// grid/grid.css).  Chromium aims a touch near the first row or column at the focusable clue beside
// it; when that clue let the browser pan, a drag along the edge was cancelled as soon as it moved.
// So a finger on the clues pans here (a tap on a clue is a click), and what a touch hits is
// decided by the point under the finger, never by event.target.
//
// Interface
//   new PointerInput(board, box, port)   binds itself to the board (and its scroll box, for the
//                            wheel); port: what it may read and do on the board (the view's
//                            inputPort): tool, locked, shape, fillState, crossState, blank, zoom,
//                            stateAt(r, c), setCell(r, c, state), refreshClues(), highlight(r, c),
//                            moveCursor(r, c), zoomAround(px, x, y), clueClicked(kind, i), edited(changes),
//                            overview (the whole board shown small: a tap on a cell calls
//                            overviewTap(r, c) instead of painting, a drag pans)
//   input.stroke             the stroke in progress (grid/stroke.js's Stroke; null when none)
//   port.shape = {overwrite, cells(stroke, at)}   (view.shape, optional; the editor's drawing tools)
//                            replaces the straight run: cells(stroke, at) gives every cell the stroke
//                            paints with the pointer at `at` (and may set stroke.length, the drag
//                            count); with overwrite the stroke paints its tool's state over any cell
//                            (no toggling, no "only cells like the first"); with toggle (the editor's
//                            rule, every tool alike) a stroke that starts on a cell already in its
//                            tool's state clears the cells in that state it covers, and any other
//                            stroke paints over every cell it covers

import { el } from "../shared/dom.js";
import { Stroke } from "./stroke.js";

const LONG_PRESS_MS = 450;
const WHEEL_STEP = 1.12;
const TAP_SLOP = 8; // px a finger on a clue may move and still be a tap (more: it pans the board)

export class PointerInput {
  constructor(board, box, port) {
    this.board = board;
    this.box = box;
    this.port = port;
    this.stroke = null;
    this.touches = new Map(); // pointerId -> {x, y} of the touch pointers down on the board
    this.gesture = null; // {dist, zoom, x, y} while two fingers pinch or pan
    this.pan = null; // {id, x, y, left, top, clue?} while the move tool (or a finger on the clues) drags the board
    this.counter = dragCounter();
    board.addEventListener("contextmenu", (e) => e.preventDefault());
    board.addEventListener("pointerdown", (e) => this._down(e));
    board.addEventListener("pointermove", (e) => this._move(e));
    window.addEventListener("pointerup", (e) => this._up(e));
    window.addEventListener("pointercancel", (e) => this._lift(e, true));
    board.addEventListener("pointerleave", () => { if (!this.stroke) port.highlight(-1, -1); });
    box.addEventListener("wheel", (e) => this._wheel(e), { passive: false });
  }

  _cellAt(x, y, el = document.elementFromPoint(x, y)) {
    if (!el || !el.classList.contains("cell") || !this.board.contains(el)) return null;
    return { r: Number(el.dataset.r), c: Number(el.dataset.c) };
  }

  _down(e) {
    const port = this.port;
    if (e.pointerType === "touch") {
      this.touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
      if (this.touches.size >= 2) return this._startGesture();
    }
    if (this.gesture) return;
    // What is under the touch point itself: Chromium retargets a touch to a focusable element
    // near it (a clue beside the first row or column), but leaves clientX/Y where the finger is.
    const under = document.elementFromPoint(e.clientX, e.clientY);
    const band = under && this.board.contains(under) ? under.closest(".clue, .corner") : null;
    const clue = band?.classList.contains("clue") ? band : null;
    if (band && e.pointerType === "touch") return this._startPan(e, clue && { clue }); // a tap on a clue clicks it, a drag pans
    if (clue && e.button === 0) {
      port.clueClicked(clue.dataset.kind, Number(clue.dataset.index));
      return;
    }
    const at = this._cellAt(e.clientX, e.clientY, under); // one hit test: a huge board makes each cost
    if (port.tool === "move") return this._startPan(e);
    if (port.overview && at) return this._startPan(e, { at }); // the whole board seen small: a tap picks where to play
    if (!at || port.locked) return;
    e.preventDefault();
    this.board.focus({ preventScroll: true });
    port.moveCursor(at.r, at.c, false); // the cursor follows the press, unseen until a key moves it
    const secondary = e.button === 2 || (e.button === 0 && (e.ctrlKey || e.shiftKey));
    const tool = secondary ? (port.tool === "fill" ? "cross" : "fill") : port.tool;
    this.pointer = { id: e.pointerId, touch: e.pointerType === "touch" };
    this._startStroke(at, tool);
    this._showCount(e.clientX, e.clientY);
    if (e.pointerType === "touch" && !secondary) {
      this.stroke.longPress = setTimeout(() => {
        if (this.stroke && this.stroke.cells.length <= 1) this._restartStroke(tool === "fill" ? "cross" : "fill");
      }, LONG_PRESS_MS);
    }
  }

  _startStroke(at, tool) {
    this.stroke = new Stroke(this.port, at, tool);
    this.stroke.extend(at);
  }

  _restartStroke(tool) {
    const start = this.stroke.start;
    this.stroke.revert();
    this._startStroke(start, tool);
    navigator.vibrate?.(20);
  }

  _move(e) {
    if (this.touches.has(e.pointerId)) this.touches.set(e.pointerId, { x: e.clientX, y: e.clientY });
    if (this.gesture) return this._moveGesture();
    if (this.pan) return this._movePan(e);
    const at = this._cellAt(e.clientX, e.clientY);
    if (!this.stroke) {
      if (at) this.port.highlight(at.r, at.c);
      return;
    }
    if (e.pointerId !== this.pointer?.id) return;
    this._showCount(e.clientX, e.clientY);
    if (!at) return;
    if (this.stroke.longPress && (at.r !== this.stroke.start.r || at.c !== this.stroke.start.c)) {
      clearTimeout(this.stroke.longPress);
      this.stroke.longPress = null;
    }
    this.port.highlight(at.r, at.c);
    this.stroke.extend(at); // grid/stroke.js: which cells, by the one rule every stroke keeps
    this._showCount(e.clientX, e.clientY);
  }

  _up(e) {
    this._lift(e, false);
  }

  /** A pointer went up (or was cancelled): end the gesture or finish (or drop) the stroke. */
  _lift(e, cancelled) {
    this.touches.delete(e.pointerId);
    if (this.pan?.id === e.pointerId) {
      const { tap, moved } = this.pan;
      this.pan = null;
      if (tap && !moved && !cancelled) {
        if (tap.clue) this.port.clueClicked(tap.clue.dataset.kind, Number(tap.clue.dataset.index));
        else this.port.overviewTap(tap.at.r, tap.at.c);
      }
    }
    if (this.gesture) {
      if (this.touches.size < 2) this.gesture = this.touches.size ? { ...this.gesture, ending: true } : null;
      return;
    }
    const s = this.stroke;
    if (!s || (this.pointer && e.pointerId !== this.pointer.id)) return;
    clearTimeout(s.longPress);
    this._hideCount();
    this.stroke = null;
    if (cancelled) return s.revert();
    const changes = s.changes();
    if (changes.length) this.port.edited(changes);
  }

  // ----- the drag count -------------------------------------------------------------------

  _showCount(x, y) {
    const n = this.stroke?.length;
    if (!n) return;
    const counter = this.counter;
    if (counter.dataset.dragCount !== String(n)) {
      counter.dataset.dragCount = String(n);
      counter.textContent = String(n);
    }
    const lift = this.pointer?.touch ? 56 : 30; // above a finger, beside a mouse pointer
    counter.style.left = `${Math.round(x + 14)}px`;
    counter.style.top = `${Math.round(Math.max(4, y - lift))}px`;
    counter.hidden = false;
  }

  _hideCount() {
    this.counter.hidden = true;
  }

  // ----- pinch, pan and wheel zoom --------------------------------------------------------

  /**
   * A drag that pans the board's box; it stays a tap until it moves TAP_SLOP px: a tap on a clue
   * ({clue}) clicks it, one on a cell of the overview ({at}) asks to play there.
   */
  _startPan(e, tap = null) {
    const box = this.box;
    e.preventDefault();
    this.pan = { id: e.pointerId, x: e.clientX, y: e.clientY, left: box.scrollLeft, top: box.scrollTop, tap, moved: false };
  }

  _movePan(e) {
    if (e.pointerId !== this.pan.id) return;
    if (!this.pan.moved && Math.hypot(e.clientX - this.pan.x, e.clientY - this.pan.y) < TAP_SLOP) return;
    this.pan.moved = true;
    const box = this.box;
    box.scrollLeft = this.pan.left - (e.clientX - this.pan.x);
    box.scrollTop = this.pan.top - (e.clientY - this.pan.y);
  }

  _startGesture() {
    this.pan = null;
    if (this.stroke) {
      // the first finger's tap or stroke is not a paint: undo it before zooming
      clearTimeout(this.stroke.longPress);
      this.stroke.revert();
      this.stroke = null;
      this._hideCount();
    }
    const [a, b] = [...this.touches.values()];
    this.gesture = { dist: Math.hypot(a.x - b.x, a.y - b.y) || 1, zoom: this.port.zoom, x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }

  _moveGesture() {
    if (this.touches.size < 2 || this.gesture.ending) return;
    const [a, b] = [...this.touches.values()];
    const x = (a.x + b.x) / 2;
    const y = (a.y + b.y) / 2;
    const box = this.box;
    box.scrollLeft -= x - this.gesture.x; // two fingers moving together pan
    box.scrollTop -= y - this.gesture.y;
    this.gesture.x = x;
    this.gesture.y = y;
    const zoom = (this.gesture.zoom * Math.hypot(a.x - b.x, a.y - b.y)) / this.gesture.dist;
    if (Math.round(zoom) !== this.port.zoom) this.port.zoomAround(zoom, x, y);
  }

  _wheel(e) {
    if (!(e.ctrlKey || e.metaKey)) return; // a plain wheel scrolls (pans) the board
    e.preventDefault();
    const factor = e.deltaY < 0 ? WHEEL_STEP : 1 / WHEEL_STEP;
    const current = this.port.zoom;
    const next = current * factor;
    const zoom = Math.round(next) === current ? current + Math.sign(factor - 1) : next;
    this.port.zoomAround(zoom, e.clientX, e.clientY);
  }
}

/** The floating run length shown beside the pointer while dragging (announced politely). */
function dragCounter() {
  const counter = el("div", { class: "drag-count", "aria-live": "polite", data: { dragCount: "0" }, hidden: true });
  document.body.append(counter);
  return counter;
}
