// player/clock.js — the time a puzzle has been played: counted while it is open and the page is
// seen (a hidden page's time is not counted), shown in the heading's #timer.
//
// Interface
//   const clock = new Clock(display)   display: the element that shows the time ("1:23")
//   clock.ms                           the time counted (settable: a restored or undone time)
//   clock.running
//   clock.start() / clock.stop()       stop counts up to now; start counts from now
//   clock.tick()                       count up to now (a Reset or a save wants the time exactly)

import { formatTime } from "../shared/time.js";

export class Clock {
  constructor(display) {
    this.display = display;
    this.counted = 0;
    this.timer = null;
    this.lastTick = null;
    document.addEventListener("visibilitychange", () => {
      if (!this.timer) return;
      this.tick(); // hidden: count up to now, then nothing until seen again
      if (!document.hidden) this.lastTick = performance.now();
    });
  }

  get ms() { return this.counted; }

  set ms(ms) {
    this.counted = ms;
    this.display.textContent = formatTime(ms);
  }

  get running() { return this.timer !== null; }

  start() {
    clearInterval(this.timer);
    this.lastTick = performance.now();
    this.timer = setInterval(() => this.tick(), 1000);
    this.display.textContent = formatTime(this.counted);
  }

  stop() {
    if (this.timer) this.tick();
    clearInterval(this.timer);
    this.timer = null;
  }

  /** Count the time since the last tick, unless the page was hidden (then it is not counted). */
  tick() {
    const now = performance.now();
    if (!document.hidden && this.lastTick !== null) this.counted += now - this.lastTick;
    this.lastTick = document.hidden ? null : now;
    this.display.textContent = formatTime(this.counted);
  }
}
