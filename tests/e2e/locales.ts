/** Every flow that matters runs in both locales: English at the root, Chinese under /zh. */
export const LOCALES = [
  { locale: 'en', prefix: '', script: /[A-Za-z]{3}/, notFound: 'This page could not be found' },
  { locale: 'zh', prefix: '/zh', script: /[\u4e00-\u9fff]/, notFound: '页面未找到' },
] as const;

export function localized(prefix: string, path: string): string {
  return path === '/' ? prefix || '/' : `${prefix}${path}`;
}
