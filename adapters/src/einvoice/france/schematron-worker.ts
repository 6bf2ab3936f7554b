import { parentPort, workerData } from "node:worker_threads";
import { loadSchematrons, runSchematron } from "./schematron-rules.ts";

// A worker thread that holds the compiled schematrons and validates the documents it is sent,
// so that a validation (a quarter to one second of CPU) never blocks the server's event loop.

/** A document to validate; `id` pairs the answer with its request. */
export interface SchematronRequest {
  readonly id: number;
  readonly xml: string;
}

const schematrons = loadSchematrons((workerData as { schematronDir: string }).schematronDir);

parentPort?.on("message", (request: SchematronRequest) => {
  try {
    const failedRules = schematrons.flatMap((schematron) => runSchematron(schematron, request.xml));
    parentPort?.postMessage({ id: request.id, failedRules });
  } catch (error) {
    parentPort?.postMessage({ id: request.id, error: String(error) });
  }
});
