import { describe, expect, it } from "vitest"
import { plainText, typeset, typesetHtml } from "./typeset"

const shown = (text: string) => text.replace(/\u00a0/g, "~")

describe("typeset", () => {
  it("holds a one-letter word to the next word and a dash to the word before it", () => {
    expect(shown(typeset("Masz projekt, o którym warto porozmawiać?"))).toBe(
      "Masz projekt, o~którym warto porozmawiać?"
    )
    expect(shown(typeset("Have a project in mind?"))).toBe("Have a~project in mind?")
    expect(shown(typeset("Strona firmowa – projekt i CMS"))).toBe("Strona firmowa~– projekt i~CMS")
  })

  it("holds a legal or address abbreviation to what it names", () => {
    expect(shown(typeset("(art. 6 ust. 1 lit. b RODO), ul. Stawki 2"))).toBe(
      "(art.~6 ust.~1 lit.~b~RODO), ul.~Stawki 2"
    )
    expect(shown(typeset("Art. 6(1)(b) GDPR; a partial answer."))).toBe(
      "Art.~6(1)(b) GDPR; a~partial answer."
    )
  })

  it("holds each of several one-letter words in a row", () => {
    expect(shown(typeset("Portfolio i w ogóle"))).toBe("Portfolio i~w~ogóle")
    expect(shown(typeset("A i B"))).toBe("A~i~B")
  })

  it("makes apostrophes and single quotes typographic", () => {
    expect(typeset("A company's site and its clients' data")).toBe(
      "A\u00a0company’s site and its clients’ data"
    )
    expect(typeset("searches like 'service + city'.")).toBe("searches like ‘service + city’.")
  })

  it("gives straight double quotes the language's own shape, and leaves them without a language", () => {
    expect(typeset('"We need a website" is where it starts', "en")).toBe(
      "“We need a\u00a0website” is where it starts"
    )
    expect(typeset('Kliknij "Wyślij" (przycisk "OK").', "pl")).toBe(
      "Kliknij „Wyślij” (przycisk „OK”)."
    )
    expect(typeset('press "Send"')).toBe('press "Send"')
  })

  it("leaves longer words, a letter inside a word and typeset text as they are", () => {
    expect(typeset("Strony internetowe, które sprzedają")).toBe(
      "Strony internetowe, które sprzedają"
    )
    expect(typeset("UX/UI design")).toBe("UX/UI design")
    const once = typeset("Porady i inspiracje w praktyce")
    expect(typeset(once)).toBe(once)
  })
})

describe("plainText", () => {
  it("gives typeset words their spaces back and leaves a number's alone", () => {
    const price = "7\u00a0500\u00a0zł, PLN\u00a07,500"
    expect(plainText(`${typeset("Duży – wiele stron i funkcji")}: ${price}`)).toBe(
      `Duży – wiele stron i funkcji: ${price}`
    )
  })
})

describe("typesetHtml", () => {
  it("gives the quotes between tags the language's shape", () => {
    expect(typesetHtml('<p>"<em>We</em> need it," they say.</p>', "en")).toBe(
      "<p>“<em>We</em> need it,” they say.</p>"
    )
  })

  it("typesets the text between tags and leaves tags, attributes and code alone", () => {
    const html =
      '<p>Dostępność w <a href="/a b" title="x w y">praktyce</a> i <code>a = b</code> w kodzie</p>\n' +
      "<pre><code>let a = 1\nif a in b</code></pre>"
    expect(shown(typesetHtml(html))).toBe(
      '<p>Dostępność w~<a href="/a b" title="x w y">praktyce</a> i~<code>a = b</code> w~kodzie</p>\n' +
        "<pre><code>let a = 1\nif a in b</code></pre>"
    )
  })
})
