import { HttpError } from 'ra-core';
import { errorBodyText, fieldErrors, type KeyedErrorBody } from './error-wording';

// The one way the workspace talks to /api/admin: JSON in and out, the API's error body
// ({ code, message, messageKey, params, field, issues }) turned into ra-core's HttpError, worded
// in the member's language, so a 400 lands on its form field and a toast reads in Chinese.

export interface ApiErrorBody extends KeyedErrorBody {
  code?: number;
  /** ra-core shows these on the form's fields (server-side validation). */
  errors?: Record<string, string>;
}

export async function apiFetch<T = unknown>(path: string, init: RequestInit = {}): Promise<T> {
  const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
  const response = await fetch(path.startsWith('/api/') ? path : `/api/admin${path}`, {
    credentials: 'same-origin',
    ...init,
    headers: { Accept: 'application/json', ...(init.body && !isForm ? { 'Content-Type': 'application/json' } : {}), ...init.headers },
  });
  const text = await response.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  if (!response.ok) {
    const error = (body && typeof body === 'object' ? body : {}) as ApiErrorBody;
    const message = errorBodyText(error, response.statusText || `HTTP ${response.status}`);
    const errors = fieldErrors(error);
    const errorBody: ApiErrorBody = { ...error, ...(Object.keys(errors).length > 0 ? { errors } : {}) };
    throw new HttpError(message, response.status, errorBody);
  }
  return body as T;
}

export const jsonBody = (value: unknown): string => JSON.stringify(value);

/** `data.dto` of a §7 envelope. */
export async function getDto<T>(path: string, init?: RequestInit): Promise<T> {
  const body = await apiFetch<{ data: { dto: T } }>(path, init);
  return body.data.dto;
}

/** A caught failure as one line (a toast, an error state). */
export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function statusOf(error: unknown): number | undefined {
  return typeof error === 'object' && error !== null && 'status' in error ? Number(error.status) : undefined;
}

export function fieldOf(error: unknown): string | undefined {
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body?: ApiErrorBody }).body : undefined;
  return body?.field;
}
