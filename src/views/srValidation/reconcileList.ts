import { fetchCsrfCookie, xsrfHeader } from '../../http/api';
import { ApiError } from '../../http/errors';
import { SR_VALIDATION_PATH, type SrValidationAnswer } from '../../domain/storage/srValidation';
import { progressFetch, type UploadProgress } from '../kit/record/uploadFetch';

export type ReconcileInput = {
  tenantId: string;
  clientId: string;
  facilityId: string | null;
  /** A file as it was picked, or pasted text. */
  list: Blob | string;
};

/**
 * Sends the list to the tool (the file itself as the body, no form encoding) after refreshing the anti-forgery
 * cookie, reporting upload progress; a refusal comes back as an ApiError with the server's words.
 */
export const reconcileList = async (input: ReconcileInput, onProgress: UploadProgress): Promise<SrValidationAnswer> => {
  await fetchCsrfCookie();
  const query = new URLSearchParams({ clientId: input.clientId, ...(input.facilityId ? { facilityId: input.facilityId } : {}) });
  const isText = typeof input.list === 'string';
  const response = await progressFetch(onProgress)(`${SR_VALIDATION_PATH}?${query}`, {
    method: 'POST',
    credentials: 'include',
    headers: {
      Accept: 'application/json',
      'Content-Type': isText ? 'text/plain; charset=utf-8' : 'text/csv',
      'X-XSRF-TOKEN': xsrfHeader(),
      'X-TENANT': input.tenantId,
    },
    body: input.list,
  });
  const body = (await response.json().catch(() => null)) as
    | (SrValidationAnswer & { message?: string; errors?: Record<string, string[]> })
    | null;
  if (!response.ok || !body) {
    const message =
      body?.message ??
      (response.status === 419 ? 'Your session has expired: sign in again.' : `The check failed (HTTP ${response.status}).`);
    throw new ApiError(response.status, message, body?.errors ?? {});
  }
  return body;
};
