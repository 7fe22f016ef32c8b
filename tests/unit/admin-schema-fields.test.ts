import { describe, expect, it } from 'vitest';
import { defaultsOf, fieldsOf } from '@/components/admin/schema-fields';
import { listSearch } from '@/components/admin/data-provider';
import { exportSearch } from '@/components/admin/products/export-button';
import { productWriteSchema } from '@/lib/validation/admin/products';
import { staffCreateSchema, staffListQuery } from '@/lib/validation/staff';

describe('workspace screens drawn from the zod contracts', () => {
  it('picks each product field its widget and folds the English twin beside the Chinese one', () => {
    const fields = new Map(fieldsOf(productWriteSchema).map((f) => [f.name, f]));
    expect(fields.get('name')).toMatchObject({ widget: 'text', pair: 'nameen', required: true });
    expect(fields.has('nameen')).toBe(false);
    expect(fields.get('description')).toMatchObject({ widget: 'richtext', pair: 'descriptionen' });
    expect(fields.get('pictures')?.widget).toBe('images');
    expect(fields.get('topicId')?.widget).toBe('topic');
    expect(fields.get('price')?.widget).toBe('number');
    expect(fields.get('published')?.widget).toBe('switch');
    expect(fields.get('launchtime')?.widget).toBe('datetime');
  });

  it('reads enums through preprocess pipes (the staff list sort, the role select)', () => {
    expect(fieldsOf(staffListQuery).find((f) => f.name === 'sort')?.options).toContain('email');
    expect(fieldsOf(staffCreateSchema).find((f) => f.name === 'role')).toMatchObject({ widget: 'select', options: ['owner', 'catalogue', 'sales'] });
  });

  it('starts a create form from the write schema defaults', () => {
    expect(defaultsOf(productWriteSchema)).toMatchObject({ pictures: [], published: true, moq: 1, description: '' });
  });

  it('sends the brief list query: page, pageSize, sort, order, q and filters, without empty values', () => {
    const search = new URLSearchParams(listSearch({ pagination: { page: 2, perPage: 50 }, sort: { field: 'price', order: 'ASC' }, filter: { q: 'LT', hot: 'true', stock: '' } }));
    expect(Object.fromEntries(search)).toEqual({ page: '2', pageSize: '50', sort: 'price', order: 'asc', q: 'LT', hot: 'true' });
  });

  it('exports with the list filters in the export query words', () => {
    expect(Object.fromEntries(new URLSearchParams(exportSearch({ published: 'false', stock: 'in', topicId: 7, q: '' }, 'en')))).toEqual({
      published: '0',
      stock: '1',
      topicId: '7',
      lang: 'en',
    });
  });
});
