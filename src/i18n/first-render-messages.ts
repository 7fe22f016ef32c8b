import type { Messages } from 'next-intl';

/**
 * The message namespaces that client components use while a catalogue page first renders and
 * hydrates: the header, footer and floating widgets, the product cards' add-to-cart and favourite
 * toasts, the filter ticks, the error boundary. Only these travel in every page's flight payload;
 * before, every namespace did (23.6 kB, more than half of a list page's payload, serialised on the
 * server and parsed again for the HTML on every uncached rendering).
 * What loads later brings the rest itself: lazy overlays, drawers and dialogs through
 * lazyWithAllMessages (all-messages-client.tsx), the personal pages through their route group's
 * layout (src/app/[locale]/(personal)/layout.tsx).
 * tests/unit/first-render-messages.test.ts walks the imports from the catalogue routes and fails
 * when an eagerly rendered client component uses a namespace missing here.
 */
export const FIRST_RENDER_NAMESPACES = [
  'account',
  'brand',
  'cart',
  'errors',
  'favorites',
  'filters',
  'footer',
  'header',
  'home',
  'message',
  'product',
  'store',
  'units',
  'userMenu',
  'widgets',
] as const satisfies readonly (keyof Messages)[];

export function firstRenderMessages(messages: Messages): Pick<Messages, (typeof FIRST_RENDER_NAMESPACES)[number]> {
  return Object.fromEntries(FIRST_RENDER_NAMESPACES.map((name) => [name, messages[name]])) as Pick<Messages, (typeof FIRST_RENDER_NAMESPACES)[number]>;
}

const texts = new WeakMap<Messages, string>();

/** firstRenderMessages as JSON text (TextMessagesProvider), made once per locale's message file. */
export function firstRenderMessagesText(messages: Messages): string {
  let text = texts.get(messages);
  if (text === undefined) texts.set(messages, (text = JSON.stringify(firstRenderMessages(messages))));
  return text;
}
