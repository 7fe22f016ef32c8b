import type { IncomingMessage } from 'node:http';

export const FORWARDING_ENV: 'LANTERN_FORWARDING';
export const FORWARDING_NORMALISED: 'normalised';
export interface TrustedProxies {
  size: number;
  has(address: string): boolean;
}
export interface ResolvedClient {
  ip: string;
  proto: 'http' | 'https';
  host: string;
}
export function plainAddress(address: unknown): string;
export function parseTrustedProxies(text?: string): TrustedProxies;
export function resolveClient(request: { peer?: string; encrypted?: boolean; headers: IncomingMessage['headers'] }, trusted: TrustedProxies): ResolvedClient;
export function normaliseForwarding(req: IncomingMessage, trusted: TrustedProxies): ResolvedClient;
