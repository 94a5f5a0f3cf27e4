export { loader } from "./page.server";
