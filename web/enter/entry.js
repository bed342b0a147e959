// enter/entry.js — the two clue text areas read as you type, and what is wrong with them in words,
// line by line: the same reading and the same sentences as nonogram_core/entry.py's check_entry
// (the worker's "enter" kind), done here so that a keystroke never waits for the worker.  Pure: no
// DOM, so node tests it (entry.test.mjs), and tests/web/test_enter_parse.py holds it to Python's
// answers on the same texts.
//
// Interface
//   checkEntry(rowsText, colsText, palette = {}) -> {
//     problems: [{side: "rows"|"cols"|"", line, column, message}]   as check_entry lists them
//     rows, cols: [{line, clue: [n…], letters: ["r"|""…]}] | null   the lines that read (null: none yet)
//     rowCount, colCount     lines of each text area (blank lines at the end ignored)
//     reads                  every line of both reads, and both have lines
//     colours: [{key, name, rgb}] | null   a colour puzzle's inks in the worker's order (index 1 up;
//                            index 0 is the background); null in black and white
//   }
//   palette: {key: {name, rgb}} — the view's names and colours for the letters it knows
//   USUAL: {letter: [name, rgb]}   the colour a letter stands for when the palette does not say
//   textLines(text) -> [line]      a text area's lines as check_entry splits them
//   pyRepr(text)                   a string as Python's repr() writes it (the messages quote tokens so)

export const MAX_SIDE = 500;

export const USUAL = {
  r: ["red", "FF0000"], g: ["green", "008000"], b: ["blue", "0000FF"], y: ["yellow", "FFFF00"],
  o: ["orange", "FFA500"], p: ["pink", "FFC0CB"], v: ["violet", "EE82EE"], c: ["cyan", "00FFFF"],
  m: ["magenta", "FF00FF"], w: ["white", "FFFFFF"], k: ["black", "000000"], n: ["brown", "A52A2A"],
  e: ["grey", "808080"], t: ["teal", "008080"],
};

// Python's \s in a str pattern (str.isspace): JavaScript's \s has U+FEFF and lacks U+001C–U+001F, U+0085
const SPACE = "\\t\\n\\v\\f\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000";
const TOKEN = new RegExp(`[^${SPACE},.]+`, "gu");
const BLANK = new RegExp(`^[${SPACE}]*$`, "u");
const CLUE_TOKEN = /^([0-9]+)([A-Za-z]*)$/;
const NEGATIVE = /^[-\u2212][0-9]+/;
const UNPRINTABLE = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Zs}]/u;

const WHAT = { rows: "row", cols: "column" };
const capital = (word) => word[0].toUpperCase() + word.slice(1);

export function textLines(text) {
  const lines = text.replaceAll("\r\n", "\n").split("\n");
  while (lines.length && BLANK.test(lines[lines.length - 1])) lines.pop();
  return lines;
}

/** ``text`` cut to ``limit`` characters (code points, as Python counts them) for a message. */
function shorten(text, limit = 40) {
  const chars = Array.from(text);
  return chars.length <= limit ? text : `${chars.slice(0, limit - 1).join("")}…`;
}

export function pyRepr(text) {
  const quote = text.includes("'") && !text.includes('"') ? '"' : "'";
  let out = quote;
  for (const ch of text) {
    const code = ch.codePointAt(0);
    if (ch === quote || ch === "\\") out += `\\${ch}`;
    else if (ch === "\t") out += "\\t";
    else if (ch === "\n") out += "\\n";
    else if (ch === "\r") out += "\\r";
    else if (ch !== " " && UNPRINTABLE.test(ch)) {
      const [prefix, width] = code < 0x100 ? ["x", 2] : code < 0x10000 ? ["u", 4] : ["U", 8];
      out += `\\${prefix}${code.toString(16).padStart(width, "0")}`;
    } else out += ch;
  }
  return out + quote;
}

class LineError extends Error {
  constructor(message, column = null) {
    super(message);
    this.column = column;
  }
}

/** One line's clue: block lengths and their colour letters, or a LineError saying why not. */
function parseLine(text) {
  const numbers = [];
  const letters = [];
  let column = 1; // code points, as Python counts a column
  let seen = 0;
  for (const match of text.matchAll(TOKEN)) {
    column += Array.from(text.slice(seen, match.index)).length;
    seen = match.index;
    const token = match[0];
    const parts = CLUE_TOKEN.exec(token);
    if (!parts) {
      const negative = NEGATIVE.test(token);
      const why = negative ? `a number cannot be negative, found ${pyRepr(shorten(token))}` :
        `expected a number, found ${pyRepr(shorten(token))}`;
      throw new LineError(why + (negative ? "" : " (a colour clue puts letters after a number, as in 3r)"), column);
    }
    const digits = parts[1];
    if (digits.length > 6 || Number(digits) > MAX_SIDE) {
      throw new LineError(`number ${shorten(digits)} is larger than the limit ${MAX_SIDE}`, column);
    }
    numbers.push(Number(digits));
    letters.push(parts[2]);
  }
  if (numbers.length === 0 || (numbers.length === 1 && numbers[0] === 0)) return { clue: [], letters: [] };
  if (numbers.includes(0)) throw new LineError("a block length of 0 is only allowed alone, meaning an empty line");
  return { clue: numbers, letters };
}

