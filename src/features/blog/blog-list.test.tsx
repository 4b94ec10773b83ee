// @vitest-environment jsdom
import React from "react"
import { screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { describe, expect, it } from "vitest"
import { renderToStaticMarkup } from "react-dom/server"
import BlogPage, { Head } from "../../templates/blog"
import { absoluteUrl } from "../../config/site"
import { createPageContext } from "../../i18n/page-context"
import { pageLocales, renderPage } from "../../test/render"
import { hrefOf } from "../../test/queries"
import type { Language } from "../../i18n/languages"
import type { BlogCategory } from "../../routes"
import { PostCard, type PostCardData } from "./post-card"
import { typeset } from "../../i18n/typeset"

const card: PostCardData = {
  fields: { path: "/en/blog/websites/types-of-websites/", category: "websites" },
  frontmatter: {
    title: "Types of websites",
    description: "A guide to kinds of sites",
    picture: null,
    date: "2025-04-08",
    displayDate: "8 April 2025",
  },
  wordCount: { words: 1300 },
}

/** The blog page: all posts, or one category's. */
const renderBlog = (
  language: Language,
  {
    posts = [],
    category = null,
    page = 1,
    pageCount = 1,
  }: {
    posts?: PostCardData[]
    category?: BlogCategory | null
    page?: number
    pageCount?: number
  } = {}
) => {
  const routeId = category ? (`blog-${category}` as const) : "blog"
  const pageContext = { ...createPageContext({ language, routeId }), category, page, pageCount }
  const props = {
    data: { posts: { nodes: posts }, locales: pageLocales(pageContext) },
    pageContext,
  } as unknown as PageProps<Queries.BlogPageQuery, typeof pageContext>
  return renderPage(<BlogPage {...props} />, { language, pageContext })
}

describe("BlogPage", () => {
  it("shows the empty state in English", () => {
    renderBlog("en")
    expect(screen.getByText("No posts available")).toBeInTheDocument()
  })

  it("shows the empty state and the title in Polish", () => {
    renderBlog("pl")
    expect(screen.getByText("Brak wpisów :(")).toBeInTheDocument()
    expect(
      screen.getByRole("heading", {
        level: 1,
        name: typeset("Web Development i UX/UI: Porady, Trendy i Inspiracje"),
      })
    ).toBeInTheDocument()
  })

  it("lists post cards and the category navigation", () => {
    renderBlog("en", { posts: [card] })
    expect(hrefOf("Types of websites")).toBe("/en/blog/websites/types-of-websites/")
    expect(screen.getByRole("link", { name: "All posts" })).toHaveAttribute("aria-current", "page")
    expect(screen.queryByText("No posts available")).not.toBeInTheDocument()
  })
})

describe("PostCard", () => {
  it("shows category label, date, reading time and excerpt in English", () => {
    renderPage(<PostCard post={card} />, { language: "en" })
    expect(screen.getByText("Category: Websites")).toBeInTheDocument()
    expect(screen.getByText("8 April 2025")).toHaveAttribute("datetime", "2025-04-08")
    expect(screen.getByText("7 min read")).toBeInTheDocument()
    expect(screen.getByText("A guide to kinds of sites")).toBeInTheDocument()
  })

  it("speaks Polish", () => {
    renderPage(
      <PostCard
        post={{ ...card, frontmatter: { ...card.frontmatter!, displayDate: "8 kwietnia 2025" } }}
      />,
      { language: "pl" }
    )
    expect(screen.getByText("Kategoria: Strony internetowe")).toBeInTheDocument()
    expect(screen.getByText("8 kwietnia 2025")).toBeInTheDocument()
    expect(screen.getByText("7 min czytania")).toBeInTheDocument()
  })

  it.each([
    [null, "websites"],
    ["speed", "speed"],
    // A name the build would have refused falls back to the category's picture.
    ["nope", "websites"],
  ])("opens on the picture the post names (%s), else on its category's", (picture, shown) => {
    const { container } = renderPage(
      <PostCard post={{ ...card, frontmatter: { ...card.frontmatter!, picture } }} />
    )
    expect(container.querySelector("[data-post-art]")).toHaveAttribute("data-post-art", shown)
  })
})

describe("a category page", () => {
  it("introduces the topic, links to its services and says when it has no posts", () => {
    renderBlog("en", { category: "apps" })
    const intro = screen.getByRole("region", {
      name: typeset("Web applications: when a website is no longer enough"),
    })
    // Its text, however long: the content lint holds the amount (scripts/content-lint/amounts.ts).
    expect(intro.querySelectorAll("p").length).toBeGreaterThan(0)
    const services = screen.getByRole("region", { name: "Services related to this topic" })
    expect(hrefOf("Web applications", services)).toBe("/en/services/web-applications/")
    expect(screen.getByText("No posts available")).toBeInTheDocument()
  })

  it("does the same in Polish", () => {
    renderBlog("pl", { category: "web-design" })
    expect(
      screen.getByRole("heading", {
        level: 2,
        name: "Projektowanie stron, które prowadzi do działania",
      })
    ).toBeInTheDocument()
    const services = screen.getByRole("region", { name: typeset("Usługi związane z tym tematem") })
    expect(hrefOf("Landing page", services)).toBe("/uslugi/strony-internetowe/landing-page")
    expect(screen.getByText("Brak wpisów :(")).toBeInTheDocument()
  })

  it("is not on the list of all posts", () => {
    renderBlog("en")
    expect(screen.queryByRole("region", { name: "Services related to this topic" })).toBeNull()
  })
})

describe("a blog list of several pages", () => {
  const pagination = (name: string) => screen.getByRole("navigation", { name })

  it("leads to the previous and next pages and marks the current one, in English", () => {
    renderBlog("en", { posts: [card], page: 2, pageCount: 3 })
    const nav = pagination("Pages of the list")
    expect(hrefOf("Previous page", nav)).toBe("/en/blog/")
    expect(screen.getByRole("link", { name: "Previous page" })).toHaveAttribute("rel", "prev")
    expect(hrefOf("Next page", nav)).toBe("/en/blog/page/3/")
    expect(screen.getByRole("link", { name: "Next page" })).toHaveAttribute("rel", "next")
    expect(screen.getByRole("link", { name: "Page 2" })).toHaveAttribute("aria-current", "page")
    expect(hrefOf("Page 1", nav)).toBe("/en/blog/")
    expect(screen.getByRole("link", { name: "Page 1" })).not.toHaveAttribute("aria-current")
  })

  it("pages through a Polish category at its Polish addresses", () => {
    renderBlog("pl", { posts: [card], category: "apps", page: 1, pageCount: 2 })
    const nav = pagination("Strony listy wpisów")
    expect(screen.queryByRole("link", { name: "Poprzednia strona" })).not.toBeInTheDocument()
    expect(hrefOf("Następna strona", nav)).toBe("/blog/aplikacje/strona/2")
    expect(hrefOf("Strona 2", nav)).toBe("/blog/aplikacje/strona/2")
    expect(screen.getByRole("link", { name: "Strona 1" })).toHaveAttribute("aria-current", "page")
  })

  it("shows no page links on a list of one page", () => {
    renderBlog("en", { posts: [card] })
    expect(screen.queryByRole("navigation", { name: "Pages of the list" })).not.toBeInTheDocument()
    expect(document.querySelector("a[rel=prev], a[rel=next]")).toBeNull()
  })
})

describe("the head of a later blog page", () => {
  /** Page `page` of `pageCount` of the English list, paired as planListPages pairs it. */
  const headOf = (page: number, pageCount: number, alternates: Record<string, string>) => {
    const pageContext = {
      ...createPageContext({
        language: "en",
        routeId: "blog",
        listPage: { pagePath: alternates.en, alternates },
      }),
      category: null,
      page,
      pageCount,
    }
    const props = {
      data: { locales: pageLocales(pageContext) },
      pageContext,
    } as unknown as Parameters<typeof Head>[0]
    const container = document.createElement("div")
    container.innerHTML = renderToStaticMarkup(<Head {...props} />)
    return container
  }
  const hrefs = (head: HTMLElement, selector: string) =>
    [...head.querySelectorAll(selector)].map(link => link.getAttribute("href"))

  it("names its own address as canonical, its neighbours as prev and next, and its page", () => {
    const head = headOf(2, 3, { pl: "/blog/strona/2", en: "/en/blog/page/2/" })
    expect(hrefs(head, 'link[rel="canonical"]')).toEqual([absoluteUrl("/en/blog/page/2/")])
    expect(hrefs(head, 'link[rel="prev"]')).toEqual([absoluteUrl("/en/blog/")])
    expect(hrefs(head, 'link[rel="next"]')).toEqual([absoluteUrl("/en/blog/page/3/")])
    expect(hrefs(head, 'link[hreflang="pl"]')).toEqual([absoluteUrl("/blog/strona/2")])
    expect(head.querySelector("title")?.textContent).toMatch(/, page 2 \| /)
  })

  it("gives the last page no next link and no hreflang for a language without it", () => {
    const head = headOf(3, 3, { en: "/en/blog/page/3/" })
    expect(hrefs(head, 'link[rel="next"]')).toEqual([])
    expect(hrefs(head, 'link[rel="prev"]')).toEqual([absoluteUrl("/en/blog/page/2/")])
    expect(hrefs(head, 'link[rel="alternate"]')).toEqual([absoluteUrl("/en/blog/page/3/")])
  })
})
