import { buildOpenApiDocument, type OpenApiDocument } from '~/server/openapi/document'
import { API_OPERATIONS } from './api-operations.server'

export const API_VERSION = '1.0.0'

let document: OpenApiDocument | undefined

/** The OpenAPI document of `/api`, built once per process. */
export function openApiDocument(): OpenApiDocument {
  document ??= buildOpenApiDocument(API_OPERATIONS, API_VERSION)
  return document
}
