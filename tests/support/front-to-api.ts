import type { IncomingMessage, ServerResponse } from 'node:http';
import { apiApp } from '@/server/api/app';

/**
 * Where the real front (scripts/server/front.mjs) hands a request on to Next, in tests that run
 * the front on a socket: Node request → fetch Request → the API app → Node response.
 */
export async function toApi(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  const answer = await apiApp.fetch(new Request(`http://${req.headers.host}${req.url}`, { method: req.method, headers }));
  res.writeHead(answer.status, Object.fromEntries(answer.headers));
  res.end(Buffer.from(await answer.arrayBuffer()));
}
