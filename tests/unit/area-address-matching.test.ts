import { describe, expect, it } from 'vitest';
import { canonicalIp, compileAreaRules, isRestricted } from '@/server/access';
import type { AreaRuleRow } from '@/server/access/area-rules';
import { accessCodeLocation, isGatedApiPath, openToRestricted } from '@/server/access/server-gate';
import { returnPathOf } from '@/components/access/area-state';

// ADR 0046: how a visitor's address meets the area rules, and what the server gate leaves open.

const rules = (...prefixes: string[]) => compileAreaRules(prefixes.map((ipPrefix): AreaRuleRow => ({ ipPrefix, country: '', restricted: true })));
const restricted = (ruleSet: ReturnType<typeof rules>, address: string) => isRestricted(ruleSet, { ip: canonicalIp(address), country: null });

describe('address matching of the area rules', () => {
  it('treats ::1 as the loopback address 127.0.0.1: a rule for 127.0.0.0/8 covers a browser on localhost', () => {
    const loopback = rules('127.0.0.0/8');
    for (const address of ['127.0.0.1', '::1', '0:0:0:0:0:0:0:1', '[::1]:51234', '::ffff:127.0.0.1']) expect(restricted(loopback, address), address).toBe(true);
    expect(restricted(loopback, '::2')).toBe(false);
    expect(restricted(loopback, '10.0.0.1')).toBe(false);
  });

  it('lets a rule for ::1 cover 127.0.0.1 too (one machine), but not the rest of 127.0.0.0/8', () => {
    const v6Loopback = rules('::1');
    expect(restricted(v6Loopback, '::1')).toBe(true);
    expect(restricted(v6Loopback, '127.0.0.1')).toBe(true);
    expect(restricted(v6Loopback, '127.0.0.2')).toBe(false);
  });

  it('matches an IPv4-mapped IPv6 address (dotted or hex) against IPv4 rules', () => {
    const office = rules('198.51.100.0/24');
    expect(canonicalIp('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(canonicalIp('::FFFF:c633:6407')).toBe('198.51.100.7');
    for (const address of ['198.51.100.7', '::ffff:198.51.100.7', '::ffff:c633:6407', '198.51.100.7:443']) expect(restricted(office, address), address).toBe(true);
    expect(restricted(office, '::ffff:198.51.101.7')).toBe(false);
  });

  it('matches IPv6 visitors against IPv6 ranges in any spelling, and never an IPv4 rule by accident', () => {
    const ranges = rules('2001:db8:bad::/48', '0.0.0.0/0');
    expect(restricted(ranges, '2001:DB8:BAD:0:0:0:0:1')).toBe(true);
    expect(restricted(ranges, '2001:db8:bad:ffff::9')).toBe(true);
    expect(restricted(rules('2001:db8:bad::/48'), '2001:db8:bee::1')).toBe(false);
    expect(restricted(rules('0.0.0.0/0'), '2001:db8:bee::1')).toBe(false);
  });

  it('restricts nobody without rules, and an unreadable address matches no range', () => {
    expect(restricted(rules(), '::1')).toBe(false);
    expect(isRestricted(rules('0.0.0.0/0', '::/0'), { ip: canonicalIp('unknown'), country: null })).toBe(false);
  });
});

describe('what the server gate keeps open', () => {
  it('R4.21 R4.22 leaves /contact and /accessCode open, in either locale form, and gates every other page', () => {
    for (const path of ['/contact', '/contact/', '/accessCode']) expect(openToRestricted(path), path).toBe(true);
    for (const path of ['/', '/products', '/product-detail/5', '/about', '/contact-us', '/accesscode']) expect(openToRestricted(path), path).toBe(false);
  });

  it('closes the calls that answer prices, whatever their case, and leaves the area, menu and content calls open', () => {
    for (const path of [
      '/api/Product',
      '/api/product/12',
      '/api/Product/GetFilter',
      '/api/PRODUCT/ByCodes',
      '/api/ProductDescription/GetProductDescriptionInfo',
      '/api/TopSellingProduct',
      '/api/Home',
      '/api/ShoppingCart',
      '/api/Collection/3',
      '/api/Order/Inquiry/4',
    ]) {
      expect(isGatedApiPath(path), path).toBe(true);
    }
    for (const path of [
      '/api/AreaLimit/CheckUserArea',
      '/api/AreaLimit/UseSafeIp',
      '/api/Home/Menu',
      '/api/Home/GetAllTopic',
      '/api/Topic',
      '/api/Contact',
      '/api/admin/products',
      '/api/Products',
      '/api/Customer/Login',
    ]) {
      expect(isGatedApiPath(path), path).toBe(false);
    }
  });

  it('sends a kept-out visitor to their locale’s /accessCode, marked checked, with the page they asked for', () => {
    expect(accessCodeLocation('', '/product-detail/5', '')).toBe('/accessCode?checked=1&from=%2Fproduct-detail%2F5');
    expect(accessCodeLocation('/zh', '/products', '?page=2&keyword=灯笼')).toBe(`/zh/accessCode?checked=1&from=${encodeURIComponent('/products?page=2&keyword=灯笼')}`);
    expect(accessCodeLocation('/zh', '/', '')).toBe('/zh/accessCode?checked=1');
  });

  it('returns after the code only to a page of this site', () => {
    expect(returnPathOf('/product-detail/5?x=1')).toBe('/product-detail/5?x=1');
    for (const from of ['//evil.example/x', 'https://evil.example', '/\\evil.example', '', null, `/${'a'.repeat(1_000)}`]) expect(returnPathOf(from), String(from)).toBeNull();
  });
});
