import { Worker } from "node:worker_threads";
import type { FailedRule } from "@invoicing/core";

/** Runs the three Factur-X schematrons over XML documents, off the event loop. */
export interface SchematronValidator {
  /** Every failed assert and report of the three schematrons, warnings included. */
  readonly validate: (xml: string) => Promise<ReadonlyArray<FailedRule>>;
  /** Stops the worker; a later `validate` starts a new one. */
  readonly close: () => Promise<void>;
}

type Answer =
  | { readonly id: number; readonly failedRules: ReadonlyArray<FailedRule> }
  | { readonly id: number; readonly error: string };

interface Waiting {
  readonly resolve: (rules: ReadonlyArray<FailedRule>) => void;
  readonly reject: (error: Error) => void;
}

/** A started worker and the validations it owes answers to. */
interface Running {
  readonly thread: Worker;
  readonly waiting: Map<number, Waiting>;
}

/**
 * A schematron validator backed by one worker thread, started on first use, that loads the
 * compiled rules once and validates one document at a time. The worker keeps the process alive
 * only while a validation is under way; if it dies, its pending validations fail and the next
 * one starts a new worker.
 */
// `.ts` when run from the sources, `.js` from the production build, which emits the worker beside
// the module that starts it (tools/build-server.ts).
const ownExtension = import.meta.url.endsWith(".ts") ? "ts" : "js";

export const makeSchematronValidator = (schematronDir: string): SchematronValidator => {
  let current: Running | null = null;
  let nextId = 0;

  const start = (): Running => {
    const thread = new Worker(new URL(`./schematron-worker.${ownExtension}`, import.meta.url), {
      workerData: { schematronDir },
    });
    const running: Running = { thread, waiting: new Map() };
    const failAll = (error: Error): void => {
      if (current === running) current = null;
      for (const entry of running.waiting.values()) entry.reject(error);
      running.waiting.clear();
    };
    thread.on("message", (answer: Answer) => {
      const entry = running.waiting.get(answer.id);
      running.waiting.delete(answer.id);
      if (running.waiting.size === 0) thread.unref();
      if ("error" in answer) entry?.reject(new Error(answer.error));
      else entry?.resolve(answer.failedRules);
    });
    thread.on("error", failAll);
    thread.on("exit", (code) => failAll(new Error(`the schematron worker stopped (${code})`)));
    return running;
  };

  return {
    validate: (xml) =>
      new Promise((resolve, reject) => {
        current ??= start();
        current.thread.ref();
        nextId += 1;
        current.waiting.set(nextId, { resolve, reject });
        current.thread.postMessage({ id: nextId, xml });
      }),
    close: async () => {
      const running = current;
      current = null;
      if (running !== null) await running.thread.terminate();
    },
  };
};
