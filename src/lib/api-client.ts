import { deviceCode } from './device-code';

/** §7: every call sends JSON and times out after 40 s. */
export const REQUEST_TIMEOUT_MS = 40_000;

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
    headers: { Accept: 'application/json', DeviceCode: deviceCode() },
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const body = (await response.json().catch(() => null)) as { message?: string; field?: string } | null;
  if (!response.ok) throw new ApiRequestError(body?.message ?? response.statusText, response.status, body?.field);
  return body as T;
}
