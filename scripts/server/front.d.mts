import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustedProxies } from './forwarding.mjs';
import type { ApiMemo } from './api-memo.mjs';
import type { PageCache } from './page-cache.mjs';

export const METHODS: string[];
export function frontListener(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { trusted: TrustedProxies; pageCache?: PageCache; apiMemo?: ApiMemo; compress?: boolean },
): (req: IncomingMessage, res: ServerResponse) => void;
export const REFUSED_BODY_LINGER_MS: number;
/** The storefront's site has no area rule (as last read, within its 30 s): the front's page memo may answer. */
export function areaGateOpen(): boolean;
