// Every text input is trimmed and stripped of script or iframe tags, `javascript:` patterns and
// inline on-event handlers inside tags. React escapes on output as well; this keeps stored text
// clean for every other reader (API clients, exports, e-mail).
//
// Each step is linear in its input: no pattern can rescan the rest of the text from every start
// (an unclosed `<iframe ` repeated 100,000 times once took seconds). Callers check raw lengths
// before sanitising, so the input is also bounded.

const OPENING_TAG = /<\s*(script|iframe)\b[^<>]*>/gi;
const CLOSING_TAGS = {
  script: /<\s*\/\s*script\s*>/gi,
  iframe: /<\s*\/\s*iframe\s*>/gi,
} as const;
const SCRIPT_OR_IFRAME_TAG = /<\s*\/?\s*(?:script|iframe)\b[^<>]*>/gi;
const JAVASCRIPT_PROTOCOL = /javascript\s*:/gi;
/** A tag: `<` then a letter or `/`, up to its `>` or the next `<` (or the end of the text). */
const TAG = /<\/?[a-z][^<>]*>?/gi;
// An unclosed quote ends at the tag's end (`"?`): the value never rescans what follows it.
const EVENT_HANDLER = /\bon[a-z]+\s*=\s*("[^"]*"?|'[^']*'?|[^\s>]*)/gi;
const SAFE_PASSES = 4;

/** Script and iframe elements with their content; an unclosed one loses its tag only. */
function removeScriptBlocks(text: string): string {
  const unclosed = { script: false, iframe: false };
  let output = "";
  let position = 0;
  OPENING_TAG.lastIndex = 0;
  for (let open = OPENING_TAG.exec(text); open; open = OPENING_TAG.exec(text)) {
    const name = open[1]?.toLowerCase() === "iframe" ? "iframe" : "script";
    output += text.slice(position, open.index);
    let end = OPENING_TAG.lastIndex;
    // Once no closing tag follows one opener, none follows a later one: search no more.
    if (!unclosed[name]) {
      const closing = CLOSING_TAGS[name];
      closing.lastIndex = end;
      if (closing.exec(text)) end = closing.lastIndex;
      else unclosed[name] = true;
    }
    position = end;
    OPENING_TAG.lastIndex = end;
  }
  return output + text.slice(position);
}

function sanitizePass(text: string): string {
  return removeScriptBlocks(text)
    .replace(SCRIPT_OR_IFRAME_TAG, "")
    .replace(JAVASCRIPT_PROTOCOL, "")
    .replace(TAG, (tag) => tag.replace(EVENT_HANDLER, ""));
}

export function sanitizeText(value: string): string {
  // Lone UTF-16 surrogates become U+FFFD here rather than as mojibake in storage.
  let current = value.toWellFormed();
  // Repeat so nested tricks like "<scr<script>ipt>" cannot reassemble; a few passes settle any
  // real text. Text still changing after that is built to reassemble: drop its angle brackets
  // (no tag survives) and every colon after "javascript".
  for (let pass = 0; pass < SAFE_PASSES; pass += 1) {
    const next = sanitizePass(current);
    if (next === current) return current.trim();
    current = next;
  }
  return current
    .replace(/[<>]/g, "")
    .replace(/javascript[\s:]*/gi, "javascript ")
    .trim();
}
