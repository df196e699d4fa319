/**
 * `npm run icons`: draws the icons of build/icon-mask.ts into build/icon-mask.png, the mask the `icon`
 * recipe paints in currentColor. Run it after changing the list (tests/icon-mask.test.ts fails until then).
 */
import { writeFileSync } from 'node:fs'
import { drawIconMask } from '../build/draw-icon-mask'
import { ICON_MASK_PNG } from '../build/icon-mask'

writeFileSync(ICON_MASK_PNG, await drawIconMask())
console.info(`Wrote ${ICON_MASK_PNG}`)
