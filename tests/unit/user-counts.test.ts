import { describe, expect, it } from 'vitest';
import { toStoredUser, useUserStore } from '@/stores/user-store';

describe('the header counts of a signed-in customer', () => {
  it('are not overwritten by a read that started before a newer change (a slow GetAccountNums after an add to cart)', () => {
    const store = useUserStore.getState();
    store.setUser(toStoredUser({ id: 7, nick: 'Dana', shoppingCartNum: 0 }));
    const readStartedAt = useUserStore.getState().countsVersion;
    useUserStore.getState().setCounts({ shoppingCartNum: 1 }); // the add-to-cart answer
    useUserStore.getState().setCountsIfUnchanged(readStartedAt, { shoppingCartNum: 0, collectionNum: 0 }); // the older read
    expect(useUserStore.getState().user?.shoppingCartNum).toBe(1);

    const fresh = useUserStore.getState().countsVersion;
    useUserStore.getState().setCountsIfUnchanged(fresh, { shoppingCartNum: 4 });
    expect(useUserStore.getState().user?.shoppingCartNum).toBe(4);
    useUserStore.getState().logout();
  });
});
