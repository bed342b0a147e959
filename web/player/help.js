// player/help.js — the player's Help: a button (named "Help") that opens a panel of the rules, the
// controls and the options (auto-cross, lines that cannot fit), and the way back to the tutorial.
// It closes as every light panel does: the Help button again, its Close button, Escape, or a press
// anywhere outside it (desktop and phone alike).  A press on the board that closes it paints
// nothing: the player was dismissing Help, not playing.
//
// Interface
//   const help = new HelpPanel(root)   root: #player-view (#help, #help-panel inside it)
//   help.open() / help.close({focus}) / help.isOpen
// Contract: #help is a button named "Help" with aria-expanded and aria-controls="help-panel";
// #help-panel (role=dialog, named "How to play") is hidden while closed.

import { button } from "../shared/dom.js";

export class HelpPanel {
  constructor(root) {
    this.root = root;
    this.button = root.querySelector("#help");
    this.panel = root.querySelector("#help-panel");
    this.panel.prepend(button("×", {
      class: "help-close", "aria-label": "Close", title: "Close (Esc)", on: { click: () => this.close({ focus: true }) },
    }));
    this.button.addEventListener("click", () => (this.isOpen ? this.close() : this.open()));
    document.addEventListener("keydown", (e) => {
      if (e.key !== "Escape" || !this.isOpen) return;
      e.preventDefault();
      e.stopPropagation(); // the board's Escape (clear a cell) is not meant
      this.close({ focus: true });
    }, true);
    // capture: decided before the board sees the press (which must not paint when it closes Help)
    document.addEventListener("pointerdown", (e) => this._pressed(e), true);
    window.addEventListener("hashchange", () => this.close()); // (its tutorial link, any other route)
  }

  get isOpen() {
    return !this.panel.hidden;
  }

  open() {
    this.panel.hidden = false;
    this.button.setAttribute("aria-expanded", "true");
    this.panel.scrollTop = 0;
  }

  close({ focus = false } = {}) {
    if (!this.isOpen) return;
    this.panel.hidden = true;
    this.button.setAttribute("aria-expanded", "false");
    if (focus) this.button.focus({ preventScroll: true });
  }

  _pressed(e) {
    if (!this.isOpen || this.panel.contains(e.target) || this.button.contains(e.target)) return;
    this.close();
    if (e.target.closest?.(".board")) {
      e.preventDefault();
      e.stopPropagation();
    }
  }
}
