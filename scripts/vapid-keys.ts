// `npm run vapid:keys`: a fresh Web Push (VAPID) key pair for a deployment (docs/decisions/170).
import { newVapidKeys } from "./lib/local-env.ts";

const { publicKey, privateKey } = newVapidKeys();
console.log(`VAPID_PUBLIC_KEY = "${publicKey}"   # [vars] in wrangler.toml`);
console.log(`VAPID_PRIVATE_KEY=${privateKey}   # npx wrangler secret put VAPID_PRIVATE_KEY`);
console.log("Make the pair once: browsers' subscriptions are bound to it, and a new one strands them.");
