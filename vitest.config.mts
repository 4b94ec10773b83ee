import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    // gatsby-*.test.*: what the site's Gatsby hooks rely on in Gatsby and its plugins.
    include: [
      "src/**/*.test.{ts,tsx}",
      "scripts/**/*.test.ts",
      "serving/**/*.test.ts",
      "bench/*.test.ts",
      "gatsby-*.test.{ts,tsx}",
    ],
    css: false,
    // Form tests type whole sentences with user-event: seconds on a busy 2-core machine.
    testTimeout: 15_000,
  },
})
