'use client';

import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode, type RefObject } from 'react';

// The account menu was a Radix DropdownMenu, whose positioning engine (floating-ui)
// and layers came to ~18 kB gzip on every page. A menu that opens below its button needs none of
// that: this is the WAI-ARIA menu-button pattern by hand, with the same keyboard as Radix's —
// Enter, Space and ArrowDown open on the first item, ArrowUp on the last; arrows, Home and End
// move; Tab stays on the menu (a menu is not a Tab stop sequence); Escape, a click outside or
// choosing an item closes it, and focus goes back to the button.

const ITEM = '[role="menuitem"]';

type MenuApi = { close(): void };

type Props = {
  buttonRef: RefObject<HTMLButtonElement | null>;
  buttonClassName: string;
  buttonTestId: string;
  buttonLabel: ReactNode;
  menuClassName: string;
  menuTestId: string;
  /** The items; each is an element with role="menuitem" (see menuItemProps) and calls close() when chosen. */
  children(menu: MenuApi): ReactNode;
};

function items(menu: HTMLElement | null): HTMLElement[] {
  return Array.from(menu?.querySelectorAll<HTMLElement>(ITEM) ?? []);
}

/** A button opening a menu of links and actions below it, aligned to its right edge. */
export function MenuButton({ buttonRef, buttonClassName, buttonTestId, buttonLabel, menuClassName, menuTestId, children }: Props) {
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const menuRef = useRef<HTMLDivElement>(null);
  const wrapper = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = useCallback(
    (refocus = true) => {
      setOpen(false);
      if (refocus) buttonRef.current?.focus({ preventScroll: true });
    },
    [buttonRef],
  );

  useEffect(() => {
    if (!open) return;
    const list = items(menuRef.current);
    (open === 'last' ? list.at(-1) : list[0])?.focus({ preventScroll: true });
    const outside = (event: PointerEvent) => {
      if (!wrapper.current?.contains(event.target as Node)) close(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open, close]);

  function onButtonKey(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      setOpen('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen('last');
    }
  }

  function onMenuKey(event: KeyboardEvent<HTMLDivElement>) {
    const list = items(menuRef.current);
    const at = list.indexOf(document.activeElement as HTMLElement);
    const move = (index: number) => list[(index + list.length) % list.length]?.focus();
    switch (event.key) {
      case 'ArrowDown':
        move(at + 1);
        break;
      case 'ArrowUp':
        move(at < 0 ? -1 : at - 1);
        break;
      case 'Home':
        move(0);
        break;
      case 'End':
        move(-1);
        break;
      case 'Escape':
        close();
        break;
      case 'Tab':
        break;
      case ' ':
        // Space chooses an item, as Enter does (links only know Enter).
        (document.activeElement as HTMLElement | null)?.click();
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <div ref={wrapper} className="relative">
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        aria-expanded={Boolean(open)}
        aria-controls={open ? menuId : undefined}
        className={buttonClassName}
        data-state={open ? 'open' : 'closed'}
        data-testid={buttonTestId}
        onKeyDown={onButtonKey}
        onClick={() => (open ? close() : setOpen('first'))}
      >
        {buttonLabel}
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-orientation="vertical"
          tabIndex={-1}
          className={menuClassName}
          data-testid={menuTestId}
          onKeyDown={onMenuKey}
          // Pointer over an item focuses it, so the keyboard carries on from where the pointer is.
          onPointerMove={(event) => {
            const item = (event.target as HTMLElement).closest<HTMLElement>(ITEM);
            if (item && item !== document.activeElement) item.focus({ preventScroll: true });
          }}
        >
          {children({ close: () => close() })}
        </div>
      )}
    </div>
  );
}

/** Spread on each menu entry (a Link or a button). */
export const menuItemProps = { role: 'menuitem', tabIndex: -1 } as const;
