/** Uploads, private files and resized pictures in the OpenAPI document (src/server/openapi). */
import { z } from 'zod'
import { UPLOAD_MAX_FILES } from '~/domain/uploads'
import { type ApiOperation, errors, json, PUBLIC, SIGNED_IN } from '~/server/openapi/document'
import { fileLinkQuery } from './file-endpoint.server'
import { resizedQuery } from './resized-params'
import { uploadPurpose } from './upload-endpoint.server'

const binary = (type: string) => z.string().meta({ contentMediaType: type })

/** The multipart form: `file-0` … `file-4` and the optional `purpose` (the handler's own schema). */
const uploadForm = z.object({
  ...Object.fromEntries(
    Array.from({ length: UPLOAD_MAX_FILES }, (_, index) => [
      `file-${index}`,
      index === 0 ? z.file() : z.file().optional(),
    ]),
  ),
  purpose: uploadPurpose,
})

export const uploadsOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/upload',
    operation: {
      operationId: 'upload',
      tags: ['files'],
      summary: 'Upload CVs, cover letters or pictures',
      description: `Multipart fields \`file-0\`, \`file-1\`… (at most ${UPLOAD_MAX_FILES}); without \`purpose\`, a PDF is a CV and a picture an avatar. A CV or cover letter is a PDF of at most 5,000,000 bytes; a picture JPEG, PNG or WebP of at most 5,000,000 bytes and 50 megapixels, re-encoded to WebP without metadata. Files are checked by their bytes; a refusal names its reason in \`error.details.code\` (\`not-pdf\`, \`not-image\`, \`too-large\`…) and stores nothing. Cross-site calls with the session cookie are refused; 30 calls an hour per account.`,
      security: SIGNED_IN,
      requestBody: { required: true, content: { 'multipart/form-data': { schema: uploadForm } } },
      responses: {
        200: json(
          'One location per file, in field order: `/api/files/<id>` for a document, `/files/…webp` for a picture.',
          z.array(z.string()),
        ),
        ...errors(400, 401, 403, 413, 415, 422, 429),
      },
    },
  },
  {
    method: 'get',
    path: '/api/files/{fileId}',
    operation: {
      operationId: 'privateFile',
      tags: ['files'],
      security: PUBLIC,
      summary: 'A private file (CV, cover letter) by its signed link',
      description:
        'With `expires` and `signature` (a link valid 5 minutes): the file as an attachment. Without them, its signed-in owner is redirected to a fresh signed link.',
      requestParams: {
        path: z.object({ fileId: z.string().meta({ description: 'The file’s uuid.' }) }),
        query: fileLinkQuery.partial(),
      },
      responses: {
        200: {
          description: 'The file, as an attachment under its original name.',
          content: { 'application/pdf': { schema: binary('application/pdf') } },
        },
        302: { description: 'Its owner, unsigned: redirect to a fresh signed link.' },
        ...errors(401, 403, 404, 410),
      },
    },
  },
  {
    method: 'get',
    path: '/api/resized',
    operation: {
      operationId: 'resizedImage',
      tags: ['files'],
      security: PUBLIC,
      summary: 'A resized WebP of a public picture',
      description:
        'Only the sizes and crops the pages use (other sizes snap to the next one); new variants are rate-limited per client, cached ones are free.',
      requestParams: { query: resizedQuery },
      responses: {
        200: {
          description: 'The picture (cached a week; `ETag`).',
          content: { 'image/webp': { schema: binary('image/webp') } },
        },
        304: { description: 'Not modified (`If-None-Match`).' },
        ...errors(400, 403, 404, 413, 415, 429, 502, 503),
      },
    },
  },
]
