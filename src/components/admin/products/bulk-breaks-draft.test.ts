import { describe, expect, it } from 'vitest';
import { breaksChangeOf, emptyBreaksDraft } from './bulk-breaks-draft';

describe('the set-quantity-breaks draft', () => {
  it('reads "−5 %" and full-width digits, leaves empty rows out, and sends only the currencies ticked', () => {
    const draft = emptyBreaksDraft();
    draft.USD.ranges = [
      { qty: '１０００', percent: '-10%' },
      { qty: '', percent: '' },
      { qty: '500', percent: '5' },
    ];
    expect(breaksChangeOf(draft)).toEqual({
      change: {
        USD: [
          { minQty: 1000, percentOff: 10 },
          { minQty: 500, percentOff: 5 },
        ],
      },
    });
  });

  it('names the refusal and the currency it concerns', () => {
    const draft = emptyBreaksDraft();
    draft.USD.on = false;
    expect(breaksChangeOf(draft)).toEqual({ error: 'nothing' });
    draft.CNY = { on: true, ranges: [{ qty: '1', percent: '5' }] };
    expect(breaksChangeOf(draft)).toEqual({ error: 'qty', currency: 'CNY' });
    draft.CNY.ranges = [{ qty: '500', percent: '120' }];
    expect(breaksChangeOf(draft)).toEqual({ error: 'percent', currency: 'CNY' });
    draft.CNY.ranges = [
      { qty: '500', percent: '10' },
      { qty: '1000', percent: '5' },
    ];
    expect(breaksChangeOf(draft)).toEqual({ error: 'order', currency: 'CNY' });
  });
});
