import { readFileSync } from "node:fs";
import type { AddressInfo } from "node:net";
import Koa from "koa";
import pg from "pg";

/**
 * The floor the benchmark sets beside our server: a bare Koa handler that, for each path in the
 * JSON file FLOOR_STATEMENTS names ({ "/0": [sql, …] }), runs those statements, the very ones our
 * server sent for that request, in order on one pooled `pg` connection to FLOOR_DATABASE_URL and
 * answers every statement's rows as JSON (about the size of our answer). No validation, no ORM,
 * no mapping: what serving the same SQL costs at the least. Prints "running at <url>" as main.ts
 * does.
 */
const statementsFile = process.env.FLOOR_STATEMENTS;
if (statementsFile === undefined) throw new Error("FLOOR_STATEMENTS names no file");
const routes: Record<string, ReadonlyArray<string>> = JSON.parse(
  readFileSync(statementsFile, "utf8"),
);
// As many connections as the product's pool (open-database.ts).
const pool = new pg.Pool({ connectionString: process.env.FLOOR_DATABASE_URL, max: 10 });

const app = new Koa();
app.use(async (context) => {
  const statements = routes[context.path];
  if (statements === undefined) {
    context.status = 404;
    return;
  }
  const connection = await pool.connect();
  try {
    const answers: unknown[][] = [];
    for (const statement of statements) answers.push((await connection.query(statement)).rows);
    context.body = answers;
  } finally {
    connection.release();
  }
});
const server = app.listen(0, "127.0.0.1", () => {
  const { port } = server.address() as AddressInfo;
  process.stdout.write(`Floor running at http://127.0.0.1:${port}\n`);
});
process.once("SIGTERM", () => {
  server.close();
  void pool.end();
});
