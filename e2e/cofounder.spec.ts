import { cofounderSectionTests } from './journeys/cofounder'

cofounderSectionTests('fr')
