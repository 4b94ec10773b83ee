import type { CreatePagesArgs, GatsbyNode } from "gatsby"
import { routes, routeIds, serviceIds, type ServiceId } from "../routes"
import { languages, type Language } from "../i18n/languages"
import { createPageContext } from "../i18n/page-context"
import { company } from "../config/company"
import { projectSharePage, routeSharePage } from "../features/share-image/pages"
import {
  privacyPolicySlice,
  privacyPolicySliceContext,
  privacyPolicySliceId,
} from "../features/privacy/slice"
import { matchingProjects, proofOf, quotesAbout, quotesNear } from "../features/proof/proof"
import type { ProofEntries } from "../features/proof/collect"
import { readProof } from "../features/proof/read-proof"
import { template, withProofStrings } from "./shared"
import { homePrices } from "../features/pricing/home-prices"
import { pricing } from "../features/pricing/pricing-data"
import { shareImages, type ShareImages } from "./share-images"
import { createBlogListPages, readPosts } from "./blog-pages"
import { createPostPages } from "./post-pages"
import {
  createProjectPages,
  projectCards,
  readProjects,
  type ProjectEntry,
} from "./portfolio-pages"
import { thisSiteProject } from "../features/portfolio/projects"

const isServiceId = (id: string): id is ServiceId => (serviceIds as readonly string[]).includes(id)

/** The privacy policy's body is a slice per language: its text stays out of the page data. */
const createPrivacyPolicySlices = (actions: CreatePagesArgs["actions"]) => {
  for (const language of languages)
    actions.createSlice({
      id: privacyPolicySliceId(language),
      component: template("privacy-policy"),
      context: privacyPolicySliceContext(language),
    })
}

/** Every page of the route table in every language, but the blog's lists. */
const createRoutePages = (
  actions: CreatePagesArgs["actions"],
  projects: readonly ProjectEntry[],
  proof: ProofEntries,
  share: ShareImages
) => {
  const cards = projectCards(projects)
  // The case study of the site itself, where the home page's section on the site points, and the
  // about page's process for its site map.
  const thisSiteStudy = (language: Language) => {
    const study = projects.find(
      project => project.language === language && project.fileName === thisSiteProject
    )
    return study ? { thisSiteStudy: study.path } : {}
  }
  /** The projects the home page shows: the portfolio's first row. */
  const homeProjects = (language: Language) =>
    projects.filter(project => project.language === language).slice(0, 3)
  /**
   * Near a page's call to action: the team on the home page only, and at most two quotes: on a
   * service page those about its own projects first (quotesNear), on the home page those about
   * the projects shown above them (quotesAbout).
   */
  const proofNearAction = (language: Language, home: boolean, service?: ServiceId) =>
    proofOf({
      ...(home && { team: proof.team[language] }),
      testimonials: home
        ? quotesAbout(proof.testimonials[language], homeProjects(language))
        : quotesNear(proof.testimonials[language], service, language, projects),
      clients: proof.clients,
    })

  for (const id of routeIds) {
    const route = routes[id]
    // The blog's lists are created page by page (blog-pages.ts).
    if ("paginated" in route) continue
    for (const language of languages) {
      const pagePath = route[language]
      const isEnglish404 = id === "not-found" && language === "en"
      const nearAction =
        id === "home" || id === "contact" || isServiceId(id)
          ? proofNearAction(language, id === "home", isServiceId(id) ? id : undefined)
          : undefined
      const matching = isServiceId(id) ? matchingProjects(id, language, projects) : []
      const aboutEntries =
        id === "about" &&
        (proof.team[language].length || proof.testimonials[language].length || proof.clients.length)
      actions.createPage({
        path: pagePath,
        // The plugin's own localized 404 gets `/en/en/*`; ours catches every unknown English path.
        matchPath: isEnglish404 ? "/en/*" : undefined,
        component: template(route.template),
        ...(id === "privacy"
          ? { slices: { [privacyPolicySlice]: privacyPolicySliceId(language) } }
          : {}),
        // Only what the template's query and code read: the context travels in the page data.
        context: {
          ...withProofStrings(
            createPageContext({ language, routeId: id }),
            nearAction ||
              matching.length ||
              aboutEntries ||
              // A demo case study's card carries the demo mark.
              ((id === "home" || id === "portfolio") && cards[language].some(card => card.demo)) ||
              // So does the demo's rating, beside the main actions.
              company.rating?.demo
          ),
          shareImage: share.add(routeSharePage(id, language, share.read, company.brand)),
          ...(id === "home"
            ? {
                projects: homeProjects(language).map(project => project.card),
                prices: homePrices(pricing, language),
                ...thisSiteStudy(language),
              }
            : {}),
          // The list's cards without their dark twins: its data holds every project's card, and
          // the budget for 30 (check-build.ts) has no room for a second address on each. The
          // home page's and a service's few cards keep theirs.
          ...(id === "portfolio"
            ? { projects: cards[language].map(({ imageDark: _dark, ...card }) => card) }
            : {}),
          ...(id === "about" ? thisSiteStudy(language) : {}),
          ...(matching.length && { matching }),
          ...(nearAction && { proof: nearAction }),
        },
      })
    }
  }
}

export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  graphql,
  reporter,
  cache,
}) => {
  const share = shareImages()
  const posts = await readPosts({ graphql, reporter })
  if (!posts) return
  const projects = await readProjects({ graphql, reporter })
  if (!projects) return
  const proof = await readProof({ graphql, reporter }, projects, posts)
  if (!proof) return
  createProjectPages(actions, projects, proof, project =>
    share.add(projectSharePage(project, share.read, company.brand))
  )
  createPrivacyPolicySlices(actions)
  createRoutePages(actions, projects, proof, share)
  createBlogListPages(actions, posts, share)
  createPostPages({ actions, reporter }, posts, proof, share)
  await share.publish(cache, reporter)
}

/**
 * gatsby-plugin-react-i18next copies the offline plugin's app shell to /en/; one shell serves
 * every language.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path.startsWith("/en/offline-plugin-app-shell-fallback")) actions.deletePage(page)
}
