import React, { memo } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { languages, languageStorageKey, type Language } from "../../i18n/languages"
import { counterpartPath } from "../../i18n/paths"
import { writeStorage } from "../../lib/storage"
import { usePageContext } from "./page-context"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

const List = styled.ul`
  display: flex;
  gap: ${theme.space[2]};
  list-style: none;
  margin: 0;
  padding: 0;

  /* In the phone's menu the boxes start where the links' text does, as the contact button. */
  ${media.belowLg} {
    margin-left: ${theme.space[3]};
  }
`

const LangLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 2.75rem;
  min-height: 2.75rem;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.inkSoft};
  text-decoration: none;
  border-radius: ${theme.radii.sm};

  /* The language the page is in reads as selected, a filled segment, not as one more link. */
  &[aria-current="true"] {
    color: ${theme.colors.ink};
    font-weight: ${theme.fontWeights.bold};
    background: ${theme.colors.primarySoft};
  }

  /* In the phone's menu each is a drawn 44 px box, so the target shows its size. */
  ${media.belowLg} {
    border: 1px solid ${theme.colors.lineStrong};
    border-radius: ${theme.radii.control};
  }
`

const rememberLanguage = (language: Language) => writeStorage(languageStorageKey, language)

type LanguageLinksProps = { onNavigate?: () => void }

const LanguageLinksView = ({ onNavigate }: LanguageLinksProps) => {
  const { t } = useTranslation("common")
  const { language, alternates, languageFallback } = usePageContext()
  return (
    <List aria-label={t("nav.languages")}>
      {languages
        .slice()
        .reverse()
        .map(target => (
          <li key={target}>
            <LangLink
              to={counterpartPath(alternates, target, languageFallback)}
              hrefLang={target}
              lang={target}
              aria-current={target === language ? "true" : undefined}
              aria-label={t(`nav.language.${target}`)}
              onClick={() => {
                rememberLanguage(target)
                onNavigate?.()
              }}
            >
              {target.toUpperCase()}
            </LangLink>
          </li>
        ))}
    </List>
  )
}

/**
 * EN and PL: each leads to this page in that language, or to that language's home. Memoised: the
 * menu re-renders when a submenu opens, the language links need not.
 */
export const LanguageLinks = memo(LanguageLinksView)
