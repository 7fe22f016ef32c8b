import { useTranslate } from 'ra-core';

/** Any value as display text (objects as JSON, never "[object Object]"). */
export function asText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint') return String(value);
  return JSON.stringify(value) ?? '';
}

/** `unitCode` → `Unit code`: the fallback when an area has no label for a field yet. */
export function humanize(name: string): string {
  const words = name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').replace(/[_-]+/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1).toLowerCase();
}

/** A field's label from messages/admin/<area>.<lang>.json (`resources.<resource>.fields.<name>`). */
export function useFieldLabel(resource: string): (name: string) => string {
  const t = useTranslate();
  return (name) => t(`resources.${resource}.fields.${name}`, { _: humanize(name) });
}

/** A resource's name (ICU plural in the area's messages), e.g. 2 → "2 products". */
export function useResourceName(resource: string): (count?: number) => string {
  const t = useTranslate();
  return (count = 2) => t(`resources.${resource}.name`, { count, smart_count: count, _: humanize(resource) });
}

/**
 * A coded value's words (a role, a status, a language): the area's own
 * `resources.<resource>.options.<field>.<value>`, else the workspace-wide `values.<field>.<value>`,
 * else the code itself — so a list cell and a list filter say 所有者, never `owner`.
 */
export function useOptionLabel(resource: string): (field: string, value: string) => string {
  const t = useTranslate();
  return (field, value) => {
    if (value === 'true') return t('common.yes');
    if (value === 'false') return t('common.no');
    return t(`resources.${resource}.options.${field}.${value}`, { _: t(`values.${field}.${value}`, { _: value }) });
  };
}
