import { theLegalPagesAndTheCompany } from './journeys/pages'

for (const locale of ['en'] as const) theLegalPagesAndTheCompany(locale)
