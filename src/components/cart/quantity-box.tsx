'use client';

import { Minus, Plus } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { MAX_ADD_NUM } from '@/lib/validation/limits';

const clamp = (n: number) => Math.min(MAX_ADD_NUM, Math.max(1, Math.floor(n)));
const stepButton = 'grid size-8 place-items-center sm:size-9 text-muted transition hover:bg-paper hover:text-brand disabled:opacity-40 disabled:hover:bg-transparent';

/** A cart line's quantity: 1 to 100,000 whole pieces; typing, − and + report each valid value. */
export function QuantityBox({ value, onChange, label }: { value: number; onChange(value: number): void; label: string }) {
  const t = useTranslations('cart');
  const [text, setText] = useState(String(value));
  useEffect(() => setText(String(value)), [value]);

  function type(next: string) {
    setText(next);
    const n = Number(next);
    if (next.trim() !== '' && Number.isFinite(n) && n >= 1) {
      const clamped = clamp(n);
      if (clamped !== value) onChange(clamped);
    }
  }

  return (
    <div className="flex h-8 items-center overflow-hidden rounded-md border sm:h-9 border-line bg-white" data-testid="line-quantity">
      <button type="button" className={stepButton} onClick={() => onChange(clamp(value - 1))} disabled={value <= 1} aria-label={t('decrease')}>
        <Minus size={14} aria-hidden="true" />
      </button>
      <input
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_ADD_NUM}
        step={1}
        value={text}
        onChange={(e) => type(e.target.value)}
        onBlur={() => setText(String(value))}
        aria-label={label}
        className="h-full w-16 border-x sm:w-20 border-line text-center text-sm outline-none [appearance:textfield] focus:bg-brand-soft/40 [&::-webkit-inner-spin-button]:appearance-none"
        data-testid="line-quantity-input"
      />
      <button type="button" className={stepButton} onClick={() => onChange(clamp(value + 1))} disabled={value >= MAX_ADD_NUM} aria-label={t('increase')}>
        <Plus size={14} aria-hidden="true" />
      </button>
    </div>
  );
}

interface LineQuantityProps {
  /** The product's name, for the box's label. */
  name: string;
  value: number;
  onChange(value: number): void;
  /** The line total, formatted. */
  total: string;
  totalTestId: string;
  /** Layout classes of the row and of the total (the cart page's grid places them). */
  className?: string;
  totalClassName?: string;
}

/** A cart line's quantity box with the line total beside it (cart page and cart drawer). */
export function LineQuantity({ name, value, onChange, total, totalTestId, className = '', totalClassName = '' }: LineQuantityProps) {
  const t = useTranslations('cart');
  return (
    <div className={`flex items-center justify-between gap-3 ${className}`}>
      <QuantityBox value={value} onChange={onChange} label={t('quantityOf', { name })} />
      <p className={`text-right text-sm font-bold text-brand ${totalClassName}`} data-testid={totalTestId}>
        {total}
      </p>
    </div>
  );
}
