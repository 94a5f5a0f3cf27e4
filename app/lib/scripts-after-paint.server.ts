/**
 * A page's scripts start loading after its first paint (docs/decisions/250-scripts-after-the-first-paint.md).
 *
 * The server-rendered HTML is the whole first screen, and every link and form works before
 * hydration. Left as React Router writes them, the module preloads in the head and the module script
 * at the end of the body start some twenty downloads beside the stylesheet, before anything is on
 * the screen. Here they wait for the first frame: the preloads get a rel the browser ignores, the
 * module script a type it does not run, and a small script after it turns both back once the page
 * has painted, in document order, with their nonce. A hidden page (a background tab, a prerender)
 * paints nothing, so it starts them at once.
 */

/** The rel a module preload waits under; the boot script turns it back to `modulepreload`. */
const WAITING_PRELOAD_REL = "tipoff-modulepreload";
/** The type the module script waits under; the boot script makes a module script of it. */
const WAITING_MODULE_TYPE = "tipoff/module";

/**
 * Runs once the first frame is painted: a task queued from the frame's own animation callback runs
 * after that frame. New elements replace the waiting ones with the same attributes, so React's
 * hydration finds the preloads it rendered.
 */
export const SCRIPTS_AFTER_PAINT_BOOT = `(function(){function go(){document.querySelectorAll('link[rel="${WAITING_PRELOAD_REL}"]').forEach(function(w){var l=document.createElement("link");l.rel="modulepreload";l.setAttribute("href",w.getAttribute("href"));l.nonce=w.nonce;w.replaceWith(l);});document.querySelectorAll('script[type="${WAITING_MODULE_TYPE}"]').forEach(function(w){var s=document.createElement("script");s.type="module";s.nonce=w.nonce;s.textContent=w.textContent;w.replaceWith(s);});}if(document.visibilityState!=="visible"){go();return;}requestAnimationFrame(function(){setTimeout(go,0);});})();`;

/** The page with its scripts set to start after the first paint. */
export function scriptsAfterFirstPaint(page: Response, nonce: string): Response {
  let bootWritten = false;
  return new HTMLRewriter()
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("rel", WAITING_PRELOAD_REL);
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", WAITING_MODULE_TYPE);
        script.removeAttribute("async");
        if (bootWritten) return;
        bootWritten = true;
        script.after(`<script nonce="${nonce}">${SCRIPTS_AFTER_PAINT_BOOT}</script>`, { html: true });
      },
    })
    .transform(page);
}
