// The human-readable API reference, rendered on the server from the OpenAPI document itself, so it
// cannot drift from the routes. Self-contained: plain HTML and one inline <style>, no scripts.

export interface RefSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, RefSchema>;
  required?: string[];
  items?: RefSchema;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  anyOf?: RefSchema[];
  oneOf?: RefSchema[];
  allOf?: RefSchema[];
}

interface RefParameter {
  $ref?: string;
  name?: string;
  in?: string;
  required?: boolean;
  description?: string;
  schema?: RefSchema;
}

interface RefContent {
  content?: Record<string, { schema?: RefSchema }>;
  description?: string;
  required?: boolean;
}

interface RefOperation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: RefParameter[];
  requestBody?: RefContent;
  responses?: Record<string, RefContent>;
}

export interface ReferenceDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  paths?: Record<string, { [M in (typeof METHODS)[number]]?: RefOperation }>;
  components?: { schemas?: Record<string, RefSchema>; parameters?: Record<string, RefParameter> };
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'options', 'head'] as const;
const MAX_DEPTH = 6;

export function escapeHtml(value: unknown): string {
  // eslint-disable-next-line @typescript-eslint/no-base-to-string -- the document's leaves are strings, numbers and booleans
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** Escapes, then shows `backticked` words as code (safe: the text is already escaped). */
function prose(value: unknown): string {
  return escapeHtml(value).replace(/`([^`]+)`/g, '<code>$1</code>');
}

const refName = (ref: string) => ref.slice(ref.lastIndexOf('/') + 1);

function resolve(doc: ReferenceDocument, schema: RefSchema | undefined): RefSchema {
  if (!schema?.$ref) return schema ?? {};
  return doc.components?.schemas?.[refName(schema.$ref)] ?? {};
}

function typeLabel(doc: ReferenceDocument, schema: RefSchema | undefined): string {
  if (!schema) return 'any';
  if (schema.$ref) return refName(schema.$ref);
  if (schema.const !== undefined) return `${JSON.stringify(schema.const)}`;
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const union = schema.anyOf ?? schema.oneOf;
  if (union) return union.map((s) => typeLabel(doc, s)).join(' | ');
  if (schema.allOf) return schema.allOf.map((s) => typeLabel(doc, s)).join(' & ');
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const label = types.map((t) => (t === 'array' ? `${typeLabel(doc, schema.items)}[]` : t)).join(' | ');
  return (label || 'any') + (schema.format ? ` (${schema.format})` : '');
}

function bound(inclusive: number | undefined, exclusive: number | boolean | undefined, word: string, strict: string) {
  if (typeof exclusive === 'number') return `${strict} ${exclusive}`;
  return inclusive === undefined ? '' : `${word} ${inclusive}`;
}

function notes(schema: RefSchema): string {
  const description = schema.description ?? '';
  const limits = [
    bound(schema.minimum, schema.exclusiveMinimum, 'at least', 'more than'),
    bound(schema.maximum, schema.exclusiveMaximum, 'at most', 'less than'),
    schema.default === undefined ? '' : `default ${JSON.stringify(schema.default)}`,
  ].filter(Boolean);
  if (limits.length === 0) return description;
  return `${description}${description && !/[.!?]$/.test(description) ? '.' : ''} (${limits.join(', ')})`.trim();
}

interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  notes: string;
}

/** Flattens a schema into dotted field rows (`data.list[].code`), following $refs once per branch. */
function fieldRows(doc: ReferenceDocument, schema: RefSchema | undefined, prefix = '', seen = new Set<string>()): FieldRow[] {
  if (!schema || seen.size > MAX_DEPTH) return [];
  const ref = schema.$ref;
  if (ref && seen.has(ref)) return [];
  const nextSeen = ref ? new Set([...seen, ref]) : seen;
  const target = resolve(doc, schema);
  if (target.items && (target.type === 'array' || !target.properties)) {
    return fieldRows(doc, target.items, `${prefix}[]`, nextSeen);
  }
  const rows: FieldRow[] = [];
  for (const [key, child] of Object.entries(target.properties ?? {})) {
    const name = prefix ? `${prefix}.${key}` : key;
    const resolved = resolve(doc, child);
    rows.push({ name, type: typeLabel(doc, child), required: target.required?.includes(key) ?? false, notes: notes({ ...resolved, ...child }) });
    rows.push(...fieldRows(doc, child, name, nextSeen));
  }
  return rows;
}

function table(headers: string[], rows: string[][]): string {
  if (rows.length === 0) return '<p class="none">None.</p>';
  const head = headers.map((h) => `<th>${escapeHtml(h)}</th>`).join('');
  const body = rows.map((r) => `<tr>${r.map((cell) => `<td>${prose(cell)}</td>`).join('')}</tr>`).join('\n');
  return `<table><thead><tr>${head}</tr></thead><tbody>\n${body}\n</tbody></table>`;
}

function fieldsTable(doc: ReferenceDocument, schema: RefSchema | undefined): string {
  const rows = fieldRows(doc, schema).map((f) => [f.name, f.type, f.required ? 'yes' : 'no', f.notes]);
  return table(['Field', 'Type', 'Required', 'Description'], rows);
}

function parametersTable(doc: ReferenceDocument, parameters: RefParameter[] = []): string {
  const rows = parameters.map((p) => {
    const param = p.$ref ? (doc.components?.parameters?.[refName(p.$ref)] ?? {}) : p;
    const schema = param.schema ?? {};
    return [
      param.name ?? '',
      param.in ?? '',
      typeLabel(doc, schema),
      param.required ? 'yes' : 'no',
      notes({ ...resolve(doc, schema), description: param.description ?? schema.description }),
    ];
  });
  return table(['Name', 'In', 'Type', 'Required', 'Description'], rows);
}

/** A body: a named schema links to its table under Schemas; an inline one is tabled here. */
function contentBlock(doc: ReferenceDocument, content: RefContent): string {
  return Object.entries(content.content ?? {})
    .map(([type, { schema }]) => {
      const label = `<p class="media">${escapeHtml(type)}: `;
      if (schema?.$ref) {
        const name = refName(schema.$ref);
        return `${label}<a href="#schema-${escapeHtml(anchor(name))}"><code>${escapeHtml(name)}</code></a></p>`;
      }
      return `${label}<code>${escapeHtml(typeLabel(doc, schema))}</code></p>${fieldsTable(doc, schema)}`;
    })
    .join('\n');
}

function schemaSection(doc: ReferenceDocument, name: string, schema: RefSchema): string {
  return [
    `<section id="schema-${escapeHtml(anchor(name))}">`,
    `<h3><code>${escapeHtml(name)}</code></h3>`,
    schema.description ? `<p>${prose(schema.description)}</p>` : '',
    fieldsTable(doc, schema),
    '</section>',
  ].join('\n');
}

function anchor(...parts: string[]): string {
  return parts.join('-').replace(/[^A-Za-z0-9]+/g, '-');
}

function operationSection(doc: ReferenceDocument, path: string, method: string, op: RefOperation): string {
  const parts = [
    `<section id="${escapeHtml(anchor(method, path))}">`,
    `<h2><span class="method ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>`,
    op.summary ? `<p class="summary">${prose(op.summary)}</p>` : '',
    op.description ? `<p>${prose(op.description)}</p>` : '',
    '<h3>Parameters</h3>',
    parametersTable(doc, op.parameters),
  ];
  if (op.requestBody) {
    parts.push(`<h3>Request body${op.requestBody.required ? ' (required)' : ''}</h3>`);
    if (op.requestBody.description) parts.push(`<p>${prose(op.requestBody.description)}</p>`);
    parts.push(contentBlock(doc, op.requestBody));
  }
  parts.push('<h3>Responses</h3>');
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    parts.push(`<h4>${escapeHtml(status)} — ${prose(response.description ?? '')}</h4>`, contentBlock(doc, response));
  }
  parts.push('</section>');
  return parts.filter(Boolean).join('\n');
}

