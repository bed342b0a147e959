// player/print-button.js — the player's Print button: the open puzzle laid out for paper
// ("print.html#<share code>": its clues, title and credit, without the player's marks), in a new tab
// where the browser's Print (or "Save as PDF") takes it.
//
// Interface
//   mountPrintButton({ button, client, game, status })   game: {puzzle()}: the open puzzle

export function mountPrintButton({ button, client, game, status }) {
  button.addEventListener("click", async () => {
    const puzzle = game.puzzle();
    if (!puzzle) return;
    // the tab is opened now, while the click still allows one; the worker then makes the code
    const tab = window.open("", "_blank");
    try {
      const { code } = await client.request("share", { puzzle });
      const url = new URL(`print.html#${code}`, location.href).href;
      if (tab) tab.location.href = url;
      else location.href = url; // no new tab allowed: the print page here (Back returns)
    } catch (error) {
      tab?.close();
      if (error.type !== "Cancelled") status(`This puzzle cannot be printed: ${error.message}`, "error");
    }
  });
}
