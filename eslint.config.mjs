import js from "@eslint/js"
import tseslint from "typescript-eslint"
import react from "eslint-plugin-react"
import reactHooks from "eslint-plugin-react-hooks"
import jsxA11y from "eslint-plugin-jsx-a11y"
import globals from "globals"

export default tseslint.config(
  {
    ignores: [
      "node_modules",
      "public",
      "dist",
      ".cache",
      "src/gatsby-types.d.ts",
      "test-results",
      "playwright-report",
      "bench/results",
      // The demo build's copy of the tree and its generated content (npm run build:demo).
      ".demo-site",
      ".demo-content",
      // The benchmark's floor site builds into folders of its own.
      "bench/floor/public",
      "bench/floor/.cache",
      ".wrangler",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { react, "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { ecmaFeatures: { jsx: true } },
    },
    settings: { react: { version: "18" } },
    rules: {
      ...react.configs.recommended.rules,
      ...react.configs["jsx-runtime"].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "react/prop-types": "off",
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    // The benchmark's Lighthouse runner: Node, with one function sent to the page.
    files: ["bench/lighthouse/*.mjs"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Appended to the service worker as it is.
    files: ["src/lib/sw-append.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  }
)
