/** Checks one portfolio project's frontmatter; each problem names the file and the field. */
export const validateProject = (file: string, frontmatter: Record<string, unknown>): string[] => {
  const problems: string[] = []
  for (const field of ["name", "client", "summary", "image", "imageAlt"]) {
    const value = frontmatter[field]
    if (typeof value !== "string" || value.trim() === "")
      problems.push(`${file}: frontmatter "${field}" is missing or empty`)
  }
  const technologies = frontmatter.technologies
  if (
    !Array.isArray(technologies) ||
    technologies.length === 0 ||
    technologies.some(item => typeof item !== "string" || item.trim() === "")
  )
    problems.push(`${file}: frontmatter "technologies" must be a non-empty list of names`)
  if (!Number.isInteger(frontmatter.order))
    problems.push(`${file}: frontmatter "order" must be a whole number`)
  return problems
}
