export interface ProcessEvent {
  event: 'ready' | 'exit';
  at: number;
  pid: number;
  detail: string;
}
export interface ClusterProcess {
  name: string;
  port: number;
  origin: string;
  pid: number;
  up: boolean;
  restarts: number;
  logFile: string;
  history: ProcessEvent[];
}
export interface ClusterState {
  pid: number;
  origin: string;
  port: number;
  trustedProxies: string;
  nginx: { pid: number; confFile: string; accessLog: string; errorLog: string };
  processes: ClusterProcess[];
  databaseUrl: string;
  redisUrl: string;
  captchaFile: string;
  workDir: string;
  startup: { seconds: number; seeded: string[]; waited: string[] };
}
export function writeState(file: string | undefined, state: ClusterState): void;
export function readState(file: string): ClusterState;
export function removeState(file: string | undefined): void;
