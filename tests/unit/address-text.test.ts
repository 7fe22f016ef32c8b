import { describe, expect, it } from 'vitest';
import { placeLine } from '@/lib/address-text';
import { addressLines } from '@/server/exports/address-lines';

const jinhua = { country: 'CN', region: '浙江省', city: '金华市', district: '婺城区', addressLine: '丹溪路 88 号', postcode: '321000' };
const snapshot = { id: 1, contactName: '李女士', company: '', phone: '13900139000', email: '', ...jinhua };

describe('an address written in the reader’s language', () => {
  it('writes a Chinese address from the country down, without commas, in Chinese', () => {
    expect(placeLine({ ...jinhua, country: '中国' }, 'zh')).toBe('中国浙江省金华市婺城区 丹溪路 88 号 321000');
  });

  it('writes it from the street up, with commas, in English', () => {
    expect(placeLine({ ...jinhua, country: 'China', region: 'Zhejiang', city: 'Jinhua', district: 'Wucheng District', addressLine: '88 Danxi Road' }, 'en')).toBe(
      '88 Danxi Road, Wucheng District, Jinhua, Zhejiang 321000, China',
    );
  });

  it('names a municipality once: 上海市黄浦区, not 上海市上海市', () => {
    expect(placeLine({ country: '中国', region: '上海市', city: '上海市', district: '黄浦区', addressLine: '中山东一路 1 号', postcode: '' }, 'zh')).toBe(
      '中国上海市黄浦区 中山东一路 1 号',
    );
  });

  it('keeps a space between Latin names in a Chinese line', () => {
    expect(placeLine({ country: '德国', region: 'Hamburg', city: 'Altona', addressLine: 'Speicherstadt 12', postcode: '20457' }, 'zh')).toBe(
      '德国 Hamburg Altona Speicherstadt 12 20457',
    );
  });

  it('prints the country and divisions by name in documents and mails, never the code', () => {
    expect(addressLines(snapshot, 'zh')[1]).toBe('中国浙江省金华市婺城区 丹溪路 88 号 321000');
    expect(addressLines(snapshot, 'en')[1]).toBe('丹溪路 88 号, Wucheng District, Jinhua, Zhejiang 321000, China');
    expect(addressLines({ ...snapshot, country: 'SE', region: '', city: 'Stockholm', district: undefined, postcode: '111 22', addressLine: 'Drottninggatan 1' }, 'zh')[1]).toBe(
      '瑞典 Stockholm Drottninggatan 1 111 22',
    );
    expect(addressLines({ ...snapshot, country: 'SE', region: '', city: 'Stockholm', district: undefined, postcode: '111 22', addressLine: 'Drottninggatan 1' }, 'en')[1]).toBe(
      'Drottninggatan 1, Stockholm 111 22, Sweden',
    );
  });
});
