'use client';

import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { inputClass } from './form-styles';

// Client forms may take the styles from here too.
export { inputClass, linkButton, primaryButton } from './form-styles';

type FieldProps = InputHTMLAttributes<HTMLInputElement> & { label: string; error?: string; trailing?: ReactNode; ref?: Ref<HTMLInputElement> };

/** A labelled input with its (already translated) error below it. */
export function FormField({ label, error, trailing, id, ref, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  return (
    <div className="space-y-1">
      <label htmlFor={inputId} className="block text-sm font-medium">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input ref={ref} id={inputId} aria-invalid={error ? true : undefined} aria-describedby={error ? `${inputId}-error` : undefined} className={inputClass} {...input} />
        {trailing}
      </div>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-xs text-brand">
          {error}
        </p>
      )}
    </div>
  );
}
