import type { RouteConfig, z } from '@hono/zod-openapi';
import type { SignedInCustomer } from '@/server/accounts/sessions';
import type { Db } from '@/server/db/client';
import type { ErrorCode } from '@/server/errors';
import { dtoRoute, type IdParams } from './admin-row-routes';
import { dtoEnvelope, dtoEnvelopeSchema } from './envelope';
import type { KitApp, ValidInput } from './operation';
import { customerRoute, jsonBody, type CustomerContext } from './route';
import { apiRoute, type RouteWords } from './route-doc';
import type { StaffContext } from './staff-route';

// The actions on one row (an inquiry): POST `<row path>/<action>` with a JSON body (or none), where
// the action changes the row and the answer is the row as the caller then sees it. The desk has
// two audiences of them: the staff (the workspace's inquiry) and the buyer (their own inquiry).
// A file declares its answer once and then each action as `action(name, body, words, act)`.

type Words = Pick<RouteWords<z.ZodType>, 'summary' | 'description'>;

/** What every action of one row answers: the row schema and its description, the failures, and how the row is read after the change. */
interface RowAnswer<S extends z.ZodType, C> {
  ok: readonly [schema: S, description: string];
  errors: readonly ErrorCode[];
  after: (caller: C, id: number) => Promise<z.output<S>>;
}

/** Staff actions on `row` (a path ending in `{id}`), through dtoRoute: cookie, role, audit, tag Workspace. */
export function staffRowActions<S extends z.ZodType>(app: KitApp, row: string, answer: RowAnswer<S, StaffContext>) {
  return <B extends z.ZodType = z.ZodUndefined>(
    action: string,
    body: B | undefined,
    words: Words,
    act: (caller: StaffContext, id: number, body: z.output<B>) => Promise<unknown>,
  ): void =>
    dtoRoute(app, 'post', `${row}/${action}`, {
      body,
      ...words,
      dto: answer.ok,
      errors: answer.errors,
      run: async (caller, { id, body: input }) => {
        await act(caller, id, input);
        return answer.after(caller, id);
      },
    });
}

/** The signed-in customer's actions on their own `row` (`params` reads its `{id}`), under `tag`; another customer's row is theirs to refuse (404). */
export function customerRowActions<S extends z.ZodType>(app: KitApp, row: string, params: IdParams, tag: string, answer: RowAnswer<S, CustomerContext>) {
  return <B extends z.ZodType>(action: string, body: B, words: Words, act: (db: Db, me: SignedInCustomer, id: number, body: z.output<B>) => Promise<unknown>): void => {
    const route: RouteConfig = apiRoute('post', `${row}/${action}`, { params, body: jsonBody(body) }, tag, {
      ...words,
      ok: [dtoEnvelopeSchema(answer.ok[0]), answer.ok[1]],
      errors: answer.errors,
    });
    customerRoute<RouteConfig, ValidInput<{ param: IdParams; json: B }>>(app, route, null, async (c, caller) => {
      const { id } = c.req.valid('param');
      await act(caller.db, caller.me, id, c.req.valid('json'));
      return c.json(dtoEnvelope(await answer.after(caller, id)), 200);
    });
  };
}
