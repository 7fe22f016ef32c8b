import type { IncomingMessage, ServerResponse } from 'node:http';
import type { TrustedProxies } from './forwarding.mjs';

export const METHODS: string[];
export function frontListener(
  handle: (req: IncomingMessage, res: ServerResponse) => unknown,
  options: { trusted: TrustedProxies },
): (req: IncomingMessage, res: ServerResponse) => void;
