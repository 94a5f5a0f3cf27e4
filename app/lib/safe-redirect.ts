/** A same-site path to return to, or the fallback: absolute and protocol-relative URLs are ignored. */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  // Control characters could smuggle a different target past browsers' URL parsing.
  for (const char of to) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f) return fallback;
  }
  return to;
}
