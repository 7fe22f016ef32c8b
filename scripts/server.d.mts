import type { Server } from 'node:http';

export function startServer(options?: { port?: number; dir?: string }): Promise<Server>;
export function shutDownOn(server: Server, signals?: NodeJS.Signals[]): void;
