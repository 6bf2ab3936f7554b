import { defineConfig } from "vitest/config";

const packages = ["core", "adapters", "server", "ui", "fixtures"] as const;

export default defineConfig({
  test: {
    projects: packages.map((name) => ({
      test: {
        name,
        root: `./${name}`,
        include: ["src/**/*.test.ts", "src/**/*.test.tsx"],
        passWithNoTests: true,
      },
    })),
  },
});
