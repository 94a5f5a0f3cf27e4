import { z } from "zod";

// Every schema imports z from here, so this runs before any schema is built, in the browser and in
// the Worker: no `new Function` probe for zod's compiled parsers. The CSP forbids eval and Chrome
// reports even a caught attempt as a violation. Being imported by the schemas (not by the root
// route) keeps zod out of the first load of pages without a form.
z.config({ jitless: true });

export { z };
