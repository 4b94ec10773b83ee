import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { TitledSection } from "../../components/ui/titled-section"
import { fill } from "../../i18n/fill"
import type { Namespaces } from "../../i18n/namespaces"
import type { FaqItem } from "../services/types"
import { actionLink, trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const List = styled.div`
  border-top: 1px solid ${theme.colors.line};

  details {
    border-bottom: 1px solid ${theme.colors.line};
  }
  summary {
    display: flex;
    align-items: center;
    min-height: 3rem;
    padding: ${theme.space[2]} 0;
    font-weight: ${theme.fontWeights.bold};
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  /* A plus that turns into a minus: the row says it opens. */
  summary::after {
    content: "+";
    margin-left: auto;
    padding-left: ${theme.space[4]};
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xl};
    line-height: 1;
    /* The sign sits on the font's maths axis, below the middle of the question's capitals. */
    translate: 0 -0.125em;
  }
  details[open] summary::after {
    content: "−";
  }
  p {
    max-width: ${theme.sizes.measure};
    margin: 0 0 ${theme.space[4]};
    color: ${theme.colors.inkSoft};
  }
`

// A secondary action under the heading: the form, for a question the list does not answer.
const AskLink = styled(Link)`
  ${actionLink}
  margin-top: ${theme.space[3]};
  ${trailingArrow}
`

type ServiceFaqProps = {
  strings: Namespaces["pricing"]
  /** The service's price and duration as the page shows them, for the answers that name them. */
  price: string
  duration: string
  /** The service's own questions, asked first. */
  questions?: readonly FaqItem[]
}

/**
 * The service's own questions, then the usual ones: price, duration, ownership, what the client
 * provides, after launch. The heading beside the questions from laptops up, on the page's grid
 * like the sections around it.
 */
export const ServiceFaq = ({ strings, price, duration, questions = [] }: ServiceFaqProps) => {
  const { language } = usePageContext()
  return (
    <TitledSection
      id="faq-title"
      title={strings.faqTitle}
      lead={strings.faqMore}
      layout="split"
      aside={<AskLink to={localizedPath("contact#form", language)}>{strings.faqAsk}</AskLink>}
    >
      <List>
        {[...questions, ...strings.faq].map(item => (
          <details key={item.question}>
            <summary>{item.question}</summary>
            <p>{fill(item.answer, { price, duration })}</p>
          </details>
        ))}
      </List>
    </TitledSection>
  )
}
