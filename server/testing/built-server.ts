import { fileURLToPath } from "node:url";

/** The repository's root folder. */
export const repositoryRoot = fileURLToPath(new URL("../../", import.meta.url));

/**
 * The compiled server `npm run build` writes, relative to the repository: what `npm run serve`
 * and the image's command start.
 */
export const BUILT_SERVER = "server/dist/main.js";
