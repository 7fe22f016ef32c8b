import type { IncomingMessage } from 'node:http';

export const FLIGHT_HEADER: string;
export function markFlightRequest(req: IncomingMessage): boolean;
export class RouteMemo {
  constructor(options?: { max?: number; mobileSite?: boolean });
  signatureOf(req: IncomingMessage): string | undefined;
  recall(signature: string): { key: string; base: Record<string, unknown> } | undefined;
  remember(signature: string, key: string, base: Record<string, unknown>): void;
}
