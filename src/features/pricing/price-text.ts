import { fill } from "../../i18n/fill"
import type { Language } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import { formatPrice } from "./estimate"

type Strings = Namespaces["pricing"]
type Range = { priceFrom: number; priceTo: number }

/** "od 4 900 zł netto" when the range is one figure, else "4 900 zł – 7 900 zł netto". */
export const priceText = (strings: Strings, range: Range, language: Language): string =>
  range.priceTo <= range.priceFrom
    ? fill(strings.from, { price: formatPrice(range.priceFrom, language) })
    : fill(strings.range, {
        from: formatPrice(range.priceFrom, language),
        to: formatPrice(range.priceTo, language),
      })

/** "od 4 900 zł netto": the starting price alone. */
export const fromText = (strings: Strings, priceFrom: number, language: Language): string =>
  fill(strings.from, { price: formatPrice(priceFrom, language) })

export const monthlyText = (strings: Strings, range: Range, language: Language): string =>
  fill(strings.monthly, {
    from: formatPrice(range.priceFrom, language),
    to: formatPrice(range.priceTo, language),
  })

/** "2–3 tyg.", with no break before the unit. */
export const weeksText = (strings: Strings, range: { weeksFrom: number; weeksTo: number }) =>
  fill(strings.weeks, { from: range.weeksFrom, to: range.weeksTo }).replace(/ /g, "\u00a0")
