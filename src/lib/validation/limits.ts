// The §5 and cart-safety limits that browser components show or enforce, without zod: importing a
// constant from cart.ts, order.ts or address.ts would bring the whole zod runtime into the page's
// JavaScript (browser budget). The schema modules re-export these.

/** Most pieces one cart line may hold (per request and after adding). */
export const MAX_ADD_NUM = 100_000;
/** Most distinct lines a server cart holds; also the most ids one delete or submit takes. */
export const CART_LINE_LIMIT = 200;
/** Longest inquiry message. */
export const ORDER_MESSAGE_MAX = 2000;
/** Country code whose addresses take a region and city from the division data. */
export const CHINA = 'CN';
/**
 * PostgreSQL `integer` (int4), the type of every id column: a larger number names no row, and
 * sent to the database it fails the statement ("out of range for type integer"), so every
 * integer input is bounded by it in its schema.
 */
export const INT4_MAX = 2_147_483_647;
/** Quick order: lines a buyer may paste or upload at once, and ids one lookup takes. */
export const QUICK_ORDER_LINE_LIMIT = 500;
/** Longest item code accepted: the seed's are 10 characters (`LT26-00417`); ERP codes run longer. */
export const PRODUCT_CODE_MAX = 40;
