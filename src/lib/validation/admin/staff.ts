// The workspace's staff and audit contracts live in ../staff.ts (they predate this folder and the
// session code uses them too); this file lets the screens find them where every area's are.
export * from '../staff';
