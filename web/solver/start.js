// solver/start.js — starts the player's solver as early as the page can.  index.html loads this
// module before app/main.js: its own graph is client.js alone, so the worker starts (and begins
// downloading the runtime) a few tenths of a second into a first visit, while the page's other
// modules (about fifty) are still arriving, about a second later on a mobile link.  app/main.js
// imports the same instance and watches its status (SolverClient.watch replays the current one).

import { SolverClient } from "./client.js";

export const solver = new SolverClient();
