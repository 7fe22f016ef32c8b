// Floating widget buttons: the size is the dock's (--dock-button in globals.css: 40 px on phones,
// 48 px from 640 px), so the room the footer keeps for them always fits.
export const widgetButton = 'grid size-[var(--dock-button)] place-items-center rounded-full shadow-lg';
