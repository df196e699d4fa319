import { beforeAll, describe, expect, it } from 'vitest'
import { pandaStyleFunctions, replaceStaticPandaCalls } from '../build/panda-static-classes'
import { css, cva } from '../styled-system/css'
import { stack } from '../styled-system/patterns'
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

  it('gives a static cva() recipe the class names of every variant combination, and keeps its methods', () => {
    const config = {
      base: { display: 'inline-flex' },
      variants: {
        tone: { brand: { color: 'fg.brand' }, neutral: { color: 'fg.default' } },
        active: { true: { fontWeight: '700' } },
      },
      defaultVariants: { tone: 'neutral' },
    } as const
    const code = `import { cva } from 'styled-system/css'\nexport const chip = cva(${JSON.stringify(config)})`
    const out = transform(code)!
    expect(out).not.toBe(code)
    const chip = new Function('cva', `${out.replace(/^import.*\n/, '').replace('export ', '')}; return chip`)(
      cva,
    )
    const reference = cva(config)
    for (const props of [
      undefined,
      {},
      { tone: 'brand' },
      { tone: 'brand', active: true },
      { active: false },
      { tone: undefined },
    ]) {
      expect(chip(props)).toBe(reference(props as never))
    }
    expect(chip.variantMap).toEqual(reference.variantMap)
    expect(chip.raw({ tone: 'brand' })).toEqual(reference.raw({ tone: 'brand' }))
  })

  it('leaves calls with anything computed in them to the run time', () => {
    const code = [
      "import { css } from 'styled-system/css'",
      "import { grid } from 'styled-system/patterns'",
      "const a = css({ color: active ? 'accent' : 'fg' })",
      'const b = css({ ...base, mt: "2" })',
      'const c = css(base, { mt: "2" })',
      'const d = grid({ columns: count })',
      "const e = css({ [key]: '2' })",
      'const f = css.raw({ mt: "2" })',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const g = css({ mt: `${size}` })',
    ].join('\n')
    expect(transform(code)).toBeNull()
  })

  it('only touches the functions imported from the generated runtime', () => {
    expect(transform("import { css } from './my-css'\nconst a = css({ mt: '2' })")).toBeNull()
    expect(transform("const css = (x) => x\nconst a = css({ mt: '2' }) // styled-system/")).toBeNull()
  })
})
