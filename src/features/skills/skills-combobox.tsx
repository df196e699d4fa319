import * as Ariakit from '@ariakit/react'
import { msg, plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { Plus } from 'lucide'
import { useEffect, useRef, useState } from 'react'
import { css, cx } from 'styled-system/css'
import { SKILLS_BLUR_CLOSE_MS, SKILLS_DEBOUNCE_MS, SKILLS_SUGGESTIONS } from '~/domain/constants'
import {
  addSkill,
  type ChosenSkill,
  excludeChosen,
  freeSkill,
  fromSuggestion,
  isChosen,
  skillKey,
} from '~/domain/skills'
import { SKILL_TYPE_LABELS } from '~/i18n/skill-labels'
import { useLocale } from '~/i18n/use-locale'
import { textControl } from '~/ui/form-field'
import { LineIcon } from '~/ui/line-icon'
import { menuItem, menuPopover } from '~/ui/menu'
import { useSettled } from '~/ui/use-settled'
import { skillSearchQuery, suggestedSkillsQuery } from './skills.queries'

const statusLine = css({ textStyle: 'meta', mt: '1.5', minH: '5' })

/** The autocomplete of `SkillsField` (Ariakit), on its own chunk. */
export default function SkillsCombobox({
  inputId,
  chosen,
  onChange,
  onBlur,
  describedBy,
  invalid,
  disabled,
}: {
  inputId: string
  chosen: ChosenSkill[]
  onChange: (skills: ChosenSkill[]) => void
  onBlur?: () => void
  describedBy: string
  invalid: boolean
  disabled: boolean
}) {
  const { t, i18n } = useLingui()
  const locale = useLocale()
  const [text, setText] = useState('')
  const [open, setOpen] = useState(false)
  // Enter pressed before the matches of what is typed arrived: pick once they are there.
  const [enterWaiting, setEnterWaiting] = useState(false)
  const closeTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
  const typed = text.trim()
  const [query, settleNow] = useSettled(typed, SKILLS_DEBOUNCE_MS)
  const suggested = useQuery(suggestedSkillsQuery(locale))
  const search = useQuery({ ...skillSearchQuery(locale, query), enabled: query !== '' })
  const waiting = typed !== '' && (typed !== query || search.isPending)
  // Never the matches of an earlier text: they would let Enter pick something the talent did not ask for.
  const source = typed === '' ? suggested.data : waiting ? undefined : search.data
  const options = excludeChosen(source ?? [], chosen, SKILLS_SUGGESTIONS)
  const typedSkill = typed !== '' && !waiting ? freeSkill(typed) : null
  const alreadyChosen = typedSkill !== null && isChosen(chosen, typedSkill)
  const offerFree =
    typedSkill !== null &&
    !alreadyChosen &&
    !options.some((option) => skillKey(option.label) === skillKey(typedSkill.label))

  const store = Ariakit.useComboboxStore({
    value: text,
    setValue: (value) => {
      setText(value)
      setEnterWaiting(false)
    },
    open: open && (options.length > 0 || offerFree),
    setOpen,
  })

  const choose = (skill: ChosenSkill) => {
    onChange(addSkill(chosen, skill))
    setText('')
    setOpen(false)
  }
  // docs/product.md#input-rules: Enter selects the first suggestion; with none, the typed text becomes a free skill.
  const pickFirst = () => {
    const [first] = options
    if (first) choose(fromSuggestion(first))
    else if (offerFree && typedSkill) choose(typedSkill)
  }
  useEffect(() => {
    if (!enterWaiting || waiting) return
    setEnterWaiting(false)
    pickFirst()
  })

  const status = (() => {
    if (typed === '') return ''
    if (waiting) return t`Recherche de compétences…`
    if (alreadyChosen) return t`« ${typed} » fait déjà partie de vos compétences.`
    if (search.isError)
      return t`Les suggestions ne sont pas disponibles : Entrée ajoute votre texte tel quel.`
    if (options.length === 0) return t`Aucune compétence connue ne correspond : Entrée ajoute « ${typed} ».`
    return i18n._(msg`${plural(options.length, { one: '# suggestion', other: '# suggestions' })}`)
  })()

  return (
    <>
      <Ariakit.Combobox
        store={store}
        id={inputId}
        autoSelect
        disabled={disabled}
        placeholder={t`Ex. : gestion de projet, Excel, écoute active`}
        aria-describedby={`${describedBy} ${inputId}-status`}
        aria-invalid={invalid || undefined}
        className={textControl}
        onFocus={() => clearTimeout(closeTimer.current)}
        onBlur={() => {
          // docs/product.md#limits: the list stays 200 ms after the input loses focus (a click on it still lands).
          closeTimer.current = setTimeout(() => setOpen(false), SKILLS_BLUR_CLOSE_MS)
          onBlur?.()
        }}
        onKeyDown={(event) => {
          if (event.key !== 'Enter' || event.nativeEvent.isComposing || typed === '') return
          const state = store.getState()
          // An item is highlighted (the first one, or one reached with the arrows): Ariakit picks it.
          if (state.open && state.activeId && !waiting) return
          event.preventDefault()
          if (waiting) {
            settleNow()
            setEnterWaiting(true)
          } else pickFirst()
        }}
      />
      <p id={`${inputId}-status`} role="status" className={statusLine}>
        {status}
      </p>
      <Ariakit.ComboboxPopover
        store={store}
        gutter={4}
        sameWidth
        hideOnInteractOutside={false}
        aria-label={t`Suggestions de compétences`}
        className={cx(menuPopover, css({ maxH: '72', overflowY: 'auto' }))}
      >
        {options.map((option) => (
          <Ariakit.ComboboxItem
            key={option._id}
            value={option.label}
            setValueOnClick={false}
            onClick={() => choose(fromSuggestion(option))}
            className={cx(menuItem, css({ justifyContent: 'space-between' }))}
          >
            {option.label}
            <span className={css({ textStyle: 'meta' })}>{i18n._(SKILL_TYPE_LABELS[option.type])}</span>
          </Ariakit.ComboboxItem>
        ))}
        {offerFree && typedSkill && <FreeSkillItem skill={typedSkill} onChoose={choose} />}
      </Ariakit.ComboboxPopover>
    </>
  )
}

/** The last item while typing: the text itself, as a free skill. */
function FreeSkillItem({ skill, onChoose }: { skill: ChosenSkill; onChoose: (skill: ChosenSkill) => void }) {
  const { t } = useLingui()
  const label = skill.label
  return (
    <Ariakit.ComboboxItem
      value={label}
      setValueOnClick={false}
      onClick={() => onChoose(skill)}
      className={menuItem}
    >
      <LineIcon icon={Plus} size={16} aria-hidden="true" />
      {t`Ajouter « ${label} »`}
    </Ariakit.ComboboxItem>
  )
}
