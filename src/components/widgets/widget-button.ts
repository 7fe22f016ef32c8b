// Floating widget buttons: small on phones (40 px) so they cover less of the page at 375 px.
export const widgetButton = 'grid size-10 place-items-center rounded-full shadow-lg sm:size-12';
