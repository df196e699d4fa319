/** The API reference page's view model (api-reference.server.ts builds it from the OpenAPI document). */
export type AuthScheme = 'bearer' | 'session' | 'operator'

/** One property of a schema: `data.searches[].name`, its JSON type, whether required, its constraints. */
export type SchemaRow = {
  name: string
  type: string
  required: boolean
  constraints: string[]
  description: string | null
}

export type SchemaView = {
  contentType: string
  type: string
  constraints: string[]
  /** A shared schema (`ApiError`), described once on the page. */
  ref: string | null
  rows: SchemaRow[]
}

export type ApiReferenceOperation = {
  id: string
  method: string
  path: string
  summary: string
  description: string | null
  auth: AuthScheme[]
  parameters: (SchemaRow & { in: string })[]
  body: SchemaView | null
  responses: { status: string; description: string; body: SchemaView | null }[]
}

export type ApiReference = {
  version: string
  groups: { tag: string; description: string; operations: ApiReferenceOperation[] }[]
  errorRows: SchemaRow[]
}
