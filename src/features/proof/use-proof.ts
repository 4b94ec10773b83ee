import { usePageContext } from "../../components/layout/page-context"
import type { ProjectCardData } from "../portfolio/projects"
import type { Proof } from "./proof"

/** What gatsby-node adds to a page's context for proof, each only when there are entries. */
export type ProofContext = { proof?: Proof; matching?: ProjectCardData[] }

/** The page's proof, from its context: a component needs no props to show it. */
export const useProof = (): ProofContext => usePageContext() as ProofContext
