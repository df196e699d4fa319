import { theLegalPagesAndTheCompany } from './journeys/pages'

for (const locale of ['fr', 'nl'] as const) theLegalPagesAndTheCompany(locale)
