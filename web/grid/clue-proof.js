// grid/clue-proof.js — which clue numbers the player's marks PROVE complete, and whether a line can
// still fit its clue.  This is UI logic over the player's own marks (it strikes clue numbers), not
// the solver: it never looks at the solution, so it gives nothing away.
//
// Interface
//   lineProof(clue, marks) -> {fits, done}
//     clue   block lengths, e.g. [1, 1] ([] or [0] for an empty line)
//     marks  one char per cell: "#" filled, "x" crossed (known empty), anything else unknown
//     fits   false when no placement of the clue agrees with the marks (the line is wrong)
//     done   one boolean per clue number (an empty clue is one number, "0"): true when EVERY placement that agrees with the marks puts
//            that block on the same cells and the player has filled all of them
//
// Why not count: in a row "1 1" of five cells with only the middle one filled, that cell may be the
// first block or the second, so neither is complete; counting apps strike one.  The extreme
// placements decide it: a block's leftmost and rightmost possible starts (over all placements that
// agree with the marks) are those of the leftmost and rightmost packings, so the block is fixed
// exactly when the two agree.  Both come from one table of "can blocks 0..i-1 fill cells 0..p-1"
// built forwards and its mirror built backwards: O(length × blocks).

/** prefix[i][p]: blocks 0..i-1 can be placed in cells [0, p) covering every "#" there. */
function prefixTable(clue, marks) {
  const n = marks.length;
  const k = clue.length;
  const crossesBefore = [0]; // crossesBefore[p]: crosses in [0, p)
  for (let p = 0; p < n; p++) crossesBefore.push(crossesBefore[p] + (marks[p] === "x" ? 1 : 0));
  const table = Array.from({ length: k + 1 }, () => new Array(n + 1).fill(false));
  table[0][0] = true;
  for (let p = 1; p <= n; p++) table[0][p] = table[0][p - 1] && marks[p - 1] !== "#";
  for (let i = 1; i <= k; i++) {
    const len = clue[i - 1];
    for (let p = 1; p <= n; p++) {
      // either cell p-1 is empty (not "#") and blocks 0..i-1 fit in [0, p-1) ...
      let ok = marks[p - 1] !== "#" && table[i][p - 1];
      // ... or block i-1 ends at p: cells [p-len, p) have no cross, and the cell before is a gap
      const start = p - len;
      if (!ok && start >= 0 && crossesBefore[p] === crossesBefore[start]) {
        if (start === 0) ok = i === 1;
        else ok = marks[start - 1] !== "#" && table[i - 1][start - 1];
      }
      table[i][p] = ok;
    }
  }
  return table;
}

const reversed = (marks) => [...marks].reverse().join("");

/** Can block i-1 end exactly at p, with blocks 0..i-2 placed before it (prefixTable's 2nd case)? */
function blockEndsAt(clue, marks, table, i, p) {
  const start = p - clue[i - 1];
  if (start < 0) return false;
  for (let q = start; q < p; q++) if (marks[q] === "x") return false;
  if (p < marks.length && marks[p] === "#") return false;
  if (start === 0) return i === 1;
  return marks[start - 1] !== "#" && table[i - 1][start - 1];
}

/**
 * Rightmost start of each block (the line must fit): from the right, each block ends at the
 * largest position that still leaves room for the blocks before it (the table says so) and leaves
 * no "#" uncovered between it and the block after it.
 */
function rightmostStarts(clue, marks, table) {
  const starts = new Array(clue.length);
  let limit = marks.length;
  for (let i = clue.length; i >= 1; i--) {
    let end = limit;
    while (!blockEndsAt(clue, marks, table, i, end)) {
      if (marks[end - 1] === "#") throw new Error("lineProof: no placement (the line does not fit)");
      end -= 1; // cell end-1 joins the gap after the block, so it must not be filled
    }
    starts[i - 1] = end - clue[i - 1];
    limit = starts[i - 1] - 1;
  }
  return starts;
}

export function lineProof(clue, marks) {
  const blocks = clue.filter((n) => n > 0);
  const line = typeof marks === "string" ? marks : marks.join("");
  const table = prefixTable(blocks, line);
  const fits = table[blocks.length][line.length];
  const doneBlocks = blocks.map(() => false);
  if (fits && blocks.length) {
    const right = rightmostStarts(blocks, line, table);
    const mirrored = [...blocks].reverse();
    const back = reversed(line);
    const leftMirror = rightmostStarts(mirrored, back, prefixTable(mirrored, back));
    const n = line.length;
    blocks.forEach((len, i) => {
      const j = blocks.length - 1 - i;
      const left = n - (leftMirror[j] + mirrored[j]);
      if (left !== right[i]) return;
      doneBlocks[i] = line.slice(left, left + len) === "#".repeat(len);
    });
  }
  // an empty clue (shown as "0") is complete when the line fits it, i.e. nothing is filled
  return { fits, done: blocks.length ? doneBlocks : [fits] };
}

/**
 * Whether a colour (or blotted) line's marks can still be its clue: some placement of the blocks
 * in order agrees with every mark.  Blocks of one colour side by side need a gap, blocks of two
 * colours may touch; a blotted number (null or negative) is any length from 1.  The same rule as
 * lineProof's `fits` for black and white, so a colour line is flagged as soon as it cannot be
 * right, not only when it is full.  O(length × blocks): two boolean rows per block.
 *   blocks  [{n, ink}] in order (n > 0, or null/negative when blotted; ink: the colour's char)
 *   marks   one char per cell: "?" unknown, "x" background, else the ink's char
 * >>> colourLineFits([], "aaaa?") === false;  colourLineFits([{n: 2, ink: "a"}, {n: 1, ink: "b"}], "?aab?") === true
 */
export function colourLineFits(blocks, marks) {
  const n = marks.length;
  const background = (q) => marks[q] === "?" || marks[q] === "x";
  // after[p]: blocks so far placed in [0, p) with cell p-1 background; ends[p]: the last block ends at p
  let after = new Array(n + 1).fill(false);
  let ends = new Array(n + 1).fill(false);
  after[0] = true;
  for (let p = 1; p <= n; p++) after[p] = after[p - 1] && background(p - 1);
  blocks.forEach(({ n: len, ink }, i) => {
    const previous = i > 0 ? blocks[i - 1].ink : null;
    const inked = (q) => marks[q] === "?" || marks[q] === ink;
    const startsAt = (s) => after[s] || (ends[s] && previous !== ink);
    const nextEnds = new Array(n + 1).fill(false);
    if (len === null || len < 0) {
      for (let p = 1; p <= n; p++) nextEnds[p] = inked(p - 1) && (nextEnds[p - 1] || startsAt(p - 1));
    } else {
      let wrong = 0; // cells of [p - len, p) that cannot take the ink
      for (let p = 1; p <= n; p++) {
        if (!inked(p - 1)) wrong += 1;
        if (p - len - 1 >= 0 && !inked(p - len - 1)) wrong -= 1;
        nextEnds[p] = p >= len && wrong === 0 && startsAt(p - len);
      }
    }
    const nextAfter = new Array(n + 1).fill(false);
    for (let p = 1; p <= n; p++) nextAfter[p] = (nextAfter[p - 1] || nextEnds[p - 1]) && background(p - 1);
    after = nextAfter;
    ends = nextEnds;
  });
  return after[n] || ends[n];
}
