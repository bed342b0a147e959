// app/status.js — the player page's status line (#status, role=status) and its engine line (#engine).
//
// The status line belongs to the view being shown: views move it into their slot
// (.status-slot[data-view=…]) and it starts empty there.  A library message stays in its line under
// the heading while that line is on screen; scrolled out of sight (a puzzle removed far down the
// list), it floats as a toast at the foot of the window (library/library.css .toast), so the player
// sees it and its Undo where they are.
//
// The engine line says "Solver ready" only once the worker said so (a request sent while it loads
// is "busy" too, but the solver is still loading), one message at a time; it mirrors the state on
// <html data-solver> (tests and bench/first_visit.py wait for "ready").
//
// Interface
//   const line = new StatusLine()      binds #status, #status-action, #status-bar, #status-close
//   line.say(message, kind = "info", action = null)   text or a node (app/open-error.js's, with a
//                                      link); action {label, run}: a button beside it until the next
//   line.showIn(viewName, slot)        move the line into a view's slot (the toast only in the library)
//   showEngine(client, { onError })    follow the solver's state in the engine line (onError(message))
//   precaching(worker)                 the engine line marks a service worker precaching the app's
//                                      files (data-precache="running", "failed" if it is dropped)

const $ = (id) => document.getElementById(id);

export class StatusLine {
  constructor() {
    this.box = $("status");
    this.action = $("status-action");
    this.bar = $("status-bar");
    this.view = null;
    // the toast a library message becomes when its line is out of sight (place) closes with this
    $("status-close").addEventListener("click", () => this.say(""));
    addEventListener("scroll", () => this.place(), { passive: true });
    addEventListener("resize", () => this.place());
  }

  say(message, kind = "info", action = null) {
    this.box.replaceChildren(message);
    this.box.dataset.kind = kind;
    this.action.hidden = !action;
    this.action.textContent = action?.label || "";
    this.action.onclick = action && (() => {
      this.action.hidden = true;
      action.run();
    });
    this.place();
  }

  showIn(viewName, slot) {
    this.view = viewName;
    if (slot) slot.append(this.bar);
  }

  /** In the library, a message whose line is out of sight floats as a toast. */
  place() {
    const message = this.view === "library" && this.box.textContent !== "";
    if (!message) { // most scroll events (a big puzzle panned in the player): no layout read
      this.bar.classList.remove("toast");
      return;
    }
    const top = this.bar.parentElement.getBoundingClientRect().top;
    this.bar.classList.toggle("toast", top < 0 || top + 48 > innerHeight);
  }
}

export function showEngine(client, { onError }) {
  const engine = $("engine");
  const line = { up: false, state: "loading", message: "Loading the solver…" };
  const show = () => {
    const { up, state, message } = line;
    const shown = state === "busy" ? (up ? "busy" : "loading") : state;
    engine.dataset.state = shown;
    document.documentElement.dataset.solver = shown === "busy" ? "ready" : shown;
    if (shown === "loading") engine.innerHTML = '<span class="spinner" aria-hidden="true"></span> ';
    else engine.textContent = "";
    engine.append(shown === "ready" || shown === "busy" ? "Solver ready" : message);
  };
  client.watch(({ state, message }) => {
    if (state === "ready") line.up = true;
    if (state === "loading" || state === "error") line.up = false;
    if (state !== "busy" || line.up) line.message = message || line.message;
    line.state = state;
    show();
    if (state === "error") onError(message);
  });
}

export function precaching(worker) {
  const engine = $("engine");
  engine.dataset.precache = "running";
  worker.addEventListener("statechange", () => {
    if (worker.state === "redundant") engine.dataset.precache = "failed";
  });
}
