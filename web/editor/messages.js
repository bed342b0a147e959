// editor/messages.js — what the editor page says: the status line (#status, role=status: the live
// check's verdict on the board), the notice under it (#notice: what an action did), and the engine
// line (#engine; <html data-solver> mirrors it for tests).
//
// Interface
//   const messages = new EditorMessages()
//   messages.status(message, kind = "info")   kind: "info", "busy", "win", "error"
//   messages.notice(message, kind = "info")
//   messages.engine({state, message})   the solver client's status; after an error, engineError says
//                                       why designs cannot be checked (and the status line says it)

const $ = (id) => document.getElementById(id);

export class EditorMessages {
  constructor() {
    this.engineError = null;
  }

  status(message, kind = "info") {
    const box = $("status");
    box.textContent = message;
    box.dataset.kind = kind;
  }

  notice(message, kind = "info") {
    const box = $("notice");
    box.textContent = message;
    box.dataset.kind = kind;
  }

  engine({ state, message }) {
    if (state === "error") this.engineError = `The solver could not load, so designs cannot be checked: ${message}`;
    else if (state === "loading") this.engineError = null; // a fresh worker is starting
    const engine = $("engine");
    const shown = this.engineError ? "error" : state;
    engine.dataset.state = shown;
    document.documentElement.dataset.solver = shown;
    engine.textContent = this.engineError ? "Solver unavailable" : state === "loading" ? message : "Solver ready";
    if (this.engineError) this.status(this.engineError, "error");
  }
}
