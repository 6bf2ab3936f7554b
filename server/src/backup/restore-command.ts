import { runCommand } from "./command-line.ts";
import { restore } from "./restore.ts";

await runCommand("restore", restore);
