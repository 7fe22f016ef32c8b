import Bowser from 'bowser';

/**
 * §1 device classes: phone (`ios`, `android`, other `mobile`), in-app browsers (`wechat`, `weibo`,
 * `qq`) and desktop (`pc`). `bot` is ours: crawlers are never redirected, so search engines index
 * this site rather than the mobile one.
 */
export type DeviceClass = 'ios' | 'android' | 'mobile' | 'wechat' | 'weibo' | 'qq' | 'pc' | 'bot';

// The in-app browsers add their own marker to the phone's UA; Bowser knows WeChat but not all three.
const IN_APP: ReadonlyArray<[RegExp, DeviceClass]> = [
  [/MicroMessenger\//i, 'wechat'],
  [/Weibo/i, 'weibo'],
  // The QQ app's browser writes ` QQ/8.9.x`; the QQ Browser (`MQQBrowser/`, `QQBrowser/`) is not in-app.
  [/(?:^|[\s;(])QQ\/\d/, 'qq'],
];

// WeChat's desktop clients (Windows, macOS) carry MicroMessenger too: they are desktop (pc).
const DESKTOP_IN_APP = /WindowsWechat|MacWechat|WeChat\/[\d.]+ \(Mac/i;

// A second net for crawlers Bowser does not list (Baiduspider, Sogou, Bytespider...): `name/1.2` or `name;`.
const CRAWLER = /(?:bot|spider|crawler)(?:\/\d|;)/i;

/** Classifies a User-Agent header; an empty or unknown one is `pc` (nothing to redirect). */
export function deviceClass(userAgent: string | null | undefined): DeviceClass {
  const ua = userAgent?.trim() ?? '';
  if (!ua) return 'pc';
  const parsed = Bowser.parse(ua);
  const platform = parsed.platform.type;
  if (platform === 'bot' || CRAWLER.test(ua)) return 'bot';
  if (DESKTOP_IN_APP.test(ua)) return 'pc';
  for (const [marker, inApp] of IN_APP) if (marker.test(ua)) return inApp;
  const os = parsed.os.name;
  // Tablets are not desktop (R1.30, "any non-desktop visitor"): an iPad or Android tablet counts as
  // its phone OS. iPadOS Safari announces itself as a Mac and therefore stays on this site.
  if (os === 'iOS') return 'ios';
  if (os === 'Android') return 'android';
  if (platform === 'mobile' || platform === 'tablet') return 'mobile';
  return 'pc';
}

/** R1.30-R1.33: every class but desktop (and crawlers) goes to the mobile site. */
export function redirectsToMobile(kind: DeviceClass): boolean {
  return kind !== 'pc' && kind !== 'bot';
}

/** The mobile site's address for this path and query (locale prefix kept), under the site's base path. */
export function mobileUrl(mobileSite: string, pathname: string, search: string): string {
  return `${mobileSite.replace(/\/+$/, '')}${pathname}${search}`;
}
