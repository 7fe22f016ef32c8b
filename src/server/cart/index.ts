// Server cart and favorites of signed-in customers. Guests keep theirs in localStorage
// (src/stores) until sign-in merges them here.
export { addToCart, cartLineCount, listCart, removeCartLines, setCartQuantity, cartLinesWithProducts } from './cart-lines';
export type { CartItemDto, LineProductDto } from './cart-item-dto';
export { addFavorite, favoriteCount, listFavorites, removeFavorite, type FavoriteDto, type FavoriteItemDto } from './favorites';
export { mergeGuestData, type MergeResult } from './merge-guest';
