/**
 * Each collection's content-manager fields, read from its definition by the admin's build
 * (scripts/build-cms.ts), which hands them to the admin as data: the admin's bundle then carries
 * the fields, not the definitions and their schema library.
 */
import { clients, team, testimonials } from "./about"
import { blog } from "./blog"
import { editorFields } from "./define"
import { cmsFields } from "./derive"
import { portfolio } from "./portfolio"
import { pricingShape } from "./pricing"

export const collectionEditorFields = () => ({
  blog: cmsFields(blog),
  portfolio: cmsFields(portfolio),
  team: cmsFields(team),
  testimonials: cmsFields(testimonials),
  clients: cmsFields(clients),
  pricing: editorFields(pricingShape),
})

export type CollectionEditorFields = ReturnType<typeof collectionEditorFields>
