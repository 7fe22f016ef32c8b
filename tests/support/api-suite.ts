import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { issueCaptcha } from '@/server/accounts/captchas';
import { apiApp } from '@/server/api/app';
import { captchas } from '@/server/db/schema';
import type { TestDb } from './test-db';

// How the API suites talk to the Hono app: in process, no server and no network. Each suite adds
// only what its calls carry (a customer's Authorization, an address of its own), in a one-line
// wrapper of its own.

/** An answer as the tests read it: walked by path, its shape checked by expect(), not by a type. */
export type Json = Record<string, any>;

export interface CallOptions {
  /** Sent as JSON (content-type application/json whatever the body). */
  body?: unknown;
  headers?: Record<string, string>;
  /** An answer that is not JSON (an exported file) reads as a null body instead of failing. */
  mayBeFile?: boolean;
}

export interface Answer {
  status: number;
  headers: Headers;
  /** The body as UTF-8 text. */
  text: string;
  /** The parsed body; null when the answer is empty (or not JSON, with `mayBeFile`). */
  body: Json;
  /** Set-Cookie, '' when there is none. */
  cookie: string;
}

/** The raw response, for answers read as files (exports) or streams. */
export async function request(method: string, path: string, { body, headers = {} }: CallOptions = {}): Promise<Response> {
  return await apiApp.request(path, {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The request and its whole answer, read once. */
export async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
  const res = await request(method, path, options);
  const text = Buffer.from(await res.arrayBuffer()).toString('utf8');
  return { status: res.status, headers: res.headers, text, body: parse(text, options.mayBeFile ?? false), cookie: res.headers.get('set-cookie') ?? '' };
}

// Typed as Json like a parsed body: a test that reads into a missing body fails there.
const NO_BODY = null as unknown as Json;

function parse(text: string, mayBeFile: boolean): Json {
  if (!text) return NO_BODY;
  try {
    return JSON.parse(text) as Json;
  } catch (error) {
    if (mayBeFile) return NO_BODY;
    throw error;
  }
}

/** A GET of a public route (no session): status, content type and the JSON body. */
export async function getJson(path: string, headers: Record<string, string> = {}) {
  const response = await apiApp.request(path, { headers });
  // The body stays untyped: suites hand it to helpers that name the shape they read.
  return { status: response.status, type: response.headers.get('content-type') ?? '', body: await response.json() };
}

/** A captcha issued and read back from the database: the fields a sign-in or registration sends. */
export async function solvedCaptcha(db: TestDb) {
  const guid = randomUUID();
  await issueCaptcha(db.db, guid);
  const [row] = await db.db.select().from(captchas).where(eq(captchas.guid, guid));
  return { verifyGuid: guid, verifyCode: row!.code };
}
