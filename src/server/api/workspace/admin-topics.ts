import { OpenAPIHono } from '@hono/zod-openapi';
import { topicListQuery, topicMoveSchema, topicRowSchema, topicWriteSchema } from '@/lib/validation/admin/topics';
import { createTopic, deleteTopic, getAdminTopic, listAdminTopics, moveTopic, updateTopic } from '@/server/catalog/admin/topic-admin';
import { resourceRoutes } from '../kit/admin-resource-routes';

// The workspace's topic tree, /api/admin/topics… (roles: catalogue; the owner passes).

export const adminTopicsApi = new OpenAPIHono();

const topic = resourceRoutes(adminTopicsApi, '/admin/topics', {
  list: [topicListQuery, listAdminTopics, topicRowSchema, 'data.list: the topics; total = the list length'],
  one: [getAdminTopic, topicRowSchema, 'data.dto: the topic'],
  words: {
    list: ['Topics (the whole tree)', 'Every topic as one flat list in tree order (parents before children, siblings by sortnum), each with parentId; no paging.'],
    one: ['One topic', 'Names, cover, istop, its place (parentId, sortnum, code) and published product count.'],
  },
  writes: {
    noun: 'topic',
    row: topicRowSchema,
    body: topicWriteSchema,
    create: {
      description: 'Under parentId (omitted or null: a root), last among its siblings; the server gives it the next free code. Audit: topic.create.',
      errors: ['bad_request', 'conflict', 'unavailable'],
      run: ({ db, staff, audit }, { body }) => createTopic(db, staff.siteId, body, audit),
    },
    update: {
      description: 'Rename, cover, istop; parentId is ignored here (POST /api/admin/topics/{id}/move moves). Audit: topic.update.',
      run: ({ db, staff, audit }, { id, body }) => updateTopic(db, staff.siteId, id, body, audit),
    },
    remove: {
      description: 'Refused (409 naming id) while the topic has subtopics or products (published or not). Audit: topic.delete.',
      errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
      run: ({ db, staff, audit }, { id }) => deleteTopic(db, staff.siteId, id, audit),
    },
  },
});

topic.action('post', 'move', {
  body: topicMoveSchema,
  summary: 'Move or reorder a topic',
  description:
    'Under parentId (null: a root) at 0-based position among its siblings. Under itself or its own subtree → 409 naming parentId. A new parent re-codes the subtree and its products. Audit: topic.move.',
  dto: [topicRowSchema, 'data.dto: the topic in its new place'],
  errors: ['bad_request', 'not_found', 'conflict', 'unavailable'],
  run: ({ db, staff, audit }, { id, body }) => moveTopic(db, staff.siteId, id, body, audit),
});
