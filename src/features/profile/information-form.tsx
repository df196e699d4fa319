import { useLingui } from '@lingui/react/macro'
import { grid } from 'styled-system/patterns'
import { AVAILABILITIES, GENDERS } from '~/domain/enums'
import { ConfirmAddressNotice } from '~/features/auth/confirm-address-notice'
import { useAuthUser } from '~/features/auth/use-auth'
import { uploadOnDemand } from '~/features/uploads/upload-on-demand'
import { AVAILABILITY_LABELS, GENDER_LABELS } from '~/i18n/profile-labels'
import { FormElement, SubmitButton } from '~/ui/app-form'
import type { ProfileView } from './profile.model'
import { SaveResultMessage, saveButton, useProfileForm } from './section-form'

const uploadPicture = uploadOnDemand('avatar')
const uploadCv = uploadOnDemand('cv')

const twoColumns = grid({ gap: '4', gridTemplateColumns: { base: '1fr', md: '1fr 1fr' } })

/** Information (docs/product.md#data candidate profile): who she is, how to reach her, whether she is looking. */
export function InformationForm({ profile }: { profile: ProfileView }) {
  const { t } = useLingui()
  const { form, result } = useProfileForm('information', profile)
  const user = useAuthUser()
  return (
    <FormElement form={form} aria-label={t`Informations`} className={grid({ gap: '4' })}>
      <SaveResultMessage result={result} />
      <form.AppField name="profileTitle">
        {(field) => (
          <field.TextField
            id="information-profile-title"
            label={t`Titre du profil`}
            help={t`Par exemple : Chargée de projet énergie citoyenne`}
          />
        )}
      </form.AppField>
      <div className={twoColumns}>
        <form.AppField name="firstName">
          {(field) => <field.FirstNameField id="information-first-name" />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.LastNameField id="information-last-name" />}
        </form.AppField>
        <form.AppField name="email">{(field) => <field.EmailField id="information-email" />}</form.AppField>
        <form.AppField name="phone">
          {(field) => (
            <field.TextField
              id="information-phone"
              type="tel"
              label={t`Téléphone`}
              autoComplete="tel"
              help={t`Sans espaces, par exemple +32470123456.`}
            />
          )}
        </form.AppField>
        <form.AppField name="birthdate">
          {(field) => (
            <field.TextField
              id="information-birthdate"
              type="date"
              label={t`Date de naissance`}
              autoComplete="bday"
            />
          )}
        </form.AppField>
        <form.AppField name="city">
          {(field) => (
            <field.TextField id="information-city" label={t`Ville`} autoComplete="address-level2" />
          )}
        </form.AppField>
        <form.AppField name="gender">
          {(field) => (
            <field.EnumSelectField
              id="information-gender"
              label={t`Genre`}
              values={GENDERS}
              labels={GENDER_LABELS}
              empty={t`Ne pas préciser`}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="picture">
        {(field) => (
          <field.FileField
            id="information-picture"
            label={t`Photo de profil`}
            family="image"
            upload={uploadPicture}
          />
        )}
      </form.AppField>
      <div className={twoColumns}>
        <form.AppField name="website">
          {(field) => (
            <field.TextField id="information-website" type="url" label={t`Site web`} placeholder="https://" />
          )}
        </form.AppField>
        <form.AppField name="linkedinUrl">
          {(field) => (
            <field.TextField
              id="information-linkedin"
              type="url"
              label={t`Profil LinkedIn`}
              placeholder="https://www.linkedin.com/in/"
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="cv">
        {(field) => (
          <field.FileField
            id="information-cv"
            label={t`CV (PDF)`}
            family="pdf"
            fileName={profile.cvName}
            upload={uploadCv}
          />
        )}
      </form.AppField>
      <div className={twoColumns}>
        <form.AppField name="availability">
          {(field) => (
            <field.EnumSelectField
              id="information-availability"
              label={t`Disponibilité`}
              values={AVAILABILITIES}
              labels={AVAILABILITY_LABELS}
              empty={t`Choisir`}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="openToContact">
        {(field) => (
          <>
            <field.CheckboxField
              id="information-open-to-contact"
              label={t`J'accepte que des recruteurs me contactent à propos d'offres qui me correspondent.`}
            />
            {field.state.value && user && !user.emailVerified && (
              <ConfirmAddressNotice action="library" email={user.email} />
            )}
          </>
        )}
      </form.AppField>
      <SubmitButton variant="brand" className={saveButton}>{t`Enregistrer`}</SubmitButton>
    </FormElement>
  )
}
