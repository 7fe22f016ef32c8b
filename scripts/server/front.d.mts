import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustedProxies } from './forwarding.mjs';
import type { PageCache } from './page-cache.mjs';

export const METHODS: string[];
export function frontListener(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { trusted: TrustedProxies; pageCache?: PageCache; compress?: boolean },
): (req: IncomingMessage, res: ServerResponse) => void;
export const REFUSED_BODY_LINGER_MS: number;
