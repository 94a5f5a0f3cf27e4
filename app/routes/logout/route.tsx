export { action, loader } from "./page.server";
