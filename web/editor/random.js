// editor/random.js — the editor's "Start from" → "Random picture": the same size and difficulty
// choices as the player's "New puzzle" (library/new-puzzle.js: the one import across features, so the
// two generators stay one), a design generated in the worker with its elapsed time and Cancel, put on
// the board as one undoable step (the live check then runs on it).
//
// Interface
//   attachRandomPicture({ client, design })   adds the controls to the "Start from" section; design:
//                                             the editor's port (setPicture, metadata, setMetadata, notice)

import { choiceFields, generate, randomSeed } from "../library/new-puzzle.js";
import { button, el } from "../shared/dom.js";

export function attachRandomPicture({ client, design }) {
  const section = document.getElementById("open-heading")?.parentElement;
  if (!section || document.getElementById("random-picture")) return;
  const fields = choiceFields("random-picture");
  const make = button("Random picture");
  const cancel = button("Cancel", { hidden: true, on: { click: () => client.cancel() } });
  section.querySelector("h2").after(el("div", { id: "random-picture", class: "field" }, [
    el("span", { text: "A random picture" }), el("div", { class: "gen-row" }, [fields.element, make, cancel])]));

  make.addEventListener("click", async () => {
    const request = { ...fields.value(), seed: randomSeed() };
    const what = `${request.width}×${request.height} ${request.difficulty}`;
    make.disabled = true;
    cancel.hidden = false;
    try {
      const { puzzle, seed } = await generate(client, request, {
        onTick: (s) => design.notice(`Generating a ${what} picture… ${s.toFixed(1)} s`),
      });
      // a new picture: its own title, no author yet, and no draft of its own (Undo brings yours back)
      design.setPicture(puzzle.goal, { metadata: { title: puzzle.title }, draft: null });
      design.notice(`A random ${what} picture (seed ${seed}): its puzzle has one solution. Undo brings yours back.`);
    } catch (error) {
      design.notice(error.type === "Cancelled" ? "Generating cancelled." : `No picture: ${error.message}`,
        error.type === "Cancelled" ? "info" : "error");
    } finally {
      make.disabled = false;
      cancel.hidden = true;
    }
  });
}
