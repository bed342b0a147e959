// editor/grade.js — "How would a person solve it?": the hint engine's difficulty of the design
// (nonogram_core's "grade", in the worker), in words, with the cells where logic stalls marked.
//
// Interface (editor/main.js makes it)
//   const grade = new GradePanel({ client, design, marks, checked })   design: the editor's port;
//       marks: {mark(cells, cls), clear(cls)} on the board; checked(): the live check's last verdict
//   grade.run()     ask for the grade of the design as it is now (a stale answer is dropped)
//   grade.clear()   the design changed: the grade said is for another one
//   grade.bind()    the #grade button
// Page contract: the words go in #grade-result; stalled cells carry the class "stall".

const $ = (id) => document.getElementById(id);

export class GradePanel {
  constructor({ client, design, marks, checked }) {
    Object.assign(this, { client, design, marks, checked });
  }

  bind() {
    $("grade").addEventListener("click", () => this.run());
  }

  clear() {
    $("grade-result").textContent = "";
  }

  async run() {
    const design = this.design;
    const out = $("grade-result");
    const key = design.key();
    out.textContent = "Analysing…";
    this.marks.clear("stall");
    let result;
    try {
      result = await this.client.request("grade", { ...design.design(), ...design.metadata() });
    } catch (error) {
      if (error.type !== "Cancelled") out.textContent = `The analysis failed: ${error.message}`;
      return;
    }
    if (key !== design.key()) return (out.textContent = "");
    this.show(result);
  }

  show(result) {
    const depth = Number(result.max_depth) || 0;
    const how = {
      contradictory: "The clues contradict each other.",
      timeout: "The analysis ran out of time.",
      "needs-guessing": "Logic stalls: a person would have to guess (or it has more than one solution).",
      hard: `Needs contradiction reasoning (look-ahead depth ${depth}).`,
    }[result.grade] || (result.line_solvable ? "Solvable by single-line logic alone." : "Needs more than line logic.");
    const count = Object.values(result.steps || {}).reduce((a, b) => a + Number(b || 0), 0);
    let text = `${how} Difficulty: ${result.grade}${count ? ` (${count} steps)` : ""}.`;
    const check = this.checked();
    if (Array.isArray(result.stall_grid)) {
      const stall = [];
      result.stall_grid.forEach((row, r) => [...row].forEach((ch, c) => ch === "?" && stall.push([r, c])));
      this.marks.mark(stall, "stall");
      if (stall.length) text += " The cells logic cannot reach are highlighted.";
    } else if (!result.line_solvable && check?.line_unknown?.length) {
      // Logic finishes, but only with look-ahead: show where single-line logic alone stops.
      this.marks.mark(check.line_unknown, "stall");
      text += " The highlighted cells are those single-line logic alone cannot reach.";
    }
    $("grade-result").textContent = text;
  }
}
