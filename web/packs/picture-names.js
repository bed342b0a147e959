// picture-names.js — the sentence that names a solved picture: "Solved! It's a rocket."
//
// Interface
//   itIs(title) -> "It's a rocket."   from a title in sentence case ("Rocket", "Ice cream",
//                                     "Scissors", "Seven-thirty", "Mount Fuji", "Bread")
//
// English, by small rules: a or an by the sound of the first word (an hourglass, a unicorn); no
// article for a plural head noun (scissors, fallen leaves, blocks of flats), a time, something
// uncountable (bread, lightning) or a proper name (a capital after the first word: Mount Fuji);
// the first letter lower-cased unless it starts a name (Japanese castle, Christmas tree).

const PROPER = new Set(["american", "christmas", "easter", "french", "hindu", "japanese", "tokyo", "mount", "statue"]);
const UNCOUNTABLE = new Set([
  "bacon", "badminton", "bowling", "bread", "broccoli", "butter", "camping", "cheese", "coffee", "curry", "dna",
  "garlic", "ginger", "ice hockey", "lightning", "meat", "money", "popcorn", "soap", "spaghetti", "sushi",
  "table tennis", "wind",
]);
const SPECIAL = { earth: "the Earth", sun: "the sun", "statue of liberty": "the Statue of Liberty" };
const LINKS = /\s(?:with|of|on|in|behind|and|over|under)\s/i;

export function itIs(title) {
  const name = title.trim().replace(/[.!]+$/, "");
  if (!name) return "";
  const lower = name.toLowerCase();
  if (SPECIAL[lower]) return `It's ${SPECIAL[lower]}.`;
  const words = name.split(/\s+/);
  const properName = words.slice(1).some((w) => /^[A-Z]/.test(w)) || PROPER.has(words[0].toLowerCase());
  const head = name.split(LINKS)[0].split(/\s+/).pop().toLowerCase();
  const plural = /[^su]s$/.test(head) || /(?:ies|ves|ses|xes)$/.test(head) && !/(?:us|ss)$/.test(head);
  const time = /o'clock$|thirty$|^\d/i.test(name);
  const shown = properName || /^[A-Z]{2}|^[A-Z][^a-z]/.test(name) ? name : name[0].toLowerCase() + name.slice(1);
  const uncountable = UNCOUNTABLE.has(lower) || UNCOUNTABLE.has(head);
  if (plural || time || uncountable || (properName && /^[A-Z]/.test(words[1] || ""))) return `It's ${shown}.`;
  return `It's ${anOrA(name)} ${shown}.`;
}

/** "an" before a vowel sound: an apple, an hourglass, an umbrella, an LED; a unicorn, a utility
 * pole, a one-way sign, a European, a USB stick. */
function anOrA(name) {
  if (/^[A-Z]{2}/.test(name)) return /^[AEFHILMNORSX]/.test(name) ? "an" : "a"; // spelt out letter by letter
  const word = name.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/.test(word)) return "an";
  if (/^(?:u[bcdfghjklmnpqrstvwxz][aeiou]|eu|one|once)/.test(word)) return "a";
  return /^[aeiou]/.test(word) ? "an" : "a";
}
