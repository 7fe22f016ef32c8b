// Quick order's bounds, without zod so the browser panel can show them cheaply (browser
// budget). The two the API checks too live with the other input limits.

export { PRODUCT_CODE_MAX, QUICK_ORDER_LINE_LIMIT } from '@/lib/validation/limits';
/** Largest file read: 500 lines of an .xlsx take about 20 kB, of a .csv less. */
export const QUICK_ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;
