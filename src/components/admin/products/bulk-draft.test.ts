import { describe, expect, it } from 'vitest';
import { changeOfDraft, emptyDraft } from './bulk-draft';

describe('the bulk edit draft', () => {
  it('sends only the parts staff filled in', () => {
    const draft = { ...emptyDraft(), price: { mode: 'percent' as const, value: '-10%' }, moq: ' 96 ', hot: 'true' as const };
    expect(changeOfDraft(draft)).toEqual({ change: { price: { mode: 'percent', value: -10 }, moq: 96, hot: true } });
  });

  it('refuses words, fractions of a piece, out-of-range values, three decimals and a zero move, each beside its field', () => {
    const draft = {
      ...emptyDraft(),
      price: { mode: 'add' as const, value: '0' },
      foreignprice: { mode: 'set' as const, value: '1.005' },
      stock: { mode: 'set' as const, value: '-3' },
      moq: '2.5',
    };
    expect(changeOfDraft(draft)).toEqual({
      errors: { price: { key: 'zero' }, foreignprice: { key: 'decimals' }, stock: { key: 'range', values: { min: 0, max: 2_147_483_647 } }, moq: { key: 'whole' } },
    });
    expect(changeOfDraft({ ...emptyDraft(), price: { mode: 'percent', value: '五' } })).toEqual({ errors: { price: { key: 'number' } } });
    expect(changeOfDraft({ ...emptyDraft(), price: { mode: 'percent', value: '501' } })).toMatchObject({ errors: { price: { key: 'range' } } });
  });

  it('asks for at least one change', () => {
    expect(changeOfDraft(emptyDraft())).toEqual({ errors: { form: { key: 'nothing' } } });
  });
});
