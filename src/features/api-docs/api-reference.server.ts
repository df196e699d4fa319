/**
 * The reference page's view of the OpenAPI document: every operation grouped by tag, its parameters and
 * schemas flattened into rows (property, type, required, constraints). Built from the very document
 * `/api/openapi.json` serves, once per process.
 */
import type { OpenApiDocument } from '~/server/openapi/document'
import type {
  ApiReference,
  ApiReferenceOperation,
  AuthScheme,
  SchemaRow,
  SchemaView,
} from './api-reference.model'
import { openApiDocument } from './openapi.server'

type JsonSchema = Record<string, unknown>
const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const

/** The keywords shown as constraints, in this order. */
const CONSTRAINTS = [
  'format',
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'minItems',
  'maxItems',
  'const',
  'default',
  'contentMediaType',
] as const

function resolve(schema: JsonSchema, document: OpenApiDocument): { schema: JsonSchema; ref?: string } {
  const ref = schema.$ref
  if (typeof ref !== 'string') return { schema }
  const name = ref.replace('#/components/schemas/', '')
  return { schema: (document.components?.schemas?.[name] ?? {}) as JsonSchema, ref: name }
}

/** `string`, `integer | null`, `array of object`, `[array, integer]`. */
function typeOf(schema: JsonSchema): string {
  if (Array.isArray(schema.prefixItems))
    return `[${(schema.prefixItems as JsonSchema[]).map(typeOf).join(', ')}]`
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined
  if (variants) return [...new Set(variants.map(typeOf))].join(' | ')
  const type = Array.isArray(schema.type) ? (schema.type as string[]).join(' | ') : (schema.type as string)
  if (type === 'array' && schema.items && typeof schema.items === 'object')
    return `array of ${typeOf(schema.items as JsonSchema)}`
  if (type) return type
  if ('const' in schema) return typeof schema.const
  return 'any'
}

function constraintsOf(schema: JsonSchema): string[] {
  const found: string[] = []
  if (Array.isArray(schema.enum))
    found.push(`enum: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`)
  for (const key of CONSTRAINTS) {
    const value = schema[key]
    if (value === undefined || (key === 'maximum' && value === Number.MAX_SAFE_INTEGER)) continue
    const shown =
      typeof value === 'string' && key !== 'default' && key !== 'const' ? value : JSON.stringify(value)
    found.push(`${key}: ${shown}`)
  }
  if (typeof schema.pattern === 'string' && schema.format === undefined)
    found.push(`pattern: ${schema.pattern}`)
  return found
}

/** The rows of a schema: one per property, nested ones as `parent.child` and `list[].child`. */
function rowsOf(root: JsonSchema, document: OpenApiDocument): SchemaRow[] {
  const rows: SchemaRow[] = []
  const walk = (schema: JsonSchema, prefix: string, depth: number) => {
    if (depth > 6) return
    const { schema: resolved } = resolve(schema, document)
    const properties = resolved.properties as Record<string, JsonSchema> | undefined
    const required = new Set((resolved.required as string[] | undefined) ?? [])
    if (properties) {
      for (const [name, property] of Object.entries(properties)) {
        const { schema: child } = resolve(property, document)
        const path = prefix ? `${prefix}.${name}` : name
        rows.push({
          name: path,
          type: typeOf(child),
          required: required.has(name),
          constraints: constraintsOf(child),
          description: typeof child.description === 'string' ? child.description : null,
        })
        walk(child, path, depth + 1)
      }
      return
    }
    const items = resolved.items as JsonSchema | undefined
    if (resolved.type === 'array' && items && typeof items === 'object') walk(items, `${prefix}[]`, depth + 1)
    for (const variant of ((resolved.anyOf ?? resolved.oneOf) as JsonSchema[] | undefined) ?? [])
      walk(variant, prefix, depth + 1)
    if (Array.isArray(resolved.prefixItems))
      (resolved.prefixItems as JsonSchema[]).forEach((item, index) => {
        walk(item, `${prefix}[${index}]`, depth + 1)
      })
  }
  walk(root, '', 0)
  return rows
}

function viewOf(content: Record<string, { schema?: JsonSchema }> | undefined, document: OpenApiDocument) {
  const [contentType, media] = Object.entries(content ?? {})[0] ?? []
  if (!contentType || !media?.schema) return null
  const { schema, ref } = resolve(media.schema, document)
  const view: SchemaView = {
    contentType,
    type: typeOf(schema),
    constraints: constraintsOf(schema),
    ref: ref ?? null,
    rows: ref ? [] : rowsOf(schema, document),
  }
  return view
}

function operationView(
  method: (typeof METHODS)[number],
  path: string,
  operation: Record<string, unknown>,
  document: OpenApiDocument,
): ApiReferenceOperation {
  const security = (operation.security as Record<string, string[]>[] | undefined) ?? []
  const parameters = ((operation.parameters as JsonSchema[] | undefined) ?? []).map((parameter) => {
    const schema = (parameter.schema as JsonSchema | undefined) ?? {}
    return {
      name: parameter.name as string,
      in: parameter.in as string,
      type: typeOf(schema),
      required: parameter.required === true,
      constraints: constraintsOf(schema),
      description: ((parameter.description ?? schema.description) as string | undefined) ?? null,
    }
  })
  const body = operation.requestBody as { content?: Record<string, { schema?: JsonSchema }> } | undefined
  const responses = Object.entries(
    operation.responses as Record<
      string,
      { description?: string; content?: Record<string, { schema?: JsonSchema }> }
    >,
  ).map(([status, response]) => ({
    status,
    description: response.description ?? '',
    body: viewOf(response.content, document),
  }))
  return {
    id: operation.operationId as string,
    method: method.toUpperCase(),
    path,
    summary: (operation.summary as string | undefined) ?? '',
    description: (operation.description as string | undefined) ?? null,
    auth: security.flatMap((requirement) => Object.keys(requirement) as AuthScheme[]),
    parameters,
    body: body ? viewOf(body.content, document) : null,
    responses,
  }
}

let reference: ApiReference | undefined

export function apiReference(): ApiReference {
  if (reference) return reference
  const document = openApiDocument()
  const operations = Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = (item as Record<string, Record<string, unknown> | undefined>)[method]
      return operation
        ? [{ tag: (operation.tags as string[])[0]!, view: operationView(method, path, operation, document) }]
        : []
    }),
  )
  const apiError = (document.components?.schemas?.ApiError ?? {}) as JsonSchema
  reference = {
    version: document.info.version,
    groups: (document.tags ?? []).map((tag) => ({
      tag: tag.name,
      description: tag.description ?? '',
      operations: operations.filter((entry) => entry.tag === tag.name).map((entry) => entry.view),
    })),
    errorRows: rowsOf(apiError, document),
  }
  return reference
}
