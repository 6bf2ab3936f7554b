import { defineConfig } from "vitest/config";

const packages = ["core", "adapters", "server", "ui", "fixtures", "bench", "tools"] as const;

export default defineConfig({
  test: {
    reporters: ["default", "./tools/count-reporter.ts"],
    // Vitest's default for a run is one worker fewer than the cores: one on CI's two cores. Most of
    // the suite waits on PostgreSQL, a server process or Chromium, so two workers finish the browser
    // tests in 307 s instead of 500 s on two cores.
    maxWorkers: 2,
    projects: packages.map((name) => ({
      test: {
        name,
        root: `./${name}`,
        include: ["**/*.test.ts", "**/*.test.tsx"],
        exclude: ["**/node_modules/**", "**/dist/**"],
        passWithNoTests: true,
        // The core is pure: its test files can share modules, which halves the suite's time.
        isolate: name !== "core",
      },
    })),
  },
});
