import { useLingui } from '@lingui/react/macro'
import { css, cx } from 'styled-system/css'
import { grid } from 'styled-system/patterns'
import {
  emptyTile,
  PROFILE_PICTURES,
  type ProfilePicture,
  TEAM_GALLERY_MAX,
  TILE_COUNTS,
} from '~/domain/company-profile'
import type { ContentLanguage } from '~/domain/enums'
import { uploadOnDemand } from '~/features/uploads/upload-on-demand'
import { button } from '~/ui/button'
import { EntryList } from '~/ui/entry-list'
import { FileField } from '~/ui/file-field'
import { ResizedImage } from '~/ui/resized-image'
import type { CompanyProfileForm } from './company-profile-form'

const uploadLogo = uploadOnDemand('logo')
const uploadBanner = uploadOnDemand('banner')
const uploadImage = uploadOnDemand('image')
const uploaderOf = (picture: ProfilePicture) =>
  picture === 'logo' ? uploadLogo : picture === 'banner' ? uploadBanner : uploadImage
const pair = grid({ gap: '4', columns: { base: 1, md: 2 } })

/** The profile's pictures, each where the public page shows it, and the team gallery. */
export function PictureFields({ form }: { form: CompanyProfileForm }) {
  const { t } = useLingui()
  const labels: Record<ProfilePicture, string> = {
    logo: t`Logo (carré, au moins 400 × 400 px)`,
    banner: t`Bannière (large, au moins 1600 × 600 px)`,
    image: t`Image de présentation`,
    videoOverlay: t`Image affichée avant la vidéo de présentation`,
    teamImage: t`Photo de l'équipe`,
    teamVideoOverlay: t`Image affichée avant la vidéo de l'équipe`,
    supportImage: t`Image de « Ce que nous soutenons »`,
  }
  return (
    <>
      <div className={pair}>
        {PROFILE_PICTURES.map((picture) => (
          <form.AppField key={picture} name={`pictures.${picture}`}>
            {(field) => (
              <field.FileField
                id={`profile-picture-${picture}`}
                label={labels[picture]}
                family="image"
                upload={uploaderOf(picture)}
              />
            )}
          </form.AppField>
        ))}
      </div>
      <TeamGalleryField form={form} />
    </>
  )
}

/** Up to a dozen photos: each removable, the next one added by choosing a file. */
function TeamGalleryField({ form }: { form: CompanyProfileForm }) {
  const { t } = useLingui()
  return (
    <form.AppField name="teamGallery" mode="array">
      {(list) => {
        const photos = list.state.value
        return (
          <fieldset className={grid({ gap: '3' })}>
            <legend className={css({ fontWeight: '700', mb: '1.5' })}>
              {t`Galerie de l'équipe (${TEAM_GALLERY_MAX} photos au plus)`}
            </legend>
            {photos.length > 0 && (
              <ul className={css({ display: 'flex', flexWrap: 'wrap', gap: '3' })}>
                {photos.map((location, index) => (
                  <li key={location} className={grid({ gap: '1.5', justifyItems: 'start' })}>
                    <ResizedImage
                      src={location}
                      alt={t`Photo ${index + 1} de la galerie`}
                      width={96}
                      height={96}
                      crop={{ width: 1, height: 1 }}
                      className={css({ borderRadius: 'control' })}
                    />
                    <button
                      type="button"
                      className={cx(button({ variant: 'ghost', size: 'sm' }))}
                      onClick={() => list.removeValue(index)}
                    >
                      {t`Retirer la photo ${index + 1}`}
                    </button>
                  </li>
                ))}
              </ul>
            )}
            {photos.length < TEAM_GALLERY_MAX && (
              <FileField
                id="profile-gallery-add"
                name="teamGallery-add"
                label={t`Ajouter une photo à la galerie`}
                family="image"
                value={null}
                onChange={(location) => {
                  if (location) list.pushValue(location)
                }}
                upload={uploadImage}
              />
            )}
          </fieldset>
        )
      }}
    </form.AppField>
  )
}

/** The four squares or five circles of one language: a title, a short text and a picture each. */
export function TileFields({
  form,
  locale,
  kind,
  language,
}: {
  form: CompanyProfileForm
  locale: ContentLanguage
  kind: keyof typeof TILE_COUNTS
  language: string
}) {
  const { t } = useLingui()
  const max = TILE_COUNTS[kind]
  const name = kind === 'squares' ? t`Carré` : t`Cercle`
  return (
    <form.AppField name={`translations.${locale}.${kind}`} mode="array">
      {(list) => (
        <div className={grid({ gap: '2' })}>
          <h3 className={css({ textStyle: 'subheading' })}>
            {kind === 'squares'
              ? t`Les quatre carrés (${language}) : ce qui vous distingue`
              : t`Les cinq cercles (${language}) : vos valeurs ou vos engagements`}
          </h3>
          <EntryList
            count={list.state.value.length}
            legend={(index) => `${name} ${index + 1} (${language})`}
            onAdd={() => {
              if (list.state.value.length < max) list.pushValue(emptyTile())
            }}
            onRemove={(index) => list.removeValue(index)}
            addLabel={
              kind === 'squares' ? t`Ajouter un carré (${language})` : t`Ajouter un cercle (${language})`
            }
            emptyText={t`Aucun pour l'instant.`}
            canAdd={list.state.value.length < max}
            renderEntry={(index) => (
              <>
                <form.AppField name={`translations.${locale}.${kind}[${index}].title`}>
                  {(field) => (
                    <field.TextField id={`profile-${kind}-${locale}-${index}-title`} label={t`Titre`} />
                  )}
                </form.AppField>
                <form.AppField name={`translations.${locale}.${kind}[${index}].text`}>
                  {(field) => (
                    <field.TextAreaField id={`profile-${kind}-${locale}-${index}-text`} label={t`Texte`} />
                  )}
                </form.AppField>
                <form.AppField name={`translations.${locale}.${kind}[${index}].image`}>
                  {(field) => (
                    <field.FileField
                      id={`profile-${kind}-${locale}-${index}-image`}
                      label={t`Image`}
                      family="image"
                      upload={uploadImage}
                    />
                  )}
                </form.AppField>
              </>
            )}
          />
        </div>
      )}
    </form.AppField>
  )
}
