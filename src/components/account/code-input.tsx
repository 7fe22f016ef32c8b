'use client';

import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { RESET_CODE_LENGTH } from '@/lib/validation/account';

type Props = { value: string; onChange(value: string): void; label: string; autoFocus?: boolean };

const clean = (text: string) => text.replace(/[^A-Za-z0-9]/g, '');
/** A cleared box in the middle is kept as a space, so the later boxes keep their places. */
const join = (chars: string[]) =>
  chars
    .map((c) => c || ' ')
    .join('')
    .trimEnd();

/** What was typed into a box that already held `current` (the caret may sit on either side). */
function typedText(current: string, raw: string): string {
  if (!current || raw.length <= 1) return raw;
  if (raw.startsWith(current)) return raw.slice(current.length);
  if (raw.endsWith(current)) return raw.slice(0, -current.length);
  return raw;
}

/**
 * §2 six-box verification code input (R2.61): one character per box; typing moves on, Backspace
 * on an empty box goes back, a pasted code fills all six.
 */
export function CodeInput({ value, onChange, label, autoFocus }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([]);
  const chars = Array.from({ length: RESET_CODE_LENGTH }, (_, i) => (value[i] ?? '').trim());
  // preventScroll: the steps slide inside an overflow-hidden frame that focus must not scroll.
  const focus = (i: number) => boxes.current[Math.max(0, Math.min(RESET_CODE_LENGTH - 1, i))]?.focus({ preventScroll: true });
  useEffect(() => {
    if (autoFocus) boxes.current[0]?.focus({ preventScroll: true });
  }, [autoFocus]);

  function write(i: number, text: string) {
    const typed = clean(text);
    const next = [...chars];
    if (!typed) {
      if (text === '') onChange(join(next.map((c, k) => (k === i ? '' : c))));
      return;
    }
    // Several characters at once (autofill, paste into one box) spill into the following boxes.
    for (let k = 0; k < typed.length && i + k < RESET_CODE_LENGTH; k += 1) next[i + k] = typed[k]!;
    onChange(join(next));
    focus(i + typed.length);
  }

  function onKeyDown(i: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const next = [...chars];
      const at = chars[i] ? i : i - 1;
      if (at < 0) return;
      next[at] = '';
      onChange(join(next));
      focus(at);
    } else if (event.key === 'ArrowLeft') focus(i - 1);
    else if (event.key === 'ArrowRight') focus(i + 1);
  }

  function onPaste(event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault();
    const pasted = clean(event.clipboardData.getData('text')).slice(0, RESET_CODE_LENGTH);
    if (pasted.length === RESET_CODE_LENGTH) {
      onChange(pasted);
      focus(RESET_CODE_LENGTH - 1);
    } else if (pasted) write(Number((event.target as HTMLInputElement).dataset.index ?? 0), pasted);
  }

  return (
    <div role="group" aria-label={label} className="flex justify-between gap-2" data-testid="code-input">
      {chars.map((char, i) => (
        <input
          key={i}
          ref={(el) => {
            boxes.current[i] = el;
          }}
          value={char}
          data-index={i}
          onChange={(event) => write(i, typedText(char, event.target.value))}
          onKeyDown={(event) => onKeyDown(i, event)}
          onPaste={onPaste}
          onFocus={(event) => event.target.select()}
          inputMode="text"
          autoComplete={i === 0 ? 'one-time-code' : 'off'}
          maxLength={RESET_CODE_LENGTH}
          aria-label={`${label} ${i + 1}`}
          className="h-13 w-full min-w-0 rounded-md border border-line text-center text-xl font-semibold outline-none focus:border-brand focus:ring-2 focus:ring-brand/15"
          data-testid={`code-box-${i}`}
        />
      ))}
    </div>
  );
}
