import { useLingui } from '@lingui/react/macro'
import { Plus, X } from 'lucide'
import { type ReactNode, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { LANGUAGE_LEVELS, type LanguageLevel } from '~/domain/enums'
import { addLanguage, languagesLeft, MAX_LANGUAGES, type SpokenLanguage } from '~/domain/languages'
import { LANGUAGE_LEVEL_LABELS, languageName } from '~/i18n/skill-labels'
import { useLocale } from '~/i18n/use-locale'
import { button } from '~/ui/button'
import { FieldError, textControl } from '~/ui/form-field'
import { LineIcon } from '~/ui/line-icon'

const row = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr auto', sm: '1fr 14rem auto' },
  alignItems: 'center',
  gap: '2 3',
})
const removeButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '10',
  h: '10',
  borderRadius: 'full',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle', color: 'danger' },
})

export type LanguagesFieldProps = {
  id: string
  label: ReactNode
  value: SpokenLanguage[]
  onChange: (languages: SpokenLanguage[]) => void
  error?: string
}

/**
 * The languages a talent speaks (docs/product.md#data), each with one of four levels. Plain selects and buttons, so it
 * needs no script beyond React and works with any keyboard or screen reader; a language already listed is
 * not offered again. Names come from the platform (`Intl.DisplayNames`) in the page's language.
 */
export function LanguagesField({ id, label, value, onChange, error }: LanguagesFieldProps) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [adding, setAdding] = useState('')
  const [addingLevel, setAddingLevel] = useState<LanguageLevel>('intermediate')
  const addSelect = useRef<HTMLSelectElement>(null)
  const name = (code: string) => languageName(code, locale)
  const left = languagesLeft(value).toSorted((a, b) => name(a).localeCompare(name(b), locale))
  const levelOptions = LANGUAGE_LEVELS.map((level) => (
    <option key={level} value={level}>
      {i18n._(LANGUAGE_LEVEL_LABELS[level])}
    </option>
  ))
  const add = () => {
    if (adding === '') {
      addSelect.current?.focus()
      return
    }
    onChange(addLanguage(value, { language: adding, level: addingLevel }))
    setAdding('')
    addSelect.current?.focus()
  }
  const remove = (index: number) => {
    onChange(value.filter((_, i) => i !== index))
    addSelect.current?.focus()
  }
  return (
    <fieldset
      aria-describedby={error ? `${id}-error` : undefined}
      className={css({ display: 'grid', gap: '3' })}
    >
      <legend className={css({ fontWeight: '700', mb: '1.5' })}>{label}</legend>
      {value.length > 0 && (
        <ul id={`${id}-list`} className={css({ display: 'grid', gap: '2' })}>
          {value.map(({ language, level }, index) => {
            const languageLabel = name(language)
            return (
              <li key={language} className={row}>
                <span className={css({ fontWeight: '600' })}>{languageLabel}</span>
                <select
                  aria-label={t`Niveau : ${languageLabel}`}
                  value={level}
                  onChange={(event) =>
                    onChange(
                      value.map((other, i) =>
                        i === index ? { ...other, level: event.target.value as LanguageLevel } : other,
                      ),
                    )
                  }
                  className={cx(textControl, css({ gridColumn: { base: '1', sm: 'auto' } }))}
                >
                  {levelOptions}
                </select>
                <button
                  type="button"
                  aria-label={t`Retirer ${languageLabel}`}
                  onClick={() => remove(index)}
                  className={cx(
                    removeButton,
                    css({
                      gridRow: { base: '1 / span 2', sm: 'auto' },
                      gridColumn: { base: '2', sm: 'auto' },
                    }),
                  )}
                >
                  <LineIcon icon={X} size={18} aria-hidden="true" />
                </button>
              </li>
            )
          })}
        </ul>
      )}
      {value.length < MAX_LANGUAGES && (
        <div className={row}>
          <select
            ref={addSelect}
            id={`${id}-add`}
            aria-label={t`Langue à ajouter`}
            value={adding}
            onChange={(event) => setAdding(event.target.value)}
            className={textControl}
          >
            <option value="">{t`Choisir une langue`}</option>
            {left.map((code) => (
              <option key={code} value={code}>
                {name(code)}
              </option>
            ))}
          </select>
          <select
            aria-label={t`Niveau de la langue à ajouter`}
            value={addingLevel}
            onChange={(event) => setAddingLevel(event.target.value as LanguageLevel)}
            className={cx(textControl, css({ gridColumn: { base: '1', sm: 'auto' } }))}
          >
            {levelOptions}
          </select>
          <button
            type="button"
            onClick={add}
            className={cx(
              button({ variant: 'outline', size: 'md' }),
              css({ gridRow: { base: '1 / span 2', sm: 'auto' }, gridColumn: { base: '2', sm: 'auto' } }),
            )}
          >
            <LineIcon icon={Plus} size={18} aria-hidden="true" />
            {t`Ajouter`}
          </button>
        </div>
      )}
      <FieldError id={id} error={error} />
    </fieldset>
  )
}
