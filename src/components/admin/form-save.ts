'use client';

import { useState } from 'react';
import { toast } from 'sonner';
import { errorText, type ApiErrorBody } from './http';

// The save of a SchemaForm that calls the API itself (generate codes, add a member, the topic
// editor) rather than through an ra-core edit/create controller: the same two outcomes as a
// controller's save, written once. A 400 naming a field goes back to the form, which shows it on
// that field (ra-core reads the returned errors); any other failure is a toast.

/**
 * `save` runs `action` with the form's values, `saving` is true meanwhile; `saveContext` is the
 * value for the form's SaveContextProvider (pessimistic: the form waits for the answer).
 */
export function useFormSave(action: (values: Record<string, unknown>) => Promise<void>) {
  const [saving, setSaving] = useState(false);
  async function save(values: Record<string, unknown>): Promise<Record<string, string> | undefined> {
    setSaving(true);
    try {
      await action(values);
      return undefined;
    } catch (caught) {
      const body = (caught as { body?: ApiErrorBody }).body;
      if (body?.errors) return body.errors;
      toast.error(errorText(caught));
      return undefined;
    } finally {
      setSaving(false);
    }
  }
  return { save, saving, saveContext: { save: save as never, saving, mutationMode: 'pessimistic' as const } };
}
