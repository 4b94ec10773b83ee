import { readFileSync } from "fs"
import { availableParallelism } from "os"
import { globSync } from "tinyglobby"
import { defineConfig } from "vitest/config"
import { mockingFiles } from "./src/test/mocking-files"

const include = [
  "src/**/*.test.{ts,tsx}",
  "scripts/**/*.test.ts",
  "serving/**/*.test.ts",
  "functions/**/*.test.ts",
  "bench/*.test.ts",
  // What the site's Gatsby hooks rely on in Gatsby and its plugins.
  "gatsby-*.test.{ts,tsx}",
]

/**
 * The files that ask for jsdom on their first line. They run as a project of their own that keeps
 * one document a worker rather than one a file: 40 s against 55–74 s for the 963 tests on a 2-core
 * machine. Testing Library's clean-up and the set-up's reset (src/test/setup.ts) leave the
 * document, storage and cookies empty after each test.
 */
const domFiles = globSync(include).filter(file =>
  readFileSync(file, "utf8").startsWith("// @vitest-environment jsdom")
)

export default defineConfig({
  test: {
    // Node by default: most tests read files and strings. A test that needs a browser's document
    // says so on its first line (`// @vitest-environment jsdom`): jsdom costs over a second a file
    // on a 2-core machine, which was most of the unit tests' time.
    environment: "node",
    globals: true,
    setupFiles: ["./src/test/setup.ts"],
    css: false,
    // One worker a core: Vitest's default leaves a core free, which on a 2-core machine runs the
    // files one at a time (122 s against 85 s for the same 666 tests; three workers took 94 s).
    maxWorkers: availableParallelism(),
    // Form tests type whole sentences with user-event: seconds on a busy 2-core machine.
    testTimeout: 15_000,
    projects: [
      {
        extends: true,
        test: {
          name: "dom",
          environment: "jsdom",
          include: domFiles,
          exclude: mockingFiles,
          isolate: false,
        },
      },
      {
        extends: true,
        // Loading every module afresh for each file was 40 % of the run: 88 s against 50 s for
        // the same 938 tests on a 2-core machine.
        test: {
          name: "shared-modules",
          include,
          exclude: [...mockingFiles, ...domFiles],
          isolate: false,
        },
      },
      { extends: true, test: { name: "own-modules", include: mockingFiles } },
    ],
  },
})
