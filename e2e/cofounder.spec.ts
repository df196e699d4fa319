import { coFounderSection } from './journeys/cofounder'

for (const locale of ['fr'] as const) coFounderSection(locale)
