import { describe, expect, it } from 'vitest'
import { richTextToPlain, safeHttpUrl, sanitizeRichText } from './sanitize'

describe('rich text sanitising', () => {
  it('keeps formatting and safe links, drops scripts, handlers and javascript: links', () => {
    const html = sanitizeRichText(
      '<p onclick="x()">Hello <strong>world</strong><script>alert(1)</script></p><a href="javascript:alert(1)">bad</a><a href="https://tremplin.be">ok</a><img src=x onerror=alert(1)>',
    )
    expect(html).toBe(
      '<p>Hello <strong>world</strong></p><a rel="nofollow noopener noreferrer" target="_blank">bad</a><a href="https://tremplin.be" rel="nofollow noopener noreferrer" target="_blank">ok</a>',
    )
  })

  it('keeps what the rich-text editor writes (paragraphs, bold, italic, bullet lists, breaks, links)', () => {
    const editorOutput =
      '<p><strong>Animation</strong> du <em>Repair Café</em><br>le samedi</p><ul><li><p>accueil</p></li><li><p>réparations</p></li></ul><p><a target="_blank" rel="nofollow noopener noreferrer" href="https://repaircafe.be">site</a></p>'
    // Only spelling may differ: the order of the link's rel and target, `<br />` for `<br>`.
    const normalised = (html: string) =>
      html.replace(/ (?:rel|target)="[^"]*"/g, '').replace(/<br \/>/g, '<br>')
    expect(normalised(sanitizeRichText(editorOutput))).toBe(normalised(editorOutput))
  })

  it('turns rich text into plain text for descriptions', () => {
    expect(richTextToPlain('<p>Un <em>job</em>\n qui a du sens</p><ul><li>Bruxelles</li></ul>')).toBe(
      'Un job qui a du sens Bruxelles',
    )
    expect(richTextToPlain('<p>abcdefghij</p>', 5)).toBe('abcd…')
  })

  it('keeps web links only', () => {
    expect(safeHttpUrl('https://www.youtube.com/watch?v=abc')).toBe('https://www.youtube.com/watch?v=abc')
    expect(safeHttpUrl(' http://example.be ')).toBe('http://example.be/')
    expect(safeHttpUrl('javascript:alert(1)')).toBeNull()
    expect(safeHttpUrl('data:text/html,<script>')).toBeNull()
    expect(safeHttpUrl('not a url')).toBeNull()
    expect(safeHttpUrl(null)).toBeNull()
  })
})
