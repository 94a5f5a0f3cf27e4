import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // A separate build folder lets several end-to-end servers run side by side (scripts/e2e-server.ts).
  buildDirectory: process.env.TIPOFF_BUILD_DIR ?? "build",
} satisfies Config;
