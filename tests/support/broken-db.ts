import type { Db } from '@/server/db/client';
import { setDbHandle } from '@/server/db/client';
import type { DbHandle } from '@/server/db/open';

/**
 * Installs a database whose every call throws ('connection refused') for the length of `work`,
 * then puts `restore` back — how the tests prove §8's failure behaviour. Logged errors are muted.
 */
export async function withBrokenDb<T>(restore: DbHandle, work: () => Promise<T>): Promise<T> {
  const broken = new Proxy(
    {},
    {
      get: () => () => {
        throw new Error('connection refused');
      },
    },
  ) as unknown as Db;
  const quiet = console.error;
  console.error = () => {};
  setDbHandle({ db: broken, kind: 'pglite', close: async () => {} });
  try {
    return await work();
  } finally {
    setDbHandle(restore);
    console.error = quiet;
  }
}
