import type { Reporter, TestModule } from "vitest/node";

/**
 * Ends every run with the plain line `N passed, N failed[, N skipped]` that CI reads. A file that
 * failed to load, or an error outside any test, counts as one failure so that it cannot hide.
 */
export default class CountReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>) {
    let passed = 0;
    let failed = unhandledErrors.length;
    let skipped = 0;
    for (const module of testModules) {
      let failedInModule = 0;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === "passed") passed += 1;
        else if (state === "failed") failedInModule += 1;
        else skipped += 1;
      }
      if (failedInModule === 0 && module.state() === "failed") failedInModule = 1;
      failed += failedInModule;
    }
    const counts = `${passed} passed, ${failed} failed`;
    process.stdout.write(`\n${skipped > 0 ? `${counts}, ${skipped} skipped` : counts}\n`);
  }
}
