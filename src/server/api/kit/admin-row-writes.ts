import { z } from '@hono/zod-openapi';
import type { Db } from '@/server/db/client';
import type { ErrorCode } from '@/server/errors';
import { dtoRoute, type IdParams } from './admin-row-routes';
import type { KitApp } from './operation';
import type { StaffContext } from './staff-route';

// Create, update (the full body) and delete of one kind of workspace row, registered in that
// order: POST `path`, PUT and DELETE `path/{id}`, each answering the row in data.dto. The words the
// three share ("Create a topic", "data.dto: the topic created") are made here from the noun; a
// resource file names what each call does, its extra failures and the service that does it.

interface WriteCall<Body, Row> {
  description: string;
  /** When the call can fail in more ways than bad input, an unknown id and the database down. */
  errors?: readonly ErrorCode[];
  run: (context: StaffContext, input: { id: number; body: Body }) => Promise<Row>;
}

export interface RowWrites<S extends z.ZodType, B extends z.ZodType> {
  /** "product", "topic". */
  noun: string;
  row: S;
  body: B;
  create: WriteCall<z.infer<B>, z.infer<S>>;
  update: WriteCall<z.infer<B>, z.infer<S>>;
  remove: WriteCall<undefined, z.infer<S>>;
}

/** `params`: the `{id}` of `path/{id}` (the workspace's row id when omitted). */
export function rowWriteRoutes<S extends z.ZodType, B extends z.ZodType>(app: KitApp, path: string, spec: RowWrites<S, B>, params?: IdParams): void {
  const { noun, row, body } = spec;
  const one = `${path}/{id}`;
  const dto = (done: string) => [row, `data.dto: the ${noun} ${done}`] as const;
  dtoRoute(app, 'post', path, { body, summary: `Create a ${noun}`, ...spec.create, dto: dto('created') });
  dtoRoute(app, 'put', one, { params, body, summary: `Update a ${noun}`, ...spec.update, dto: dto('updated') });
  dtoRoute(app, 'delete', one, { params, summary: `Delete a ${noun}`, ...spec.remove, dto: dto('deleted') });
}

/** The words of one call on kept rows: summary, description, the 200's description, the failures it documents. */
type KeptCall = readonly [summary: string, description: string, ok: string, errors: readonly ErrorCode[]];
/** A write on one kept row: its failures are the same for every resource (bad input, an unknown row, the database down). */
type KeptRowCall = readonly [summary: string, description: string, ok: string];
const KEPT_ROW_ERRORS = ['bad_request', 'not_found', 'unavailable'] as const satisfies readonly ErrorCode[];

/**
 * Rows a site keeps whole, listed at once and edited one by one by their owner (the desk's
 * assignment rules and reply templates): GET `base` (every row, in data.dto), POST `base`, PUT and
 * DELETE `base/{id}`, each answering in data.dto. The services take the database and the member
 * as their domain wants it (`member`); the words of each call are the resource's own, and the kit
 * adds what every kept row's writes share: the audit action each write records, and the 404 of a
 * row of another site or none.
 */
export interface KeptRows<S extends z.ZodType, B extends z.ZodType, M> {
  row: S;
  body: B;
  member: (context: StaffContext) => M;
  /** The audit entity (`assignment-rule`: the writes record assignment-rule.create, .update, .delete). */
  audit: string;
  /** The row in the 404 words: "Another site’s or an unknown rule". */
  noun: string;
  list: readonly [...KeptCall, read: (db: Db, siteId: number) => Promise<z.output<S>[]>];
  create: readonly [...KeptCall, write: (db: Db, member: M, body: z.output<B>) => Promise<z.output<S>>];
  update: readonly [...KeptRowCall, write: (db: Db, member: M, id: number, body: z.output<B>) => Promise<z.output<S>>];
  remove: readonly [...KeptRowCall, write: (db: Db, member: M, id: number) => Promise<z.output<S>>];
}

export function keptRowRoutes<S extends z.ZodType, B extends z.ZodType, M>(app: KitApp, base: string, spec: KeptRows<S, B, M>): void {
  const { row, body, member, audit, noun, list, create, update, remove } = spec;
  const one = `${base}/{id}`;
  const said = <T extends z.ZodType>([summary, description, ok, errors]: readonly [...KeptCall, ...unknown[]], schema: T) => ({
    summary,
    description,
    dto: [schema, ok] as const,
    errors,
  });
  const onRow = ([summary, words, ok]: readonly [...KeptRowCall, ...unknown[]], verb: 'update' | 'delete'): KeptCall => [
    summary,
    `${words} Audit ${audit}.${verb}. Another site’s or an unknown ${noun} → 404 naming id.`,
    ok,
    KEPT_ROW_ERRORS,
  ];
  dtoRoute(app, 'get', base, { ...said(list, z.array(row)), run: ({ db, staff }) => list[4](db, staff.siteId) });
  const [createSummary, createWords, createOk, createErrors] = create;
  const created: KeptCall = [createSummary, `${createWords} Audit ${audit}.create.`, createOk, createErrors];
  dtoRoute(app, 'post', base, { ...said(created, row), body, run: (context, { body: input }) => create[4](context.db, member(context), input) });
  dtoRoute(app, 'put', one, { ...said(onRow(update, 'update'), row), body, run: (context, { id, body: input }) => update[3](context.db, member(context), id, input) });
  dtoRoute(app, 'delete', one, { ...said(onRow(remove, 'delete'), row), run: (context, { id }) => remove[3](context.db, member(context), id) });
}
