import "@fontsource-variable/inter/wght.css"
import type { GatsbyBrowser } from "gatsby"

export { wrapPageElement, wrapRootElement } from "./src/components/root-wrapper"

/** Marks the page as interactive, so end-to-end tests act only once React is in charge. */
export const onInitialClientRender: GatsbyBrowser["onInitialClientRender"] = () => {
  document.documentElement.dataset.hydrated = "true"
}
