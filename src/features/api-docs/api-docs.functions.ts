import { createServerFn } from '@tanstack/react-start'
import { apiReference } from './api-reference.server'

/** The API reference page's data: the OpenAPI document, flattened for reading. */
export const getApiReferenceFn = createServerFn({ method: 'GET' }).handler(() => apiReference())
