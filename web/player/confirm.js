// player/confirm.js — asking first, before an action a slip must not take (Solve spoils the picture,
// Reset wipes the progress): a modal dialog with the question, what it will do, the confirming
// button (named for the action: "Yes, solve it") and one that keeps playing, focused, so that a
// second slip (Enter, a tap beside it) does nothing.  Escape or a press outside the box answers no.
//
// Interface
//   ask({title, text, yes, no = "Keep playing"}) -> Promise<boolean>   true only for the yes button
// Contract: a <dialog class="confirm"> (role dialog, named by its title), open while it asks.

import { button, el } from "../shared/dom.js";

let dialog = null;
let answer = null; // the open question's resolve

/** Answer the open question and close the dialog (the answer is given at once, not at its close event). */
function answerWith(yes) {
  const resolve = answer;
  answer = null;
  if (dialog.open) dialog.close(yes ? "yes" : "no");
  resolve?.(yes);
}

function build() {
  const title = el("h2", { id: "confirm-title", class: "confirm-title" });
  const text = el("p", { id: "confirm-text", class: "confirm-text" });
  const yes = button("", { class: "primary confirm-yes", on: { click: () => answerWith(true) } });
  const no = button("", { class: "confirm-no", autofocus: true, on: { click: () => answerWith(false) } });
  dialog = el("dialog", { class: "confirm", "aria-labelledby": "confirm-title", "aria-describedby": "confirm-text" },
    el("div", { class: "confirm-box" }, [title, text, el("div", { class: "confirm-buttons" }, [no, yes])]));
  // a press on the backdrop is a press on the dialog itself (its box fills it): no
  dialog.addEventListener("click", (e) => { if (e.target === dialog) answerWith(false); });
  dialog.addEventListener("keydown", (e) => e.stopPropagation()); // the page's keys (P, Ctrl+Z) wait
  dialog.addEventListener("cancel", () => answerWith(false)); // Escape
  dialog.addEventListener("close", () => { if (!dialog.open && answer) answerWith(false); });
  document.body.append(dialog);
  return { title, text, yes, no };
}

let parts = null;

export function ask({ title, text, yes, no = "Keep playing" }) {
  parts ||= build();
  if (answer) answerWith(false); // a question still open is answered no
  parts.title.textContent = title;
  parts.text.textContent = text;
  parts.yes.textContent = yes;
  parts.no.textContent = no;
  return new Promise((resolve) => {
    answer = resolve;
    dialog.showModal();
    parts.no.focus();
  });
}
