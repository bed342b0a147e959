// Unit tests of app/router.js (node --test): the player page's route table, over a stand-in location.
import assert from "node:assert/strict";
import test from "node:test";

import { Router } from "./router.js";

function routeOf(hash) {
  globalThis.location = { hash };
  const taken = [];
  const router = new Router([
    { path: "", run: () => taken.push(["library"]) },
    { path: "about", run: () => taken.push(["about"]) },
    { path: "play/", run: (id) => taken.push(["play", id]) },
    { path: "playtest/", run: (rest, raw) => taken.push(["playtest", raw]) },
  ], (raw) => taken.push(["code", raw]));
  router.route();
  return taken;
}

test("an exact path matches only itself; a path ending in / takes the rest", () => {
  assert.deepEqual(routeOf(""), [["library"]]);
  assert.deepEqual(routeOf("#about"), [["about"]]);
  assert.deepEqual(routeOf("#aboutx"), [["code", "aboutx"]]);
  assert.deepEqual(routeOf("#play/lib-heart"), [["play", "lib-heart"]]);
});

test("the rest is decoded, and raw for codes; play/ is not playtest/", () => {
  assert.deepEqual(routeOf("#play/pictures%2Fsmall-bw%2F3"), [["play", "pictures/small-bw/3"]]);
  assert.deepEqual(routeOf("#playtest/1abc%2Bd"), [["playtest", "1abc%2Bd"]]);
});

test("anything else, a malformed escape too, goes to the fallback as written", () => {
  assert.deepEqual(routeOf("#1Zx9-q"), [["code", "1Zx9-q"]]);
  assert.deepEqual(routeOf("#%E0%A4%A"), [["code", "%E0%A4%A"]]);
});
