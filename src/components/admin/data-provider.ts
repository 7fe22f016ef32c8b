import type { DataProvider, GetListParams, Identifier, RaRecord } from 'ra-core';
import { deskMethods, type DeskMethods } from './desk-provider';
import { apiFetch, jsonBody } from './http';

// The workspace's REST conventions ("Admin REST conventions"): one implementation of the workspace's REST shape.
// List: GET /api/admin/<resource>?page&pageSize&sort&order&q&<filters> → data.list + total;
// one/create/update/delete → data.dto; update is a PUT of the full editable body.

// A short list the API answers whole (assignment rules, reply templates) comes as data.dto.
type ListBody<T> = { data: { list?: T[]; dto?: T[]; searchListResourceParamaters?: { total: number } } };
type DtoBody<T> = { data: { dto: T } };

/** Resources that are one record per site (GET/PUT /api/admin/<resource>, no id). */
export const SINGLETON_RESOURCES = new Set(['about', 'contact', 'exchange-rate']);

const base = (resource: string) => `/api/admin/${resource}`;

/** The list query string: paging, sort, order, q and filters (empty values left out). */
export function listSearch(params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): string {
  const search = new URLSearchParams();
  if (params.pagination) {
    search.set('page', String(params.pagination.page));
    search.set('pageSize', String(params.pagination.perPage));
  }
  if (params.sort?.field) {
    search.set('sort', params.sort.field);
    search.set('order', params.sort.order === 'ASC' ? 'asc' : 'desc');
  }
  for (const [key, value] of Object.entries((params.filter ?? {}) as Record<string, unknown>)) {
    if (value === undefined || value === null || value === '') continue;
    search.set(key, typeof value === 'string' ? value : JSON.stringify(value));
  }
  return search.toString();
}

async function getList<T extends RaRecord>(resource: string, params: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>) {
  const body = await apiFetch<ListBody<T>>(`${base(resource)}?${listSearch(params)}`);
  const list = body.data.list ?? body.data.dto ?? [];
  return { data: list, total: body.data.searchListResourceParamaters?.total ?? list.length };
}

async function getOne<T>(resource: string, id: Identifier): Promise<T> {
  const url = SINGLETON_RESOURCES.has(resource) ? base(resource) : `${base(resource)}/${encodeURIComponent(String(id))}`;
  const body = await apiFetch<DtoBody<T>>(url);
  const dto = body.data.dto as T & { id?: Identifier };
  // ra-core needs an id on every record; a singleton's is its resource name.
  return dto.id === undefined ? { ...dto, id } : dto;
}

export interface WorkspaceDataProvider extends DataProvider, DeskMethods {
  /** Any other workspace call (bulk edit, duplicate, move, reset link…): the answer's `data`. */
  call: <T = unknown>(path: string, init?: RequestInit) => Promise<T>;
}

export const dataProvider: WorkspaceDataProvider = {
  getList: (resource, params) => getList(resource, params),
  getOne: async (resource, params) => ({ data: await getOne(resource, params.id) }),
  // The API has no ?ids= filter everywhere: a few getOne calls (references show a page at most).
  getMany: async (resource, params) => ({ data: (await Promise.all(params.ids.map((id) => getOne(resource, id)))) as never[] }),
  getManyReference: async (resource, params) => getList(resource, { ...params, filter: { ...(params.filter as Record<string, unknown>), [params.target]: params.id } }),
  create: async (resource, params) => {
    const body = await apiFetch<DtoBody<RaRecord>>(base(resource), { method: 'POST', body: jsonBody(params.data) });
    return { data: body.data.dto } as never;
  },
  update: async (resource, params) => {
    const url = SINGLETON_RESOURCES.has(resource) ? base(resource) : `${base(resource)}/${encodeURIComponent(String(params.id))}`;
    const { id: _id, ...data } = params.data as Record<string, unknown>;
    const body = await apiFetch<DtoBody<RaRecord>>(url, { method: 'PUT', body: jsonBody(SINGLETON_RESOURCES.has(resource) ? data : params.data) });
    const dto = body.data.dto as Record<string, unknown>;
    return { data: (dto.id === undefined ? { ...dto, id: params.id as Identifier } : dto) as never };
  },
  updateMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => apiFetch(`${base(resource)}/${id}`, { method: 'PUT', body: jsonBody(params.data) })));
    return { data: params.ids };
  },
  delete: async (resource, params) => {
    const body = await apiFetch<DtoBody<RaRecord>>(`${base(resource)}/${encodeURIComponent(String(params.id))}`, { method: 'DELETE' });
    return { data: body.data.dto } as never;
  },
  deleteMany: async (resource, params) => {
    await Promise.all(params.ids.map((id) => apiFetch(`${base(resource)}/${encodeURIComponent(String(id))}`, { method: 'DELETE' })));
    return { data: params.ids };
  },
  call: async <T>(path: string, init?: RequestInit) => (await apiFetch<{ data: T }>(path, init)).data,
  ...deskMethods,
};
