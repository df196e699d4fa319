import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { serialize } from 'node:v8'
import { createElement } from 'react'
import { describe, expect, it } from 'vitest'
import { editReactServerModule } from '../build/latin1-pages'
import { jsonForScript } from '../src/domain/json-for-script'

// The installed modules themselves: an upgrade of React that changes them fails here, not only at build time.
const require = createRequire(import.meta.url)
const reactDomDir = join(dirname(require.resolve('react-dom/package.json')), 'cjs')
const serverModules = [
  'react-dom-server-legacy.node.production.js',
  'react-dom-server.node.production.js',
].map((file) => join(reactDomDir, file))

/** Whether V8 holds `text` one byte per character (its serializer writes such strings with tag `"`). */
function oneBytePerCharacter(text: string): boolean {
  return serialize(text)[2] === '"'.charCodeAt(0)
}

/** The renderer's `renderToString`, from the edited module's code. */
function editedRenderToString(): (element: unknown) => string {
  const file = serverModules[0]!
  const code = editReactServerModule(readFileSync(file, 'utf8'), file)!
  const module = { exports: {} as { renderToString: (element: unknown) => string } }
  new Function('require', 'module', 'exports', code)(createRequire(file), module, module.exports)
  return module.exports.renderToString
}

describe("React's server renderer, edited for the server's build", () => {
  it('edits both of its modules, and leaves other modules alone', () => {
    for (const file of serverModules) {
      const edited = editReactServerModule(readFileSync(file, 'utf8'), file)
      expect(edited).toContain('function __tremplinLatin1Copy(text)')
    }
    expect(editReactServerModule('export const a = 1', '/app/src/a.ts')).toBeNull()
    expect(() => editReactServerModule('var matchHtmlRegExp = /x/;', serverModules[0]!)).toThrow(/changed/)
  })

  it('writes characters beyond Latin-1 as references, in text and attributes, and the page one byte each', () => {
    const renderToString = editedRenderToString()
    const text = 'Offres d’emploi… 24 à 35 k€ 🌱 <b> & "été"'
    const html = renderToString(createElement('p', { title: 'l’été 🌱' }, text))
    expect(html).toBe(
      '<p title="l&#8217;été &#127793;">Offres d&#8217;emploi&#8230; 24 à 35 k&#8364; &#127793; &lt;b&gt; &amp; &quot;été&quot;</p>',
    )
    expect(oneBytePerCharacter(html)).toBe(true)
    // Text with nothing beyond Latin-1 is written as before.
    expect(renderToString(createElement('p', null, 'Déjà vu <3'))).toBe('<p>Déjà vu &lt;3</p>')
  })
})

describe('jsonForScript', () => {
  it('escapes "<" and the characters beyond Latin-1, the same JSON once parsed, one byte per character', () => {
    const value = { title: 'Emploi dans l’énergie', salary: '35 k€', plant: '🌱', tag: '</script>' }
    const json = jsonForScript(value)
    expect(json).toBe(
      '{"title":"Emploi dans l\\u2019énergie","salary":"35 k\\u20ac","plant":"\\ud83c\\udf31","tag":"\\u003c/script>"}',
    )
    expect(JSON.parse(json)).toEqual(value)
    expect(oneBytePerCharacter(json)).toBe(true)
  })
})
