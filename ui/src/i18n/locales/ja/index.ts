import { catalogueOf } from "../../catalogue.ts";

// One module per language, so that a language's areas load as one chunk, only when chosen.
export default catalogueOf(import.meta.glob("./*.json", { eager: true, import: "default" }));
