// grid/stroke.js — one stroke on the board, by one rule whoever makes it: a drag (grid/pointer.js), a
// Shift+arrows run (grid/keyboard.js) or the editor's keyboard shapes (editor/draw.js).  Sharing it is
// what keeps a mirrored pen mirrored from the keyboard too, and a stroke that starts on a painted cell
// doing the same thing however it was drawn.
//
// The rule (port.shape, when the editor's drawing tools give one, decides the cells and the rule):
// with no shape (the player) a stroke paints its tool's state on the cells that were in its first
// cell's state, or clears them when it starts on that state; with shape.overwrite it paints over any
// cell; with shape.toggle (the editor's pen and fill) it clears the cells in its tool's state when it
// starts on one, and otherwise paints over every cell it covers.
//
// Interface
//   strokeRule(port, from, target) -> {to, overwrite}   what a stroke starting on a cell in state
//                     `from` with the tool's state `target` paints, and whether it paints over cells
//                     in other states
//   const stroke = new Stroke(port, start, tool)        tool "fill" | "cross"; port: the view's
//                     inputPort (stateAt, setCell, refreshClues, fillState, crossState, blank, shape)
//   stroke.extend(at) the stroke from its start to `at`, painted (what it painted before is undone)
//   stroke.revert(refresh = true)   undo what it painted
//   stroke.changes()  [{r, c, from, to}] of the cells it paints: one undo step
//   stroke.cells, stroke.length     the cells painted now; the count shown beside a pointer
//   straightRun(start, at)          the cells of a stroke without a shape: a straight run from start
//                     along the axis the pointer (or cursor) moved furthest ({cells: [{r, c}], length})

export function strokeRule(port, from, target) {
  const toggle = Boolean(port.shape?.toggle);
  const clearing = from === target && target !== port.blank && (toggle || !port.shape?.overwrite);
  return { to: clearing ? port.blank : target, overwrite: toggle ? !clearing : Boolean(port.shape?.overwrite) };
}

export class Stroke {
  constructor(port, start, tool) {
    this.port = port;
    this.start = start;
    this.tool = tool;
    this.from = port.stateAt(start.r, start.c);
    Object.assign(this, strokeRule(port, this.from, tool === "fill" ? port.fillState : port.crossState));
    this.original = new Map(); // "r,c" -> the state a painted cell had
    this.cells = [];
    this.length = 1;
  }

  extend(at) {
    const port = this.port;
    this.revert(false);
    let run = port.shape?.cells(this, at); // (a shape may set this.length)
    if (!run) ({ cells: run, length: this.length } = straightRun(this.start, at));
    for (const { r, c } of run) {
      const state = port.stateAt(r, c); // (a cell and its mirror image may be one: painted once)
      if (state === undefined || state === this.to || (!this.overwrite && state !== this.from)) continue;
      this.original.set(`${r},${c}`, state);
      this.cells.push({ r, c });
      port.setCell(r, c, this.to);
    }
    port.refreshClues();
  }

  revert(refresh = true) {
    for (const [key, state] of this.original) {
      const [r, c] = key.split(",").map(Number);
      this.port.setCell(r, c, state);
    }
    this.original.clear();
    this.cells = [];
    if (refresh) this.port.refreshClues();
  }

  changes() {
    return this.cells.map(({ r, c }) => ({ r, c, from: this.original.get(`${r},${c}`), to: this.to }));
  }
}

export function straightRun(start, at) {
  const dr = at.r - start.r;
  const dc = at.c - start.c;
  const horizontal = Math.abs(dc) >= Math.abs(dr);
  const steps = horizontal ? Math.abs(dc) : Math.abs(dr);
  const sign = Math.sign(horizontal ? dc : dr);
  const cells = [];
  for (let k = 0; k <= steps; k++) {
    cells.push(horizontal ? { r: start.r, c: start.c + sign * k } : { r: start.r + sign * k, c: start.c });
  }
  return { cells, length: steps + 1 };
}
