// app/views.js — the player page's views (library, player, about): one shown at a time, each with its
// section, its link in the header's nav, its class on <body> and what leaving it clears.  Messages
// belong to the view that made them: the status line moves into the view being shown and starts
// empty there, unless a message was carried to it (a bad link said in the library it lands on).
//
// Interface
//   const views = new Views({ line, player, sharePanel, library, pictures, secret, continuing })
//   views.show(name)                  show a view of VIEWS (the status line moves into it)
//   views.carry(message, kind)        say this in the next view shown
//   views.showLibrary(collectionId?, packId?)   the library, a collection's page or a pack's page
//   views.showAbout()                 About and credits
//   views.showPuzzle(id, puzzle)      a puzzle in the player (a picture's title kept secret)
//   views.showPlaytest(puzzle)        the editor's play-test: the player on a design, saving nothing
//   views.leaveOutPictures()          a site built without the picture packs: no Pictures section
//   views.addView(name, view, show)   a feature's own view ({section, nav, bodyClass, leave}) and
//                                     what shows it: views.showView(name, title) then calls show()
//   views.shown                       the name of the view shown (null before the first)
// A new view is one entry of VIEWS (its section's id, its nav link, its body class, what leaving it
// clears) and a show method.

import { hideTutorialOffer, showTutorialOffer } from "../library/tutorial-offer.js";
import { displayText } from "../shared/safe-text.js";
import { pageTitle } from "../shared/site.js";
import { clearAbout, showAbout } from "./about.js";

const $ = (id) => document.getElementById(id);

export class Views {
  constructor({ line, player, sharePanel, library, pictures, secret, continuing }) {
    Object.assign(this, { line, player, sharePanel, library, pictures, secret, continuing });
    this.shown = null;
    this.carried = null; // {message, kind} for the next view shown
    this.withPictures = true; // false on a site built without the picture packs
    // name -> {section, nav (the header link's data-page), bodyClass, leave()}
    this.VIEWS = {
      library: {
        section: "library-view", nav: "library", bodyClass: null,
        // a secret title must not wait in a hidden view: the library's cards are made again when shown
        leave: () => {
          $("library-list").replaceChildren();
          pictures.clear();
          continuing.clear();
        },
      },
      player: { section: "player-view", nav: "play", bodyClass: "playing", leave: () => {} },
      about: { section: "about-view", nav: "about", bodyClass: "reading-about", leave: () => clearAbout($("about-view")) },
    };
  }

  carry(message, kind) {
    this.carried = { message, kind };
  }

  /** Show one view; the status line moves into it, empty (or with the message carried to it). */
  show(name) {
    const same = this.shown === name;
    this.shown = name;
    for (const [other, view] of Object.entries(this.VIEWS)) {
      $(view.section).hidden = other !== name;
      if (view.bodyClass) document.body.classList.toggle(view.bodyClass, other === name);
      if (other !== name) view.leave();
    }
    this.line.showIn(name, document.querySelector(`.status-slot[data-view="${name}"]`));
    this.setNav(this.VIEWS[name].nav);
    // the library shown again (the start-up route after an early hash change) keeps its message;
    // a puzzle opened from another puzzle starts with an empty line, as any view change does
    const carried = this.carried;
    if (carried || !same || name !== "library") this.line.say(carried?.message || "", carried?.kind || "info");
    this.carried = null;
  }

  setNav(page) {
    for (const a of document.querySelectorAll("header nav a")) {
      if (a.dataset.page === page) a.setAttribute("aria-current", "page");
      else a.removeAttribute("aria-current");
    }
  }

  showLibrary(collectionId = null, packId = null) {
    this.player.close();
    this.sharePanel.close();
    this.show("library");
    document.title = pageTitle();
    // (set first: the library's Continue is its main page's alone)
    $("library-view").dataset.page = packId ? "pack" : collectionId ? "collection" : "main";
    this.library.show(collectionId);
    if (this.withPictures) this.pictures.show(packId);
    if (collectionId || packId) hideTutorialOffer();
    else showTutorialOffer(); // (a first-timer's, once)
  }

  showAbout() {
    this.player.close();
    this.sharePanel.close();
    this.show("about");
    document.title = pageTitle("About");
    showAbout($("about-view"));
  }

  /** Open a puzzle in the player; a picture's title stays a secret until complete (player/secret-title.js). */
  showPuzzle(id, puzzle) {
    this.show("player");
    document.title = pageTitle(displayText(puzzle.title) || "Puzzle");
    this.sharePanel.close();
    this.secret.opening(puzzle);
    this.player.open(id, puzzle);
    this.secret.opened(this.player.standing);
  }

  showPlaytest(puzzle) {
    this.show("player");
    this.sharePanel.close();
    this.secret.opening(puzzle); // (no picture: clears a picture's miniature left in the heading)
    this.player.open(null, puzzle); // no id: the player keeps no progress
  }

  addView(name, view, show) {
    this.VIEWS[name] = { ...view, show };
  }

  /** A view added by addView (Enter a puzzle): the player closed, the view's section shown. */
  showView(name, title) {
    this.player.close();
    this.sharePanel.close();
    this.show(name);
    document.title = pageTitle(title);
    this.VIEWS[name].show();
  }

  /** A site built with --no-pictures (library.json "pictures": false): no Pictures section, no daily picture. */
  leaveOutPictures() {
    this.withPictures = false;
    $("pictures").remove();
    $("daily-puzzle")?.remove();
  }
}
