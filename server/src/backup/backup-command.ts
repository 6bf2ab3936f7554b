import { backUp } from "./back-up.ts";
import { runCommand } from "./command-line.ts";

await runCommand("backup", backUp);
