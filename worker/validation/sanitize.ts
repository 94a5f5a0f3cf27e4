// Spec section 5: every text input is trimmed and stripped of script or iframe tags,
// `javascript:` patterns and inline on-event patterns. React escapes on output as well;
// this keeps stored text clean for every other reader (API clients, exports, e-mail).
const SCRIPT_OR_IFRAME_BLOCK = /<\s*(script|iframe)\b[^>]*>[\s\S]*?<\s*\/\s*\1\s*>/gi;
const SCRIPT_OR_IFRAME_TAG = /<\s*\/?\s*(script|iframe)\b[^>]*>/gi;
const JAVASCRIPT_PROTOCOL = /javascript\s*:/gi;
const INLINE_EVENT_HANDLER = /\bon[a-z]+\s*=\s*("[^"]*"|'[^']*'|[^\s>]*)/gi;

export function sanitizeText(value: string): string {
  let previous: string;
  let current = value;
  // Repeat until stable so that nested tricks like "<scr<script>ipt>" cannot reassemble.
  do {
    previous = current;
    current = current
      .replace(SCRIPT_OR_IFRAME_BLOCK, "")
      .replace(SCRIPT_OR_IFRAME_TAG, "")
      .replace(JAVASCRIPT_PROTOCOL, "")
      .replace(INLINE_EVENT_HANDLER, "");
  } while (current !== previous);
  return current.trim();
}

/** Sanitised and cut to the limit: what the browser sends (spec section 5). */
export function sanitizeAndLimit(value: string, maxLength: number): string {
  return sanitizeText(value).slice(0, maxLength).trim();
}
