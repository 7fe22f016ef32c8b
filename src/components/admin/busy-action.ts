'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { errorText } from './http';

// One way a workspace button runs a call: it shows as busy, a success says so in a toast, a
// failure shows the server's words in a toast, and the screen stays as it was.

export function useBusyAction() {
  const [busy, setBusy] = useState<string | null>(null);
  /** Runs `action` as `name` (the busy button); true when it went through. */
  const run = async (name: string, action: () => Promise<unknown>, done?: string): Promise<boolean> => {
    setBusy(name);
    try {
      await action();
      if (done) toast.success(done);
      return true;
    } catch (error) {
      toast.error(errorText(error));
      return false;
    } finally {
      setBusy(null);
    }
  };
  return { busy, run };
}
