// editor-random.js — the editor's "Start from" → "Random picture": the same size and difficulty
// choices as the player's "New puzzle" (generate.js), a design generated in the worker with its
// elapsed time and Cancel, put on the board as one undoable step (the live check then runs on it).
//
// Interface
//   attachRandomPicture(editor)   adds the controls to the "Start from" section; editor is the
//                                 page's Editor (client, setPicture, setMetadata, notice)

import { button, choiceFields, generate, randomSeed } from "../library/new-puzzle.js";

export function attachRandomPicture(editor) {
  const section = document.getElementById("open-heading")?.parentElement;
  if (!section || document.getElementById("random-picture")) return;
  const box = document.createElement("div");
  box.id = "random-picture";
  box.className = "field";
  const title = document.createElement("span");
  title.textContent = "A random picture";
  const fields = choiceFields("random-picture");
  const make = button("Random picture");
  const cancel = button("Cancel");
  cancel.hidden = true;
  const row = document.createElement("div");
  row.className = "gen-row";
  row.append(fields.element, make, cancel);
  box.append(title, row);
  section.querySelector("h2").after(box);

  make.addEventListener("click", async () => {
    const request = { ...fields.value(), seed: randomSeed() };
    const what = `${request.width}×${request.height} ${request.difficulty}`;
    make.disabled = true;
    cancel.hidden = false;
    try {
      const { puzzle, seed } = await generate(editor.client, request, {
        onTick: (s) => editor.notice(`Generating a ${what} picture… ${s.toFixed(1)} s`),
      });
      editor.setPicture(puzzle.goal);
      editor.setMetadata({ ...editor.metadata(), title: puzzle.title });
      editor.notice(`A random ${what} picture (seed ${seed}): its puzzle has one solution. Undo brings yours back.`);
    } catch (error) {
      editor.notice(error.type === "Cancelled" ? "Generating cancelled." : `No picture: ${error.message}`,
        error.type === "Cancelled" ? "info" : "error");
    } finally {
      make.disabled = false;
      cancel.hidden = true;
    }
  });
  cancel.addEventListener("click", () => editor.client.cancel());
}
