// app/router.js — the player page's routes: location.hash matched against a table, one entry per
// route, so a new view is one line here (and its module).  Every URL is relative, so the site works
// under any sub-path.
//
// Interface
//   const router = new Router(routes, fallback)
//     routes: [{path, run(rest, raw)}]  path "about" matches "#about" exactly; a path ending in "/"
//             ("play/") matches every hash that starts with it, and run gets the rest: decoded
//             (rest) and as written in the address (raw, for codes that may hold "%")
//     fallback(raw): any other hash (a share code)
//   router.route()    take the route of location.hash (on hashchange, and once at start)
//   router.listen()   route on every hashchange

export class Router {
  constructor(routes, fallback) {
    this.routes = routes;
    this.fallback = fallback;
  }

  route() {
    const raw = location.hash.slice(1);
    let hash;
    try {
      hash = decodeURIComponent(raw);
    } catch {
      return this.fallback(raw); // not a route of ours ("%" not followed by a byte): read as a code
    }
    for (const { path, run } of this.routes) {
      if (path.endsWith("/") ? hash.startsWith(path) : hash === path) {
        return run(hash.slice(path.endsWith("/") ? path.length : hash.length), raw.slice(path.length));
      }
    }
    return this.fallback(raw);
  }

  listen() {
    window.addEventListener("hashchange", () => this.route());
  }
}
