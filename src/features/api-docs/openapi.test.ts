import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { documentedPathOf } from './documented-path'
import { openApiDocument } from './openapi.server'

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']
const API_ROUTES = join(import.meta.dirname, '../../routes/api')

function routeFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? routeFiles(join(folder, entry.name))
      : entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')
        ? [relative(API_ROUTES, join(folder, entry.name))]
        : [],
  )
}

describe('the OpenAPI document', () => {
  const document = openApiDocument()

  it('is OpenAPI 3.1 with an id, a summary, tags and answers on every operation', () => {
    expect(document.openapi).toMatch(/^3\.1\.\d+$/)
    expect(document.info.title).toBeTruthy()
    const tags = new Set(document.tags?.map((tag) => tag.name))
    const ids = new Set<string>()
    for (const [path, item] of Object.entries(document.paths ?? {})) {
      expect(path).toMatch(/^\/api\//)
      const operations = METHODS.filter((method) => method in (item as object))
      expect(operations.length, path).toBeGreaterThan(0)
      for (const method of operations) {
        const operation = (item as Record<string, Record<string, unknown>>)[method]!
        expect(operation.operationId, `${method} ${path}`).toEqual(expect.any(String))
        expect(ids.has(operation.operationId as string)).toBe(false)
        ids.add(operation.operationId as string)
        expect(operation.summary, `${method} ${path}`).toEqual(expect.any(String))
        expect(Object.keys(operation.responses as object).length).toBeGreaterThan(0)
        for (const tag of operation.tags as string[]) expect(tags.has(tag), tag).toBe(true)
        for (const name of [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))
          expect(
            (operation.parameters as { in: string; name: string }[]).some(
              (parameter) => parameter.in === 'path' && parameter.name === name,
            ),
            `${method} ${path} documents {${name}}`,
          ).toBe(true)
      }
    }
    expect(document.components?.schemas?.ApiError).toBeTruthy()
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual([
      'bearer',
      'operator',
      'session',
    ])
  })

  it('documents every route file under src/routes/api (but the catch-all)', () => {
    const files = routeFiles(API_ROUTES).filter((file) => file !== '$.ts')
    expect(files.length).toBeGreaterThan(25)
    const documented = Object.keys(document.paths ?? {})
    expect(files.map(documentedPathOf).filter((path) => !documented.includes(path))).toEqual([])
  })

  it('takes null for every optional field of a JSON body (API clients send what they have)', () => {
    type Schema = {
      type?: string | string[]
      anyOf?: Schema[]
      properties?: Record<string, Schema>
      required?: string[]
    }
    const takesNull = (schema: Schema): boolean =>
      schema.type === 'null' ||
      (Array.isArray(schema.type) && schema.type.includes('null')) ||
      (schema.anyOf ?? []).some(takesNull)
    const refusing: string[] = []
    const walk = (schema: Schema, where: string) => {
      for (const [name, property] of Object.entries(schema.properties ?? {})) {
        if (!schema.required?.includes(name) && !takesNull(property)) refusing.push(`${where}.${name}`)
        walk(property, `${where}.${name}`)
      }
      for (const branch of schema.anyOf ?? []) walk(branch, where)
    }
    let bodies = 0
    for (const [path, item] of Object.entries(document.paths ?? {}))
      for (const [method, operation] of Object.entries(item as Record<string, { requestBody?: unknown }>)) {
        const body = operation.requestBody as { content?: Record<string, { schema?: Schema }> } | undefined
        const schema = body?.content?.['application/json']?.schema
        if (!schema) continue
        bodies++
        walk(schema, `${method.toUpperCase()} ${path}`)
      }
    expect(bodies).toBeGreaterThan(5)
    expect(refusing).toEqual([])
  })

  it('is built once per process', () => {
    expect(openApiDocument()).toBe(document)
  })

  it('maps route files to documented paths', () => {
    expect(documentedPathOf('alerts/index.ts')).toBe('/api/alerts')
    expect(documentedPathOf('alerts/$alertId.ts')).toBe('/api/alerts/{alertId}')
    expect(documentedPathOf('recruiter/offers/$offerId.status.ts')).toBe(
      '/api/recruiter/offers/{offerId}/status',
    )
    expect(documentedPathOf('openapi[.]json.ts')).toBe('/api/openapi.json')
  })
})
