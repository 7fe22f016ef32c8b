// Quick order's bounds (issue 17), without zod so the browser panel can show them cheaply (issue 7
// §2 browser budget); src/lib/validation/product-lookup.ts builds the API's schema on them.

/** Lines a buyer may paste or upload at once; more is refused with a message naming the count. */
export const QUICK_ORDER_LINE_LIMIT = 500;
/** Longest item code accepted: the seed's are 10 characters (`LT26-00417`); ERP codes run longer. */
export const PRODUCT_CODE_MAX = 40;
/** Largest file read: 500 lines of an .xlsx take about 20 kB, of a .csv less. */
export const QUICK_ORDER_FILE_MAX_BYTES = 2 * 1024 * 1024;
