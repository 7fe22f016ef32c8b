import { deviceCode } from './device-code';

/** §7: every call sends JSON and times out after 40 s. */
export const REQUEST_TIMEOUT_MS = 40_000;

/**
 * §7 headers of every call: DeviceCode, and pageName = the current path for visit tracking (the
 * server normalises it and skips list pages and the ERP-link calls, R7.05–R7.08). The session
 * itself travels in the httpOnly cookie, never in a header script could read.
 */
function standardHeaders(): Record<string, string> {
  return { DeviceCode: deviceCode(), pageName: location.pathname };
}

export class ApiRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/** The one client browsers use for /api (GUIDE): §7 headers, time-out, JSON errors as ApiRequestError. */
export async function apiGet<T>(path: string, query: Record<string, string | number | undefined> = {}): Promise<T> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, String(value));
  const response = await fetch(`${path}${params.size ? `?${params}` : ''}`, {
    headers: { Accept: 'application/json', ...standardHeaders() },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
  if (!response.ok) throw new ApiRequestError(body?.message ?? response.statusText, response.status, body?.field);
  return body as T;
}

/**
 * POST/PUT/DELETE through the same client. The session travels in the httpOnly cookie the
 * sign-in set (same-origin fetches send it), never in script-readable storage.
 */
export async function apiSend<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...standardHeaders(), ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const json = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
  if (!response.ok) throw new ApiRequestError(json?.message ?? response.statusText, response.status, json?.field);
  return json as T;
}

export const apiPost = <T>(path: string, body?: unknown) => apiSend<T>('POST', path, body);
export const apiDelete = <T>(path: string) => apiSend<T>('DELETE', path);
