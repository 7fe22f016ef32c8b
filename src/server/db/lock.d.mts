export declare class DataDirLockedError extends Error {
  constructor(dataDir: string, holderPid: number);
  readonly dataDir: string;
  readonly holderPid: number;
}

/** Takes the lock for this process; returns a release function. Stale locks of dead pids are taken over. */
export declare function lockDataDir(dataDir: string): () => void;
