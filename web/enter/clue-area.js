// enter/clue-area.js — one clue text area of "Enter a puzzle" ("Row clues" or "Column clues"): the
// text area itself, a gutter of line numbers beside it (a row's number is its line's), a band behind
// each line that has a problem (red, its message as the number's tooltip) and the line the caret is
// on ("row 7 of 15"), so a person copying clues from paper always knows where they are.
//
// Interface
//   const area = new ClueArea({ side: "rows"|"cols", label, hint, onInput(area) })
//   area.element              the labelled block to place
//   area.textarea             the <textarea> (id "enter-rows" / "enter-cols")
//   area.value / area.value = text   (setting it does not fire onInput)
//   area.mark(problems)       [{line, message}] of this side: the numbers and bands of those lines
//   area.showLine(line)       focus the text area with that line (1-based) selected and in sight
//   area.flash(line)          mark a line changed for the person (a typo mended) for a moment, in sight
//   area.caretLine            the 1-based line of the caret
// Nothing here reads the clues: enter/entry.js does, enter-view.js hands the problems back.

import { el } from "../shared/dom.js";

const MARKS_SHOWN = 300; // bands drawn at most (thousands of bad lines: the first ones, and the list says the rest)
const NUMBERS_SHOWN = 1000; // line numbers at most: a puzzle has 500 lines or fewer, and laying out thousands costs a frozen moment
const WHAT = { rows: ["row", "rows"], cols: ["column", "columns"] };

export class ClueArea {
  constructor({ side, label, hint, onInput }) {
    this.side = side;
    const id = `enter-${side}`;
    this.textarea = el("textarea", {
      id, class: "clue-text", wrap: "off", spellcheck: false, autocomplete: "off", autocapitalize: "off",
      autocorrect: "off", "aria-describedby": `${id}-hint ${id}-where enter-problems`, rows: 10,
    });
    this.numbers = el("div", { class: "gutter-numbers" });
    this.gutter = el("div", { class: "gutter", "aria-hidden": "true" }, this.numbers);
    this.caretBand = el("div", { class: "caret-band", hidden: true });
    this.bands = el("div", { class: "bands", "aria-hidden": "true" }, this.caretBand);
    this.where = el("span", { id: `${id}-where`, class: "clue-where", "aria-live": "off" });
    this.element = el("div", { class: "clue-area", data: { side } }, [
      el("div", { class: "clue-head" }, [
        el("label", { htmlFor: id, text: label }),
        el("span", { id: `${id}-hint`, class: "clue-hint", text: hint }),
      ]),
      el("div", { class: "clue-box" }, [this.bands, this.gutter, this.textarea]),
      this.where,
    ]);
    this.shownLines = 0;
    this.textarea.addEventListener("input", () => {
      this.layout();
      onInput(this);
    });
    this.textarea.addEventListener("scroll", () => this.follow());
    for (const event of ["keyup", "click", "focus", "select"]) this.textarea.addEventListener(event, () => this.caretMoved());
    this.textarea.addEventListener("blur", () => this.caretMoved());
  }

  get value() {
    return this.textarea.value;
  }

  set value(text) {
    this.textarea.value = text;
    this.layout();
  }

  get caretLine() {
    const text = this.textarea.value;
    const end = this.textarea.selectionStart ?? 0;
    let line = 1;
    for (let i = text.indexOf("\n"); i !== -1 && i < end; i = text.indexOf("\n", i + 1)) line += 1;
    return line;
  }

  /** The line numbers (one per line, at least 10) and the text area's height, when the count changed. */
  layout() {
    const text = this.textarea.value;
    let lines = 1;
    for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) lines += 1;
    const shown = Math.max(lines, 10);
    if (shown !== this.shownLines) {
      this.shownLines = shown;
      const numbered = Math.min(shown, NUMBERS_SHOWN);
      this.numbers.textContent = Array.from({ length: numbered }, (_, i) => i + 1).join("\n");
      this.gutter.style.width = `${String(numbered).length}ch`; // a set width: no measuring of every number
      this.textarea.rows = Math.min(Math.max(lines + 1, 10), 26);
    }
    this.follow();
    this.caretMoved();
  }

  /** Keep the gutter and the bands in line with the text area's scroll. */
  follow() {
    const y = -this.textarea.scrollTop;
    this.numbers.style.transform = `translateY(${y}px)`;
    this.bands.style.transform = `translateY(${y}px)`;
  }

  caretMoved() {
    const focused = document.activeElement === this.textarea;
    const [one, many] = WHAT[this.side];
    const count = this.textarea.value.replace(/\s+$/, "").split("\n").length;
    const line = this.caretLine;
    this.where.textContent = focused ? `${one} ${line} of ${Math.max(count, line)}` :
      this.textarea.value.trim() ? `${count} ${count === 1 ? one : many}` : "";
    this.caretBand.hidden = !focused;
    this.caretBand.style.setProperty("--line", line - 1);
  }

  mark(problems) {
    const bad = problems.filter((p) => p.line > 0).slice(0, MARKS_SHOWN);
    this.bands.replaceChildren(this.caretBand, ...bad.map((p) => el("div", {
      class: "band", title: p.message.slice(0, 240), data: { line: p.line }, style: { "--line": p.line - 1 },
    })));
    this.textarea.setAttribute("aria-invalid", bad.length ? "true" : "false");
    this.element.dataset.problems = String(problems.length);
  }

  flash(line) {
    const band = el("div", { class: "band changed", data: { line }, style: { "--line": line - 1 } });
    this.bands.append(band);
    setTimeout(() => band.remove(), 2500);
    this.scrollTo(line);
  }

  scrollTo(line) {
    const height = parseFloat(getComputedStyle(this.textarea).lineHeight) || 22;
    const top = (line - 1) * height;
    const box = this.textarea;
    if (top < box.scrollTop || top + height > box.scrollTop + box.clientHeight) box.scrollTop = top - box.clientHeight / 3;
    this.follow();
  }

  showLine(line) {
    const lines = this.textarea.value.split("\n");
    const start = lines.slice(0, line - 1).reduce((n, text) => n + text.length + 1, 0);
    const end = start + (lines[line - 1] ?? "").length;
    this.textarea.focus();
    this.textarea.setSelectionRange(start, end);
    this.scrollTo(line);
    this.caretMoved();
  }
}
