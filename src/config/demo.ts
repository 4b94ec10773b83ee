/**
 * The demo content: `SITE_DEMO=1` fills every slot for proof (team, clients' words, logos, case
 * studies' figures and screenshots, a post's author, the contact person) with the fictional,
 * visibly marked entries of `fixtures/demo/`, to judge the templates before the agency adds its
 * own. A deploying build refuses it (scripts/check-deploy-settings.sh, and gatsby-node).
 */
export const isDemo = (env: NodeJS.ProcessEnv = process.env): boolean =>
  Boolean(env.SITE_DEMO) && env.SITE_DEMO !== "0"

/** The fixtures, mirroring `content/`. */
export const demoFixturesDir = "fixtures/demo"
/** What the demo build reads instead of `content/portfolio` and `content/company.json`. */
export const demoContentDir = ".demo-content"

/** Why a build stops: the demo content in a deploying build. */
export const demoDeployProblem = (env: NodeJS.ProcessEnv = process.env): string | null =>
  isDemo(env) && env.SITE_DEPLOY === "1"
    ? `SITE_DEMO=${env.SITE_DEMO} with SITE_DEPLOY=1: the demo content of ${demoFixturesDir} ` +
      "(fictional people, quotes and logos) is never published. Unset SITE_DEMO to deploy."
    : null

/** A `demo` mark is for the fixtures only: in `content/` it would show a real entry as fiction. */
export const demoMarkProblem = (file: string, frontmatter: Record<string, unknown>): string[] =>
  frontmatter.demo === undefined ||
  file.startsWith(`${demoFixturesDir}/`) ||
  file.startsWith(`${demoContentDir}/`)
    ? []
    : [`${file}: frontmatter "demo" marks the fixtures of ${demoFixturesDir} only; remove it`]
