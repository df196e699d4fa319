import { beforeAll, describe, expect, it } from 'vitest'
import { pandaStyleFunctions, replaceStaticPandaCalls } from '../build/panda-static-classes'
import { staticRecipe } from '../src/ui/static-recipe'
import { css, cva } from '../styled-system/css'
import { hstack, stack } from '../styled-system/patterns'
import { icon } from '../styled-system/recipes'

let functions: Awaited<ReturnType<typeof pandaStyleFunctions>>
beforeAll(async () => {
  functions = await pandaStyleFunctions()
})

const transform = (code: string) => replaceStaticPandaCalls(code, functions)?.toString() ?? null

describe('static Panda calls at build time', () => {
  it('replaces a literal css() or pattern call by the class names the runtime returns', () => {
    const code = [
      "import { css, cx } from 'styled-system/css'",
      "import { stack as column } from 'styled-system/patterns'",
      "const label = 'Éléments « à la une » 日本'",
      "const a = css({ display: 'flex', gap: '2', _hover: { color: 'accent' }, md: { px: -1 } })",
      "const b = column({ gap: '3' }, )",
      "const c = cx(css({ mt: `4` }), 'extra')",
      "import { icon } from 'styled-system/recipes'",
      "const d = icon({ name: 'mapPin', size: 'sm' })",
    ].join('\n')
    const out = transform(code)!
    expect(out).toContain(
      `const a = ${JSON.stringify(css({ display: 'flex', gap: '2', _hover: { color: 'accent' }, md: { px: -1 } }))}`,
    )
    expect(out).toContain(`const b = ${JSON.stringify(stack({ gap: '3' }))}`)
    expect(out).toContain(`const c = cx(${JSON.stringify(css({ mt: '4' }))}, 'extra')`)
    expect(out).toContain(`const d = ${JSON.stringify(icon({ name: 'mapPin', size: 'sm' }))}`)
    expect(out).toContain("const label = 'Éléments « à la une » 日本'")
  })

  it('turns a static cva() recipe into a table of its class names with the same helpers', () => {
    const config = {
      base: { display: 'inline-flex' },
      variants: {
        tone: { brand: { color: 'fg.brand' }, neutral: { color: 'fg.default' } },
        active: { true: { fontWeight: '700' } },
      },
      compoundVariants: [{ tone: 'brand', active: true, css: { textDecoration: 'underline' } }],
      defaultVariants: { tone: 'neutral' },
    } as const
    const code = `import { cva } from 'styled-system/css'\nexport const chip = cva(${JSON.stringify(config)})`
    const out = transform(code)!
    expect(out).toMatch(/^import \{ staticRecipe as \w+ \} from '~\/ui\/static-recipe';\n/)
    expect(out).not.toContain('cva(')
    const chip = new Function(
      '__tremplinStaticRecipe',
      `${out.replace(/^import.*\n/gm, '').replace('export ', '')}; return chip`,
    )(staticRecipe)
    const reference = cva(config as unknown as Parameters<typeof cva>[0])
    // Each class name is written once, however many combinations have it.
    for (const name of new Set(reference({ tone: 'brand', active: true }).split(' ')))
      expect(out.split(name).length - 1).toBe(1)
    for (const props of [
      undefined,
      {},
      { tone: 'brand' },
      { tone: 'brand', active: true },
      { active: false },
      { tone: undefined },
      { tone: 'unknown', active: true },
      { tone: null },
    ]) {
      expect(chip(props)).toBe(reference(props as never))
      expect(chip.getVariantProps(props)).toEqual(reference.getVariantProps(props as never))
    }
    expect(chip.variantMap).toEqual(reference.variantMap)
    expect(chip.variantKeys).toEqual(reference.variantKeys)
    const props = { tone: 'brand', id: 'x', active: true }
    expect(chip.splitVariantProps(props)).toEqual(reference.splitVariantProps(props as never))
  })

  it('resolves plain conditions between literals, each outcome with the runtime', () => {
    const code = [
      "import { css } from 'styled-system/css'",
      "import { hstack } from 'styled-system/patterns'",
      "export const a = css({ bg: open && !busy ? 'bg.surface' : 'transparent', color: state.on ? 'fg' : 'accent' })",
      "export const b = hstack({ gap: '4', h: open ? '16' : { base: '16', lg: '20' } })",
    ].join('\n')
    const out = transform(code)!
    expect(out).not.toMatch(/css\(|hstack\(/)
    const evaluate = new Function(
      'open',
      'busy',
      'state',
      `${out.replace(/^import.*\n/gm, '').replaceAll('export ', '')}; return [a, b]`,
    )
    for (const open of [true, false])
      for (const busy of [true, false])
        for (const on of [true, false]) {
          const [a, b] = evaluate(open, busy, { on })
          expect(a).toBe(
            css({ bg: open && !busy ? 'bg.surface' : 'transparent', color: on ? 'fg' : 'accent' }),
          )
          expect(b).toBe(hstack({ gap: '4', h: open ? '16' : { base: '16', lg: '20' } }))
        }
  })

  it("reads the module's own constant style objects, unless the name is bound again", () => {
    const code = [
      "import { css } from 'styled-system/css'",
      "export const base = css.raw({ mt: '2', '& a': { color: 'fg.brand' } })",
      "const extra = { p: '3' }",
      "export const a = css(base, extra, { mt: '4' })",
    ].join('\n')
    const out = transform(code)!
    expect(out).toContain(
      `export const a = ${JSON.stringify(css(css.raw({ mt: '2', '& a': { color: 'fg.brand' } }), { p: '3' }, { mt: '4' }))}`,
    )
    const shadowed = [
      "import { css } from 'styled-system/css'",
      "const base = { mt: '2' }",
      'export const f = (base) => css(base)',
    ].join('\n')
    expect(transform(shadowed)).toBeNull()
  })

  it("drops the runtime's imports once no call needs them, so the bundle leaves the runtime out", () => {
    const allStatic = [
      "import { css, cx } from 'styled-system/css'",
      "import { icon } from 'styled-system/recipes'",
      "const a = cx(css({ mt: '2' }), icon({ name: 'mapPin' }))",
      'const b = { icon: a, chip: other.icon }',
    ].join('\n')
    const out = transform(allStatic)!
    expect(out).not.toMatch(/styled-system\/recipes/)
    expect(out).toContain('import { cx } from "styled-system/css";')
    const oneComputed = [
      "import { css } from 'styled-system/css'",
      "const a = css({ mt: '2' }), b = css(theme)",
    ]
    expect(transform(oneComputed.join('\n'))).toMatch(/^import \{ css \} from 'styled-system\/css'/)
  })

  it('only touches the functions imported from the generated runtime', () => {
    expect(transform("import { css } from './my-css'\nconst a = css({ mt: '2' })")).toBeNull()
    expect(transform("const css = (x) => x\nconst a = css({ mt: '2' }) // styled-system/")).toBeNull()
  })
})
