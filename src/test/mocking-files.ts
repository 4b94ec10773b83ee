/**
 * Test files that replace a module with `vi.mock`. Each runs with modules of its own: the other
 * test files share their modules within a worker (vitest.config.mts), where a replaced module
 * would reach the files that run after it. isolation.test.ts fails when a file mocks a module
 * and is not listed here.
 */
export const mockingFiles = [
  "src/features/contact-form/contact-form.test.tsx",
  "src/gatsby-node/build-checks.test.ts",
  "src/gatsby-node/share-images.test.ts",
  "src/lib/analytics.test.ts",
]