const STYLE = `
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:1100px;padding:1rem 1.5rem;color:#1d1d1f}
h1{margin-bottom:.2rem}h2{margin-top:2.5rem;border-top:1px solid #ddd;padding-top:1rem;font-size:1.2rem}
h3{font-size:1rem;margin-bottom:.3rem}h4{font-size:.95rem;margin:.8rem 0 .3rem}
code{font:13px ui-monospace,monospace;background:#f4f4f6;padding:.1rem .3rem;border-radius:3px}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #ddd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f7f7f9}td:first-child{font-family:ui-monospace,monospace;white-space:nowrap}
.method{display:inline-block;min-width:4.5rem;text-align:center;border-radius:4px;color:#fff;font-size:.8rem;padding:.15rem .4rem;background:#555}
.get{background:#1a7f37}.post{background:#0969da}.put,.patch{background:#9a6700}.delete{background:#cf222e}
.none{color:#777}.summary{font-weight:600}nav ul{columns:2;font-size:14px}`;

/** The whole reference page as HTML, every text escaped. */
export function renderReferencePage(doc: ReferenceDocument): string {
  const operations: { path: string; method: string; op: RefOperation }[] = [];
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (op) operations.push({ path, method, op });
    }
  }
  const schemas = Object.entries(doc.components?.schemas ?? {});
  const toc = operations
    .map(
      ({ path, method, op }) =>
        `<li><a href="#${escapeHtml(anchor(method, path))}">${escapeHtml(method.toUpperCase())} ${escapeHtml(path)}</a>${op.summary ? ` — ${escapeHtml(op.summary)}` : ''}</li>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${escapeHtml(doc.info.title)} — reference</title><style>${STYLE}</style></head>
<body>
<h1>${escapeHtml(doc.info.title)}</h1>
<p>Version ${escapeHtml(doc.info.version)} · OpenAPI ${escapeHtml(doc.openapi)} · <a href="openapi.json">openapi.json</a></p>
${doc.info.description ? `<p>${prose(doc.info.description)}</p>` : ''}
<nav><ul>
${toc}
</ul></nav>
${operations.map(({ path, method, op }) => operationSection(doc, path, method, op)).join('\n')}
<h2>Schemas</h2>
${schemas.map(([name, schema]) => schemaSection(doc, name, schema)).join('\n')}
</body></html>
`;
}
