// time.js — how the player and the library write a duration: "4:05", "1:02:03", and a best time.

export function formatTime(ms) {
  const s = Math.floor(ms / 1000);
  const h = Math.floor(s / 3600);
  const mm = String(Math.floor((s % 3600) / 60)).padStart(h ? 2 : 1, "0");
  const ss = String(s % 60).padStart(2, "0");
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/**
 * The library's words for a puzzle's best time, from its meta ({bestMs, bestHints}): " · best 4:05",
 * marked when that time was made with hints (" · best 4:05 with hints"); "" when there is none.
 */
export function bestTimeText(meta) {
  if (!meta?.bestMs) return "";
  return ` · best ${formatTime(meta.bestMs)}${meta.bestHints ? " with hints" : ""}`;
}
