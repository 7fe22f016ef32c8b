// Every action code an audit row can carry, in one list the writers are typed against
// (`AuditEntry.action: AuditAction`), the audit screen names in both languages
// (messages/admin/audit.<lang>.json `audit.action.<code>`) and its filter offers. A code written
// anywhere else fails the type check; a unit test fails when a code has no zh or en name.

/** Records kept by the site-table editor (content, settings lists, area rules): create, update, delete each. */
export const CRUD_AUDIT_ENTITIES = ['faq', 'article', 'fair', 'video', 'certificate', 'friend-link', 'notice', 'banner', 'colour', 'pack', 'unit', 'area-rule'] as const;
export type CrudAuditEntity = (typeof CRUD_AUDIT_ENTITIES)[number];

export const AUDIT_ACTIONS = [
  'product.create',
  'product.update',
  'product.delete',
  'product.duplicate',
  'product.pictures',
  'product.bulk',
  'product.bulk-undo',
  'product.breaks',
  'topic.create',
  'topic.update',
  'topic.delete',
  'topic.move',
  'import.apply',
  'upload.create',
  'about.update',
  'contact.update',
  'access-code.generate',
  'access-code.update',
  'access-code.revoke',
  'access-code.delete',
  'customer.disable',
  'customer.enable',
  'customer.reset-link',
  'inquiry.open',
  'inquiry.close',
  'inquiry.assign',
  'inquiry.note',
  'inquiry.message',
  'inquiry.quote-save',
  'inquiry.quote-send',
  'inquiry.quote-expire',
  'exchange-rate.set',
  'customer-group.create',
  'customer-group.update',
  'customer-group.delete',
  'price-list.create',
  'price-list.update',
  'price-list.delete',
  'price-list.keep-quote',
  'reply-template.create',
  'reply-template.update',
  'reply-template.delete',
  'assignment-rule.create',
  'assignment-rule.update',
  'assignment-rule.delete',
  'staff.bootstrap',
  'staff.setup',
  'staff.create',
  'staff.update',
  'staff.delete',
  'staff.reset-link',
  'staff.reset-password',
  'staff.profile',
  'staff.password',
  'staff.password-change',
  'staff.totp-on',
  'staff.totp-off',
  'staff.sign-in',
  'staff.sign-in-failed',
  'staff.locked',
  'staff.recovery-code-use',
  'faq.create',
  'faq.update',
  'faq.delete',
  'article.create',
  'article.update',
  'article.delete',
  'fair.create',
  'fair.update',
  'fair.delete',
  'video.create',
  'video.update',
  'video.delete',
  'certificate.create',
  'certificate.update',
  'certificate.delete',
  'friend-link.create',
  'friend-link.update',
  'friend-link.delete',
  'notice.create',
  'notice.update',
  'notice.delete',
  'banner.create',
  'banner.update',
  'banner.delete',
  'colour.create',
  'colour.update',
  'colour.delete',
  'pack.create',
  'pack.update',
  'pack.delete',
  'unit.create',
  'unit.update',
  'unit.delete',
  'area-rule.create',
  'area-rule.update',
  'area-rule.delete',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kind of record a row is about: the part of its action before the dot. */
export const AUDIT_ENTITIES = [...new Set(AUDIT_ACTIONS.map((action) => action.slice(0, action.indexOf('.'))))] as AuditEntity[];
export type AuditEntity = AuditAction extends `${infer E}.${string}` ? E : never;

export const isAuditAction = (value: string): value is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(value);

/** The workspace path of a row's record, when the record has a screen of its own. */
export function auditRecordPath(entity: string, entityId: string): string | null {
  if (!/^\d+$/.test(entityId)) return entity === 'about' || entity === 'contact' ? `/${entity}` : null;
  switch (entity) {
    case 'product':
      return `/products/${entityId}`;
    case 'inquiry':
      return `/inquiries/${entityId}`;
    case 'staff':
      return `/staff/${entityId}`;
    case 'customer':
      return `/customers/${entityId}`;
    case 'access-code':
      return `/access-codes/${entityId}`;
    case 'topic':
      return '/topics';
    case 'assignment-rule':
      return '/inquiry-rules';
    case 'reply-template':
      return '/reply-templates';
    case 'exchange-rate':
      return '/exchange-rate';
    case 'price-list':
      return `/price-lists/${entityId}`;
    case 'customer-group':
      return `/customer-groups/${entityId}`;
    case 'about':
    case 'contact':
      return `/${entity}`;
    default:
      return (CRUD_AUDIT_ENTITIES as readonly string[]).includes(entity) ? `/${entity === 'friend-link' ? 'friend-links' : `${entity}s`}/${entityId}` : null;
  }
}
