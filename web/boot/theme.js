// boot/theme.js — light or dark, chosen before the page paints (a classic script in <head>, so a dark
// page never flashes white).  Sets <html data-theme="light|dark">: the stored choice or else
// prefers-color-scheme, followed live while there is no choice.  Also owns the header's "Dark mode"
// toggle (a button#theme, on every page that has one): it stores the choice, and its aria-pressed
// says whether the page is dark.  Both pages load it, so the choice holds in the player and the editor.
(function () {
  // localStorage directly, the one place outside shared/storage.js: this must run before the page
  // paints, so before any module could
  const KEY = "nonogram:theme";
  const system = window.matchMedia("(prefers-color-scheme: dark)");
  const stored = () => {
    try {
      const value = localStorage.getItem(KEY);
      return value === "light" || value === "dark" ? value : null;
    } catch {
      return null; // storage blocked: follow the system
    }
  };
  const apply = () => {
    const choice = stored();
    const theme = choice || (system.matches ? "dark" : "light");
    document.documentElement.dataset.theme = theme;
    document.documentElement.dataset.themeChoice = choice || "system";
    document.getElementById("theme")?.setAttribute("aria-pressed", String(theme === "dark"));
  };
  /** Store a choice ("light", "dark", or null to follow the system again) and apply it. */
  const set = (choice) => {
    try {
      if (choice) localStorage.setItem(KEY, choice);
      else localStorage.removeItem(KEY);
    } catch {
      /* not kept, but applied for this page */
    }
    apply();
  };
  const wire = () => {
    document.getElementById("theme")?.addEventListener("click", () => {
      set(document.documentElement.dataset.theme === "dark" ? "light" : "dark");
    });
    apply();
  };
  system.addEventListener("change", apply);
  window.nonogramTheme = { set };
  apply();
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", wire);
  else wire();
})();
