import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';

/**
 * The cart's full-width action buttons, an icon before the label: `primary` for the way on (send
 * the inquiry, sign in to inquire), `outline` beside it (quick order). One look for each, so the
 * cart page and the drawer's buttons cannot drift apart.
 */
const LOOKS = {
  primary: { className: 'h-12 bg-brand px-5 text-base text-white transition hover:bg-brand-dark disabled:cursor-not-allowed disabled:opacity-50', iconSize: 18 },
  outline: { className: 'h-11 border border-line px-4 text-sm hover:border-brand hover:text-brand', iconSize: 17 },
} as const;

interface Props extends ComponentProps<'button'> {
  icon: LucideIcon;
  look?: keyof typeof LOOKS;
}

export function WideButton({ icon: Icon, look = 'primary', className = '', children, ...button }: Props) {
  const { className: lookClass, iconSize } = LOOKS[look];
  return (
    <button type="button" {...button} className={`inline-flex w-full items-center justify-center gap-2 rounded-md font-semibold ${lookClass} ${className}`.trimEnd()}>
      <Icon size={iconSize} aria-hidden="true" /> {children}
    </button>
  );
}
