/** The accessibility check of the browser tests: axe once per page template, language and open dialog in a run. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page, test } from '@playwright/test'

/**
 * What an accessibility check covers: the page's template (the router's deepest matched route), its
 * language and the dialog open on it, if any. Two pages of one template differ only by their data.
 */
async function a11yScope(page: Page): Promise<string> {
  return await page.evaluate(() => {
    const router = (window as { __TSR_ROUTER__?: { state: { matches: { routeId: string }[] } } })
      .__TSR_ROUTER__
    const route = router?.state.matches.at(-1)?.routeId ?? location.pathname
    const dialog = document.querySelector('[role="dialog"], [role="alertdialog"], dialog[open]')
    const dialogName =
      dialog?.getAttribute('aria-label') ??
      document.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent ??
      (dialog ? 'dialog' : '')
    return `${route} ${document.documentElement.lang} ${dialogName.trim()}`
  })
}

/**
 * Claims `scope` for this run: true for the first test that reaches it, in any worker (a file created
 * exclusively in the run's output folder, which Playwright empties when a run starts).
 */
function firstCheckOf(scope: string): { first: boolean; release: () => void } {
  const folder = join(test.info().project.outputDir, '.a11y-checked')
  mkdirSync(folder, { recursive: true })
  const marker = join(folder, `${Buffer.from(scope).toString('base64url').slice(0, 200)}.txt`)
  try {
    writeFileSync(marker, `${scope}\n`, { flag: 'wx' })
  } catch {
    return { first: false, release: () => {} }
  }
  return { first: true, release: () => rmSync(marker, { force: true }) }
}

/**
 * axe finds nothing serious on the page: checked once per page template, language and open dialog in a
 * run (the first test to reach it checks it; a failed check is released, so a retry checks again).
 */
export async function expectNoSeriousA11yViolations(page: Page) {
  const claim = firstCheckOf(await a11yScope(page))
  if (!claim.first) return
  try {
    await axeFindsNothingSerious(page)
  } catch (error) {
    claim.release()
    throw error
  }
}

async function axeFindsNothingSerious(page: Page) {
  // A dialog or button still fading in is measured at its final colours: axe read contrast mid-transition
  // (a CI flaky on the consent settings dialog's buttons). Endless animations (a spinner) are not awaited.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  )
  // Axe runs some 230 times a suite, so how it runs counts (on the job list, 2.9 s per check became 0.9 s,
  // with the same rules and violations): legacy mode runs axe.run() in the page itself, where the default
  // runs it in parts and finishes in a new blank page that loads axe again (it adds cross-origin frames,
  // which these pages do not have); and only the violations come back with all their nodes, not the
  // passes and the rest, which were most of the bytes sent back from the page.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .analyze()
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(
    serious.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    ),
  ).toEqual([])
}
