import { expect, gotoHydrated, test } from './fixtures'

test('a marketing link that is not signed correctly says the preference stays in the settings', async ({
  page,
}) => {
  await gotoHydrated(
    page,
    '/en/marketing-mail-update?user=00000000-0000-4000-8000-000000000000&signature=forged',
  )
  await expect(page.getByRole('alert')).toContainText(
    'You can still change this preference in your settings.',
  )
})
