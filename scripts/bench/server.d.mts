export function freePort(): Promise<number>;
export class BenchServer {
  constructor(options: { root: string; env: NodeJS.ProcessEnv; logFile: string; publicBaseUrl?: boolean; bareNext?: boolean; port?: number });
  origin: string;
  port: number;
  readonly pid: number | undefined;
  start(): Promise<void>;
  cpuMs(): number | undefined;
  waitReady(readyPath: string, timeoutMs?: number): Promise<void>;
  log(): string;
  logTail(lines?: number): string;
  stop(): Promise<void>;
  killNow(): void;
}
export function signalGroup(pid: number, signal: NodeJS.Signals): void;
