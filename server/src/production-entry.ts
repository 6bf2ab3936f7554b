import module from "node:module";

// The compiled server's entry (`npm run build` writes it as server/dist/main.js); `main.ts` and
// everything it imports load after these two settings, which only reach modules loaded later.
//
// V8's compiled code of every module is kept on disk (in the system's temporary folder) and
// reused by the next start, which then skips most of the parsing and compiling that a start
// otherwise spends its time on.
module.enableCompileCache();
// Stack traces name our TypeScript files and lines. Not with `--enable-source-maps`: that parses
// and keeps the source map of every npm package as well (effect's alone are megabytes), about
// 25 MB of memory at rest for stack frames inside libraries.
module.setSourceMapsSupport(true);
await import("./main.ts");
// The server is listening: its start's compiled code is written now, not only at exit, so that a
// process that is killed still leaves it for the next one.
module.flushCompileCache();