/** The lines of one text area that read, and how many lines it has; each that does not read is a problem. */
function readSide(text, side, problems) {
  const lines = textLines(text);
  const what = WHAT[side];
  if (lines.length > MAX_SIDE) {
    problems.push(problem(side, MAX_SIDE + 1, `${lines.length} ${what}s: at most ${MAX_SIDE} are allowed`));
    return { parsed: [], count: 0 };
  }
  const parsed = [];
  lines.forEach((text, i) => {
    try {
      parsed.push({ line: i + 1, ...parseLine(text) });
    } catch (error) {
      if (!(error instanceof LineError)) throw error;
      problems.push(problem(side, i + 1, `${capital(what)} ${i + 1}: ${error.message}`, error.column));
    }
  });
  return { parsed, count: lines.length };
}

const problem = (side, line, message, column = null) => ({ side, line, column, message });

/** Clues longer than their line (blocks of one colour need a gap between them, of two colours none). */
function fitProblems(lines, side, length) {
  const what = WHAT[side];
  const found = [];
  for (const { line, clue, letters } of lines) {
    const coloured = letters.some(Boolean);
    let gaps = 0;
    if (coloured) for (let i = 1; i < letters.length; i++) gaps += letters[i] === letters[i - 1] ? 1 : 0;
    else gaps = Math.max(clue.length - 1, 0);
    const need = clue.reduce((a, b) => a + b, 0) + gaps;
    if (need > length) {
      const words = clue.map((n, i) => `${n}${letters[i]}`).join(" ");
      found.push(problem(side, line, `${capital(what)} ${line}: ${words} needs ${need} cells, the ${what} has ${length}`));
    }
  }
  return found;
}

/** A colour puzzle's inks, in the worker's order (first use, rows then columns); null in black and white. */
function inksOf(rows, cols, palette) {
  const keys = [...rows, ...cols].flatMap((line) => line.letters);
  if (!keys.some(Boolean)) return null;
  return [...new Set(keys)].map((key) => {
    const own = key && palette[key];
    if (own) return { key, name: own.name || key, rgb: own.rgb || "000000" };
    const [name, rgb] = (key && USUAL[key.toLowerCase()]) || ["black", "000000"];
    return { key, name, rgb };
  });
}

/** Row and column totals that differ, per colour: "the rows fill 52 cells, the columns 53". */
function totalProblems(rows, cols, colours) {
  const inks = colours || [{ key: "", name: "black" }];
  const index = new Map(inks.map((ink, i) => [ink.key, i]));
  const sums = [rows, cols].map((lines) => {
    const totals = inks.map(() => 0);
    for (const { clue, letters } of lines) clue.forEach((n, i) => { totals[colours ? index.get(letters[i]) : 0] += n; });
    return totals;
  });
  const named = colours !== null && colours.length > 1; // the worker names colours when it has more than one ink
  return inks.flatMap((ink, k) => (sums[0][k] === sums[1][k] ? [] :
    [problem("", 0, `the rows fill ${sums[0][k]} ${named ? `${ink.name} ` : ""}cells, the columns ${sums[1][k]}`)]));
}

export function checkEntry(rowsText, colsText, palette = {}) {
  const problems = [];
  const rows = readSide(rowsText, "rows", problems);
  const cols = readSide(colsText, "cols", problems);
  const result = { problems, rows: null, cols: null, rowCount: rows.count, colCount: cols.count, reads: false, colours: null };
  if (!rows.count) problems.push(problem("rows", 0, "no row clues yet"));
  if (!cols.count) problems.push(problem("cols", 0, "no column clues yet"));
  if (!rows.count || !cols.count) return result;
  problems.push(...fitProblems(rows.parsed, "rows", cols.count), ...fitProblems(cols.parsed, "cols", rows.count));
  problems.sort((a, b) => (a.side !== "rows") - (b.side !== "rows") || a.line - b.line);
  Object.assign(result, { rows: rows.parsed, cols: cols.parsed, colours: inksOf(rows.parsed, cols.parsed, palette) });
  result.reads = rows.parsed.length === rows.count && cols.parsed.length === cols.count;
  if (result.reads) problems.push(...totalProblems(rows.parsed, cols.parsed, result.colours));
  return result;
}
