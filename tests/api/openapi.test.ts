import { describe, expect, it } from 'vitest';
import { apiApp } from '@/server/api/app';
import { escapeHtml, renderReferencePage } from '@/server/api/reference-page';

describe('GET /api/openapi.json', () => {
  it('is an OpenAPI document with info, servers and the /api/Color, /api/Pack, /api/Unit paths', async () => {
    const response = await apiApp.request('/api/openapi.json');
    expect(response.status).toBe(200);
    const doc = await response.json();
    expect(doc.openapi).toMatch(/^3\.\d+\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Lantern storefront API', version: expect.any(String) });
    expect(doc.info.description).toEqual(expect.any(String));
    expect(doc.servers).toEqual([{ url: '/' }]);
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/Color', '/api/Pack', '/api/Unit']));
  });

  it('documents userId, isGetAll, page and PageSize on GET /api/Color with its envelope and errors', async () => {
    const doc = await (await apiApp.request('/api/openapi.json')).json();
    const op = doc.paths['/api/Color'].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(['userId', 'isGetAll', 'page', 'PageSize']);
    const pageSize = op.parameters.find((p: { name: string }) => p.name === 'PageSize');
    expect(pageSize.schema).toMatchObject({ type: 'integer', minimum: 0, maximum: 100, default: 20 });
    expect(Object.keys(op.responses)).toEqual(['200', '400', '404', '503']);
    const ok = op.responses['200'].content['application/json'].schema;
    expect(Object.keys(ok.properties.data.properties)).toEqual(['list', 'searchListResourceParamaters']);
    expect(doc.components.schemas.ApiError.properties.error.enum).toContain('not_found');
  });
});

describe('GET /api/reference', () => {
  it('is a self-contained HTML page listing every path with its parameters and responses', async () => {
    const response = await apiApp.request('/api/reference');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    const html = await response.text();
    for (const path of ['/api/Color', '/api/Pack', '/api/Unit']) expect(html).toContain(`<code>${path}</code>`);
    expect(html).toContain('<td>PageSize</td><td>query</td><td>integer</td><td>no</td>');
    expect(html).toContain('data.list[].nameen');
    expect(html).toContain('data.searchListResourceParamaters.total');
    expect(html).not.toMatch(/<script|<link|https?:\/\/(?!www\.w3\.org)/i);
  });

  it('escapes every text taken from the document', () => {
    const html = renderReferencePage({
      openapi: '3.1.0',
      info: { title: '<b>T</b>', version: '1"', description: 'a & b' },
      paths: {
        '/api/X<y>': {
          get: {
            summary: '<img src=x onerror=alert(1)>',
            parameters: [{ name: 'q"><script>', in: 'query', schema: { type: 'string', description: '</td><script>' } }],
            responses: { '200': { description: '<i>ok</i>' } },
          },
        },
      },
    });
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>T</b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(escapeHtml(`<'&">`)).toBe('&lt;&#39;&amp;&quot;&gt;');
  });
});
