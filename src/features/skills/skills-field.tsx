import { useLingui } from '@lingui/react/macro'
import { type ReactNode, Suspense, useEffect, useState } from 'react'
import { css } from 'styled-system/css'
import type { ChosenSkill } from '~/domain/skills'
import { MAX_SKILLS } from '~/domain/skills'
import { FieldError, FieldLabel, helpText, textControl } from '~/ui/form-field'
import { lazyWithPreload } from '~/ui/lazy'
import { ChosenSkills } from './chosen-skills'

/** The autocomplete (Ariakit): fetched once the page shows a skills field, not with the page. */
const LazySkillsCombobox = lazyWithPreload(() => import('./skills-combobox'))

export type SkillsFieldProps = {
  id: string
  label: ReactNode
  value: ChosenSkill[]
  onChange: (skills: ChosenSkill[]) => void
  onBlur?: () => void
  error?: string
}

/**
 * The skills of a profile (docs/product.md#data, #input-rules, #limits): chosen skills as chips (hard or soft, removable) and an
 * autocomplete to add more: suggested skills while nothing is typed, then the catalogue's matches 500 ms
 * after typing stops (15 at most, chosen ones left out). Enter picks the first suggestion, or adds the
 * typed text as a free skill when nothing matches; the list closes 200 ms after the input loses focus.
 */
export function SkillsField({ id, label, value, onChange, onBlur, error }: SkillsFieldProps) {
  const { t } = useLingui()
  const [mounted, setMounted] = useState(false)
  useEffect(() => setMounted(true), [])
  const inputId = `${id}-input`
  const full = value.length >= MAX_SKILLS
  const describedBy = [error ? `${id}-error` : null, `${id}-help`].filter(Boolean).join(' ')
  const focusInput = () => document.getElementById(inputId)?.focus()
  const placeholder = <input id={inputId} readOnly aria-describedby={describedBy} className={textControl} />
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      <div>
        <FieldLabel htmlFor={inputId} isRequired={false}>
          {label}
        </FieldLabel>
        {mounted ? (
          <Suspense fallback={placeholder}>
            <LazySkillsCombobox
              inputId={inputId}
              chosen={value}
              onChange={onChange}
              onBlur={onBlur}
              describedBy={describedBy}
              invalid={Boolean(error)}
              disabled={full}
            />
          </Suspense>
        ) : (
          placeholder
        )}
        <FieldError id={id} error={error} />
        <p id={`${id}-help`} className={helpText}>
          {full
            ? t`Vous avez choisi ${MAX_SKILLS} compétences, le maximum : retirez-en une pour en ajouter une autre.`
            : t`Tapez une compétence puis Entrée pour choisir la première suggestion ; si aucune ne convient, votre texte est ajouté tel quel. Flèche bas pour parcourir les suggestions.`}
        </p>
      </div>
      <ChosenSkills id={`${id}-chosen`} skills={value} onChange={onChange} onRemoved={focusInput} />
    </div>
  )
}
