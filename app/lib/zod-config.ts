import { z } from "zod";

// No `new Function` probe for zod's compiled parsers: the CSP forbids eval, and Chrome reports even
// a caught attempt as a violation. zod decides when a schema is built, so this module is the first
// import of the root route, evaluated before any route or component module defines a schema.
z.config({ jitless: true });
