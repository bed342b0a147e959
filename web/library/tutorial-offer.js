// library/tutorial-offer.js — the tutorial offered once, at the top of the library, to a first-timer:
// someone who has played nothing in this browser and has not answered the offer.  "Show me how"
// opens #tutorial (player/tutorial.js); "No thanks" puts it away for good.  Help links to the
// tutorial always (index.html).
//
// Interface
//   showTutorialOffer()   on the library's main page: the offer, when it is due (else nothing)
//   hideTutorialOffer()   a puzzle, a pack's or a collection's page is shown
// Contract: section#tutorial-offer named "New to nonograms?", a link "Show me how" to #tutorial
// and a button "No thanks".

import { button, el } from "../shared/dom.js";
import { loadTutorial, progressIds, saveTutorial } from "../shared/store.js";

/** Due: never answered (nor started) and nothing played yet, so a returning player is not asked. */
const due = () => !loadTutorial() && progressIds().length === 0;

export function showTutorialOffer() {
  const old = document.getElementById("tutorial-offer");
  if (!due()) return old?.remove();
  if (old) return (old.hidden = false);
  const panel = el("section", { id: "tutorial-offer", class: "gen-panel tutorial-offer", "aria-labelledby": "tutorial-offer-heading" }, [
    el("h3", { id: "tutorial-offer-heading", text: "New to nonograms?" }),
    el("p", { text: "A two-minute tutorial on a 5×5 puzzle shows you how the numbers become a picture." }),
    el("div", { class: "gen-row" }, [
      el("a", { class: "gen-button", href: "#tutorial", text: "Show me how" }),
      button("No thanks", { on: { click: () => {
        saveTutorial("declined");
        panel.remove();
      } } }),
    ]),
  ]);
  document.getElementById("continue")?.before(panel);
}

export function hideTutorialOffer() {
  const panel = document.getElementById("tutorial-offer");
  if (panel) panel.hidden = true;
}
