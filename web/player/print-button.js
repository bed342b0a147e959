// player/print-button.js — the player's Print button: the open puzzle laid out for paper
// ("print.html#<share code>": its clues, title and credit, without the player's marks), in a new tab
// where the browser's Print (or "Save as PDF") takes it.
//
// Interface
//   mountPrintButton({ button, client, game, status })   game: {puzzle()}: the open puzzle

import { openPrintPage } from "../shared/print-handover.js";

export function mountPrintButton({ button, client, game, status }) {
  button.addEventListener("click", async () => {
    const puzzle = game.puzzle();
    if (!puzzle) return;
    try {
      await openPrintPage(async () => (await client.request("share", { puzzle })).code, {
        noTab: (url) => { location.href = url; }, // no new tab allowed: the print page here (Back returns)
      });
    } catch (error) {
      if (error.type !== "Cancelled") status(`This puzzle cannot be printed: ${error.message}`, "error");
    }
  });
}
