import { z } from 'zod';
import { nameFields } from '../common';
import { INT4_MAX } from '../limits';
import { picturePath, requiredText } from './products';
import { readonlyFields } from './workspace-fields';

// Contracts of the workspace's topic (category) screens and routes (/api/admin/topics…).
// Topic codes are hierarchical (§3: a child's code is its parent's plus three digits), so the
// server owns them: a create or move gives the topic (and its subtree, and their products'
// classcode) the codes of its new place. Staff address topics by id.

export const TOPIC_NAME_MAX = 100;
export const TOPIC_SORTNUM_MAX = 1_000_000;
/** Children one topic may have: codes give each level three digits (001–999). */
export const TOPIC_CHILDREN_MAX = 999;

/** GET /api/admin/topics takes no paging: the whole tree is one flat list (a supplier has hundreds, not millions). */
export const topicListQuery = z
  .object({
    q: z.string().trim().max(100).optional().meta({ description: 'Name in either language (contains)' }),
  })
  .meta({ id: 'AdminTopicListQuery' });
export type TopicListQuery = z.infer<typeof topicListQuery>;

/** The body of create and update (rename, cover, istop). Where a topic sits is changed by move. */
export const topicWriteSchema = z
  .object({
    ...nameFields(() => requiredText(TOPIC_NAME_MAX)),
    cover: picturePath({ orEmpty: true }).default('').meta({ widget: 'image' }),
    istop: z.boolean().default(false).meta({ description: 'Shown on the home page' }),
    /** Create only: the parent (null or omitted for a root); update ignores it (use move). */
    parentId: z.number().int().min(1).max(INT4_MAX).nullable().optional().meta({ widget: 'topic', description: 'Parent topic on create; null for a root' }),
  })
  .meta({ id: 'AdminTopicWrite' });
export type TopicWrite = z.infer<typeof topicWriteSchema>;

/** One topic as the list and one/create/update/delete/move answer it. */
export const topicRowSchema = z
  .object({
    id: z.number().int(),
    parentId: z.number().int().nullable(),
    ...readonlyFields({ code: z.string(), sortnum: z.number().int() }),
    name: z.string(),
    nameen: z.string(),
    cover: z.string().meta({ widget: 'image' }),
    istop: z.boolean(),
    productnum: z.number().int().meta({ widget: 'readonly', description: 'Published products in the topic and its subtopics' }),
  })
  .meta({ id: 'AdminTopic' });
export type TopicRow = z.infer<typeof topicRowSchema>;

/** POST /api/admin/topics/{id}/move: the new parent (null: a root) and 0-based place among its children. */
export const topicMoveSchema = z
  .object({
    parentId: z.number().int().min(1).max(INT4_MAX).nullable().meta({ widget: 'topic' }),
    position: z.number().int().min(0).max(TOPIC_CHILDREN_MAX),
  })
  .meta({ id: 'AdminTopicMove' });
export type TopicMove = z.infer<typeof topicMoveSchema>;
