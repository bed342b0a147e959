// boot/page.js — what index.html and editor.html share before any module runs.  A classic script (not a
// module) on purpose: it must run from a file:// address too, where browsers refuse module scripts,
// workers and WebAssembly.  Kept out of the pages because their Content-Security-Policy allows no
// inline script (a hostile puzzle title that slipped past the DOM code still could not run any).
//
//   * on file:// it marks <html class="from-file">, which shows the page's "serve it over HTTP" notice;
//   * over HTTP it fills every [data-app-version] element with the package's version, read from
//     precache.json (build_wheel.py writes nonogram_core.__version__ there; the service worker keeps a
//     copy, so the footer shows it offline too).
(function () {
  "use strict";
  if (location.protocol === "file:") {
    document.documentElement.classList.add("from-file");
    return;
  }
  const show = (version) => {
    for (const element of document.querySelectorAll("[data-app-version]")) element.textContent = version;
    document.documentElement.dataset.version = version;
  };
  fetch("precache.json")
    .then((response) => (response.ok ? response.json() : null))
    .then((manifest) => {
      const version = manifest && typeof manifest.version === "string" ? manifest.version : "";
      if (!version) return;
      if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", () => show(version));
      else show(version);
    })
    .catch(() => {}); // no version to show (an old build, or offline without a cache): the footer stays short
})();
