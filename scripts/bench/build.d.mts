export function ensureBuild(root: string, options?: { timeoutMs?: number; reuse?: boolean }): Promise<void>;
