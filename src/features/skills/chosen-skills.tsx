import { useLingui } from '@lingui/react/macro'
import { X } from 'lucide'
import { useRef } from 'react'
import { css, cx } from 'styled-system/css'
import { SKILL_TYPES, type SkillType } from '~/domain/enums'
import type { ChosenSkill } from '~/domain/skills'
import { SKILL_TYPE_LABELS } from '~/i18n/skill-labels'
import { LineIcon } from '~/ui/line-icon'

const chip = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  pl: '3',
  pr: '1',
  py: '1',
  minH: '10',
  borderRadius: 'full',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.surface',
  fontWeight: '700',
  fontSize: 'sm',
})
/** A skill's type in small bold letters on a pill, hard and soft skills each in their colour. */
const typePill = css({
  borderRadius: 'full',
  fontSize: 'xs',
  fontWeight: '700',
  '&[data-type=hard]': { bg: 'brand.subtle', color: 'fg.brand' },
  '&[data-type=soft]': { bg: 'accent.subtle', color: 'accent.text' },
})
const typeTag = cx(typePill, css({ px: '2', py: '0.5' }))
const typeSelect = cx(
  typePill,
  css({ h: '7', px: '1.5', borderWidth: '1px', borderColor: 'border.default', cursor: 'pointer' }),
)
const removeButton = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'full',
  cursor: 'pointer',
  color: 'fg.muted',
  _hover: { bg: 'bg.subtle', color: 'danger' },
})

/**
 * The chosen skills as chips, in the talent's order. Each says its type: a known skill's type is the
 * catalogue's (a tag); a free skill's is the talent's to choose (a two-option select in the chip, named
 * after the skill). Each chip has a remove button named after its skill.
 */
export function ChosenSkills({
  id,
  skills,
  onChange,
  onRemoved,
}: {
  id: string
  skills: readonly ChosenSkill[]
  onChange: (skills: ChosenSkill[]) => void
  /** Focuses the combobox: where focus goes when the last chip is removed. */
  onRemoved: () => void
}) {
  const { t, i18n } = useLingui()
  const list = useRef<HTMLUListElement>(null)
  if (skills.length === 0) return null
  // The pressed button is gone: focus the chip that took its place (or the one before, or the input).
  const remove = (index: number) => {
    onChange(skills.filter((_, i) => i !== index))
    setTimeout(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button[data-remove]') ?? []
      const next = buttons[index] ?? buttons[index - 1]
      if (next) next.focus()
      else onRemoved()
    })
  }
  const setType = (index: number, type: SkillType) =>
    onChange(skills.map((skill, i) => (i === index ? { ...skill, type } : skill)))
  return (
    <ul
      ref={list}
      id={id}
      aria-label={t`Compétences choisies`}
      className={css({ display: 'flex', flexWrap: 'wrap', gap: '2' })}
    >
      {skills.map(({ skillId, label, type }, index) => (
        <li key={`${skillId ?? 'free'}:${label}`} className={chip}>
          <span>{label}</span>
          {skillId === null ? (
            <select
              aria-label={t`Type de la compétence ${label}`}
              value={type}
              data-type={type}
              onChange={(event) => setType(index, event.target.value as SkillType)}
              className={typeSelect}
            >
              {SKILL_TYPES.map((option) => (
                <option key={option} value={option}>
                  {i18n._(SKILL_TYPE_LABELS[option])}
                </option>
              ))}
            </select>
          ) : (
            <span data-type={type} className={typeTag}>
              {i18n._(SKILL_TYPE_LABELS[type])}
            </span>
          )}
          <button
            type="button"
            data-remove
            aria-label={t`Retirer ${label}`}
            onClick={() => remove(index)}
            className={removeButton}
          >
            <LineIcon icon={X} size={16} aria-hidden="true" />
          </button>
        </li>
      ))}
    </ul>
  )
}
