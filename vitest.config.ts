import { defineConfig } from "vitest/config";

const packages = ["core", "adapters", "server", "ui", "fixtures", "bench", "tools"] as const;

export default defineConfig({
  test: {
    reporters: ["default", "./tools/count-reporter.ts"],
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
