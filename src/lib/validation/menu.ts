import { z } from 'zod';
import { userIdParam } from './common';
import { languageFlagDefaultParam } from './catalog';

/**
 * GET /api/Home/Menu: the category tree of the mega menu and the side drawer. `v` is
 * the catalogue revision the page was rendered at: a new revision is a new URL, so browsers may
 * keep one answer per revision.
 */
export const menuQuery = z.object({
  userId: userIdParam,
  languageFlag: languageFlagDefaultParam,
  v: z
    .string()
    .max(64, 'must be at most 64 characters')
    .regex(/^[\w.-]*$/, 'must be a revision token')
    .optional(),
});
