import { describe, expect, it } from 'vitest'
import {
  emailSchema,
  httpsUrlSchema,
  isEditorLinkUrl,
  monthSchema,
  newsletterSchema,
  passwordSchema,
  phoneSchema,
  richTextPlainText,
  richTextRequiredSchema,
} from './validation'

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? undefined : result.error?.issues[0]?.message

describe('form rules of docs/product.md#input-rules', () => {
  it('emailFormat accepts ordinary addresses, trims them, and names the broken rule', () => {
    expect(emailSchema.parse('  lea.dupont-2@tremplin.be ')).toBe('lea.dupont-2@tremplin.be')
    expect(firstError(emailSchema.safeParse('lea@tremplin'))).toBe('emailFormat')
    expect(firstError(emailSchema.safeParse('lea dupont@tremplin.be'))).toBe('emailFormat')
    expect(firstError(emailSchema.safeParse('lea@tremplin.b'))).toBe('emailFormat')
    expect(firstError(emailSchema.safeParse('   '))).toBe('required')
    expect(firstError(emailSchema.safeParse(undefined))).toBe('required')
    expect(firstError(emailSchema.safeParse(`${'a'.repeat(250)}@x.be`))).toBe('tooLong')
  })

  it('phone: optional +, 8 to 30 digits, no spaces', () => {
    expect(phoneSchema.safeParse('+32470123456').success).toBe(true)
    expect(phoneSchema.safeParse('0470123456').success).toBe(true)
    expect(firstError(phoneSchema.safeParse('0470 12 34 56'))).toBe('phone')
    expect(firstError(phoneSchema.safeParse('1234567'))).toBe('phone')
    expect(firstError(phoneSchema.safeParse('1'.repeat(31)))).toBe('phone')
  })

  it('password at least 8 characters; months as YYYY-MM; links in https or empty', () => {
    expect(firstError(passwordSchema.safeParse('1234567'))).toBe('passwordMin')
    expect(passwordSchema.safeParse('12345678').success).toBe(true)
    expect(monthSchema.safeParse('2026-11').success).toBe(true)
    expect(firstError(monthSchema.safeParse('2026-13'))).toBe('correctDate')
    expect(httpsUrlSchema.safeParse('').success).toBe(true)
    expect(httpsUrlSchema.safeParse('https://tremplin.be').success).toBe(true)
    expect(httpsUrlSchema.safeParse('http://tremplin.be').success).toBe(false)
  })

  it('the newsletter takes a mail field', () => {
    expect(newsletterSchema.parse({ mail: 'a@b.be' })).toEqual({ mail: 'a@b.be' })
    expect(newsletterSchema.safeParse({ email: 'a@b.be' }).success).toBe(false)
  })
})

describe('rich text and editor links (docs/product.md#input-rules)', () => {
  it('richTextRequired: something left once tags and non-breaking spaces are stripped', () => {
    expect(richTextPlainText('<p><strong>Chef</strong>&nbsp;de projet</p>')).toBe('Chef de projet')
    expect(richTextRequiredSchema.safeParse('<p>Animation</p>').success).toBe(true)
    for (const empty of ['', '<p></p>', '<p>&nbsp;</p>', '<p>\u00a0 </p><ul><li><p></p></li></ul>', '<br>'])
      expect(richTextRequiredSchema.safeParse(empty).error?.issues[0]?.message).toBe('richTextRequired')
  })

  it('an editor link starts with http:// or https://', () => {
    for (const url of ['https://tremplin.be', 'http://example.org/a?b=c#d', ' HTTPS://Tremplin.be/x '])
      expect(isEditorLinkUrl(url)).toBe(true)
    for (const url of [
      '',
      'tremplin.be',
      'www.tremplin.be',
      'ftp://x.be',
      'javascript:alert(1)',
      'https://',
      'https:// x',
      'mailto:a@b.be',
    ])
      expect(isEditorLinkUrl(url)).toBe(false)
  })
})
