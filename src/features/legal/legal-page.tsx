import { useLingui } from '@lingui/react/macro'
import { css } from 'styled-system/css'
import { Container } from '~/ui/container'
import { LEGAL_DOCUMENTS } from './legal-content'
import type { LegalPageName } from './legal-heads'

/** A legal page: title, introduction, numbered sections. */
export function LegalPage({ name }: { name: LegalPageName }) {
  const { i18n } = useLingui()
  const document = LEGAL_DOCUMENTS[name]
  return (
    <Container className={css({ py: { base: '8', md: '14' } })}>
      <article className={css({ maxW: '760px', mx: 'auto' })}>
        <h1 className={css({ textStyle: 'pageTitle' })}>{i18n._(document.title)}</h1>
        <p className={css({ textStyle: 'lead', mt: '3' })}>{i18n._(document.intro)}</p>
        {document.sections.map((section, index) => (
          <section key={section.heading.id} className={css({ mt: '8' })}>
            <h2 className={css({ textStyle: 'heading', mb: '3' })}>
              {index + 1}. {i18n._(section.heading)}
            </h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.id} className={css({ mb: '3', lineHeight: '1.7' })}>
                {i18n._(paragraph)}
              </p>
            ))}
          </section>
        ))}
      </article>
    </Container>
  )
}
