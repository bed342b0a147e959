// hint-step.js — "Apply this step": the cells a hint proves, put on the board as one undoable step.
//
// Interface
//   stepChanges(view, proves, palette) -> changes   proves: the hint's [[r, c, value], …] (value
//       "filled", "empty" or a colour's name, see nonogram_core/hints/hint.py); palette: the puzzle's
//       colours ([{name, char}], or none); pencilled(r, c): whether a cell holds a pencil mark.
//       Only cells still unknown or pencilled change ("empty" is shown crossed): the hint was found
//       without the pencil marks (they are a guess), so what it proves replaces them, and the step
//       makes progress around them.  A value the puzzle has no colour for is left out.
//       Each change carries fromPencil / toPencil (pencil.js): the step's marks are ordinary ones.

export function stepChanges(view, proves, palette = [], pencilled = () => false) {
  const changes = [];
  for (const [r, c, value] of proves || []) {
    const from = view.states[r]?.[c];
    const fromPencil = pencilled(r, c);
    if (from !== "unknown" && !fromPencil) continue;
    const to = stateFor(view, value, palette);
    if (to && (to !== from || fromPencil)) changes.push({ r, c, from, to, fromPencil, toPencil: false });
  }
  return changes;
}

function stateFor(view, value, palette) {
  if (value === "empty") return "crossed";
  if (value === "filled" && !view.inks) return "filled";
  const byName = (palette || []).find((colour) => colour.name === value && colour.char !== ".");
  if (byName) return view.stateOf(byName.char);
  const ink = Object.entries(view.inks || {}).find(([, colour]) => colour.name === value);
  if (ink) return view.stateOf(ink[0]);
  return value === "filled" ? "filled" : null;
}
