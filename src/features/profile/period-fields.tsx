import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { withFieldGroup } from '~/ui/app-form'

/**
 * When an experience or a training ran (docs/product.md#data, #states): start and end months (YYYY-MM), or still going on.
 * Ticking "ongoing" clears the end month and disables it.
 */
export const PeriodFields = withFieldGroup({
  defaultValues: { startMonth: '', endMonth: '', ongoing: false },
  props: { idPrefix: '', ongoingLabel: '' },
  render: function Period({ group, idPrefix, ongoingLabel }) {
    const { t } = useLingui()
    return (
      <div
        className={grid({
          gap: '4',
          gridTemplateColumns: { base: '1fr', sm: '1fr 1fr' },
          alignItems: 'start',
        })}
      >
        <group.AppField name="startMonth">
          {(field) => (
            <field.TextField
              id={`${idPrefix}-start`}
              type="month"
              label={t`Début (AAAA-MM)`}
              placeholder="2022-09"
              isRequired
            />
          )}
        </group.AppField>
        <group.Subscribe selector={(state) => state.values.ongoing}>
          {(ongoing) => (
            <group.AppField name="endMonth">
              {(field) => (
                <field.TextField
                  id={`${idPrefix}-end`}
                  type="month"
                  label={t`Fin (AAAA-MM)`}
                  placeholder="2024-06"
                  disabled={ongoing}
                />
              )}
            </group.AppField>
          )}
        </group.Subscribe>
        <group.AppField
          name="ongoing"
          listeners={{ onChange: ({ value }) => value && group.setFieldValue('endMonth', '') }}
        >
          {(field) => <field.CheckboxField id={`${idPrefix}-ongoing`} label={ongoingLabel} />}
        </group.AppField>
      </div>
    )
  },
})
