import type { UploadPurpose } from '~/domain/uploads'

/** An upload function for a file field; the upload client (ofetch and its retries) loads when a file is chosen. */
export const uploadOnDemand = (purpose: UploadPurpose) => async (file: File) =>
  (await import('./upload-client')).uploadFile(file, purpose)
