/**
 * The limits `check:build` holds every build to. A build over one fails, and a failed build is
 * not deployed (.github/workflows/ci.yml), so the home page can state them as facts about itself.
 */

/** Script the home page transfers, brotli-compressed as served: its loader's and its template's. */
export const homeScriptBudgetKb = 125
