// `npm run bench`: every benchmark in turn; the figures are copied into docs/performance.md.
import { printAuthBench } from "./auth-cpu.ts";
import { printBrowseBench } from "./browse.ts";
import { printImportCpuBench } from "./import-cpu.ts";
import { printLoadBench } from "./load.ts";
import { printSanitizeBench } from "./sanitize.ts";

await printAuthBench();
await printBrowseBench();
await printSanitizeBench();
await printImportCpuBench();
await printLoadBench();
