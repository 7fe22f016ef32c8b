export interface FailoverResult {
  buyers: number;
  completed: number;
  seconds: number;
  killAfterSeconds: number;
  requestsAtKill?: number;
  acknowledgedAtKill?: number;
  victim: { name: string; pid: number; upstream: string };
  rejoin: { pid: number; readySecondsAfterKill: number; servingSecondsAfterKill: number };
  requests: number;
  idempotent: { attempts: number; status5xx: number; networkErrors: number };
  nonIdempotent: { attempts: number; status5xx: number; networkErrors: number; failedByAction: Record<string, number> };
  retriedAttempts: number;
  statuses: Record<string, number>;
  servedBy: Record<string, number>;
  nginx: { requests: number; movedOn: number; movedOnStatuses: Record<string, number>; clientAddresses: number };
  inquiries: { ok: boolean; acknowledged: number; inDatabase: number; missing: number[]; extra: number[]; incomplete: number[] };
  registrations: number;
  signedInAfterLostAnswer: number;
  submitsFailed: number;
}
export function killOneDuringBuyers(options: {
  stateFile: string;
  buyers?: number;
  thinkMs?: number;
  killAfterRequests?: number;
  killAfterMs?: number;
  victim?: string;
  rejoinTimeoutMs?: number;
  say?: (line: string) => void;
}): Promise<FailoverResult>;
