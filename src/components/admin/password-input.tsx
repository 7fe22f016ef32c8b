'use client';

import { useTranslate } from 'ra-core';
import { useState, type ComponentProps } from 'react';
import { TextInput } from './ui-kit';

/** A password box, masked, with a show/hide button (so a typo can be checked before saving). */
export function PasswordInput({ invalid, className = '', ...input }: Omit<ComponentProps<'input'>, 'type'> & { invalid?: boolean }) {
  const t = useTranslate();
  const [shown, setShown] = useState(false);
  return (
    <div className={`a-password ${className}`}>
      <TextInput {...input} type={shown ? 'text' : 'password'} invalid={invalid} spellCheck={false} autoCapitalize="off" />
      <button
        type="button"
        className="a-password-toggle"
        aria-pressed={shown}
        aria-controls={input.id}
        onClick={() => setShown(!shown)}
        data-testid={input.id ? `${input.id}-toggle` : undefined}
      >
        {shown ? t('form.hidePassword') : t('form.showPassword')}
      </button>
    </div>
  );
}
