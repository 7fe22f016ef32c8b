// §8 failure messages, each typed once: what a call answers (with 503 `unavailable`, or 500
// `internal` for a fault of our own) when its service fails unexpectedly. A route names its
// message when it is declared (./route); the keys say which calls share one.
export const FAILURE = {
  // §8 R8.38-R8.40
  colors: 'Failed to get the color configuration.',
  packs: 'Failed to get the packing configuration.',
  units: 'Failed to get the unit configuration.',
  // catalogue
  home: 'init page error',
  topics: 'Failed to request column information.',
  productList: 'Get product list error.',
  products: 'Get products error.',
  productTicks: 'Get product ticks error.',
  // content
  contact: 'Failed to request contact us information.',
  aboutUs: 'get AboutUs error',
  certificates: 'get CertificateFile error',
  articles: 'get ArticleList error',
  /** Not in §8: ours, in its style. */
  fairs: 'get FairLog error',
  friendLinks: 'get FriendLink error',
  feedback: 'Failed to submit feedback.',
  // access, media, captcha
  area: 'Failed to check the area.',
  accessCode: 'Failed to check the access code.',
  tempKey: 'get TempKey error',
  captcha: 'get NumberVerifyCode error',
  // the signed-in calls
  session: 'Failed to check the session.',
  changePassword: 'changePassword error',
  addressList: 'get AddressList error',
  addressSave: 'Failed to save the address.',
  addressDelete: 'Failed to delete the address.',
  cartList: 'Failed to request cart data.',
  cartAdd: 'Failed to add to cart.',
  cartRemove: 'Failed to remove cart data.',
  favoritesList: 'Failed to request favorites data',
  favoritesAdd: 'Failed to add to favorites',
  favoritesRemove: 'Failed to remove favorites data',
  orderSubmit: 'Failed to submit the inquiry.',
  orderList: 'get OrderList error',
} as const;

export type FailureMessage = (typeof FAILURE)[keyof typeof FAILURE];

/** The §8 message each request's route runs under, noted by the kit as the handler starts (./operation). */
const noted = new WeakMap<object, FailureMessage>();

export const noteFailure = (c: object, failure: FailureMessage): void => void noted.set(c, failure);

/** The message the app's error handler words an unexpected failure of this request's handler with (./errors). */
export const failureOf = (c: object): FailureMessage | undefined => noted.get(c);
