import { defineConfig } from "vitest/config"

export default defineConfig({
  test: {
    environment: "jsdom",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    // gatsby-*.test.*: what the site's Gatsby hooks rely on in Gatsby and its plugins.
    include: ["src/**/*.test.{ts,tsx}", "scripts/**/*.test.ts", "gatsby-*.test.{ts,tsx}"],
    css: false,
  },
})
