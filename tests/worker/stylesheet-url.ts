/** What `app.css?url` gives the app under Vitest (vitest.config.ts): an address like the build's. */
export default "/assets/app.css";
