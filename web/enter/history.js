// enter/history.js — Undo and Redo over what the "Enter a puzzle" view holds (both clue areas, the
// palette, the title), so that a pasted puzzle, a cleared page or an applied typo suggestion is one
// step back, as a burst of typing is.  Pure (no DOM): the view hands it states, tested by
// history.test.mjs.
//
// Interface
//   const history = new EntryHistory(initial, { now, pause })   pause: ms of quiet that ends a burst
//   history.typed(state, field)   after an input event: a burst of typing in one field is one step
//   history.replace(state)        a change made for the person (paste, clear, a suggestion): one step
//   history.undo() -> state | null    the state before the last step (null: nothing to undo)
//   history.redo() -> state | null
//   history.canUndo / history.canRedo
//   history.current               the state now

const LIMIT = 200; // steps kept

export class EntryHistory {
  constructor(initial, { now = () => Date.now(), pause = 1000 } = {}) {
    this.current = initial;
    this.now = now;
    this.pause = pause;
    this.done = [];
    this.undone = [];
    this.burst = null; // {field, at}: the typing burst under way
  }

  get canUndo() {
    return this.done.length > 0;
  }

  get canRedo() {
    return this.undone.length > 0;
  }

  typed(state, field) {
    const at = this.now();
    const sameBurst = this.burst && this.burst.field === field && at - this.burst.at < this.pause;
    if (!sameBurst) this._push(this.current);
    this.burst = { field, at };
    this.current = state;
  }

  replace(state) {
    this._push(this.current);
    this.burst = null;
    this.current = state;
  }

  undo() {
    return this._step(this.done, this.undone);
  }

  redo() {
    return this._step(this.undone, this.done);
  }

  /** Undo and Redo are mirror images: the state now goes onto `to`, and `from`'s last becomes current. */
  _step(from, to) {
    if (!from.length) return null;
    to.push(this.current);
    this.current = from.pop();
    this.burst = null;
    return this.current;
  }

  _push(state) {
    this.done.push(state);
    if (this.done.length > LIMIT) this.done.shift();
    this.undone = [];
  }
}
