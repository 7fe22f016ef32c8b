// A buyer who holds no price list is told so once ("held: false") and the pages stop asking for a
// while: a tab remembers it for a quarter of an hour, so a list given meanwhile shows within that.
const KEY = 'lantern.personal-prices.none';
const REMEMBERED_MS = 15 * 60_000;

export function knownWithoutPrices(userId: number): boolean {
  try {
    const [id, until] = (sessionStorage.getItem(KEY) ?? '').split(':');
    return Number(id) === userId && Number(until) > Date.now();
  } catch {
    return false; // storage refused (private mode): ask, as the first time
  }
}

export function rememberWithoutPrices(userId: number): void {
  try {
    sessionStorage.setItem(KEY, `${userId}:${Date.now() + REMEMBERED_MS}`);
  } catch {
    // nothing kept: the next page asks again
  }
}
