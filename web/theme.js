// theme.js — light or dark, chosen before the page paints (a classic script in <head>, so a dark
// page never flashes white).  Sets <html data-theme="light|dark">: the stored choice (the header's
// Dark mode button, app.js) or else prefers-color-scheme, followed live while there is no choice.
(function () {
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
    document.documentElement.dataset.theme = choice || (system.matches ? "dark" : "light");
    document.documentElement.dataset.themeChoice = choice || "system";
  };
  system.addEventListener("change", apply);
  window.nonogramTheme = {
    /** Store a choice ("light", "dark", or null to follow the system again) and apply it. */
    set(choice) {
      try {
        if (choice) localStorage.setItem(KEY, choice);
        else localStorage.removeItem(KEY);
      } catch {
        /* not kept, but applied for this page */
      }
      apply();
    },
  };
  apply();
})();
