import { type CompanyProfileValues, companyProfileSchema } from '~/domain/company-profile'
import { useAppForm } from '~/ui/app-form'

/** The profile form: the values last saved (kept by the page), the schema on submit, what a submit does. */
export function useCompanyProfileForm(
  defaultValues: CompanyProfileValues,
  onSubmit: (values: CompanyProfileValues, reset: (values: CompanyProfileValues) => void) => Promise<void>,
  onInvalid: () => void,
) {
  return useAppForm({
    defaultValues,
    validators: { onSubmit: companyProfileSchema as never },
    onSubmitInvalid: onInvalid,
    onSubmit: ({ value, formApi }) => onSubmit(value, (values) => formApi.reset(values)),
  })
}
export type CompanyProfileForm = ReturnType<typeof useCompanyProfileForm>
