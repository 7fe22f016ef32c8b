// The messages between a client of the embedded database and its thread (pglite-remote.ts →
// pglite-thread.mjs), and the tag they carry over a render process's IPC channel to the primary
// (pglite-relay.mjs, ADR 0057). Plain JavaScript: the primary runs it without a bundler.

/** The key of a database message or reply on a process's IPC channel (other messages share it). */
export const RELAY_TAG = 'lanternDb';
