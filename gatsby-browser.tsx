import "@fontsource-variable/inter/wght.css"

export { wrapPageElement, wrapRootElement } from "./src/components/root-wrapper"
