import type { z } from '@hono/zod-openapi';
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
