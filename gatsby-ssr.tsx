export { wrapPageElement, wrapRootElement } from "./src/components/root-wrapper"
