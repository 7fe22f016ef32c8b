import { OpenAPIHono } from '@hono/zod-openapi';
import { adminAccessApi } from './admin-access';
import { adminContentApi } from './admin-content';
import { adminCustomersApi } from './admin-customers';

// The workspace's content, access and customer calls, mounted in app.ts as one.
export const adminContentAreaApi = new OpenAPIHono();
adminContentAreaApi.route('/', adminContentApi);
adminContentAreaApi.route('/', adminAccessApi);
adminContentAreaApi.route('/', adminCustomersApi);
