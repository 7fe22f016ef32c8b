import { eq } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { areaRules } from '@/server/db/schema';
import { env } from '@/server/env';
import { IpRangeSet, parseIpRange } from './ip-ranges';

// §4 area check: which visitors are restricted. A rule names an IP range (CIDR or one address)
// and/or a country code; `restricted = false` rows are exceptions that let a matching visitor in
// (an office inside a restricted range). Rules come from the site's area_rules rows and from the
// environment (AREA_RESTRICTED_CIDRS, AREA_RESTRICTED_COUNTRIES), which applies to every site.

export interface Visitor {
  /** Canonical address, or null when the request carries none we can read. */
  ip: string | null;
  /** ISO 3166-1 alpha-2 from the trusted proxy header, or null. */
  country: string | null;
}

export interface AreaRules {
  restrictedIps: IpRangeSet;
  restrictedCountries: Set<string>;
  allowedIps: IpRangeSet;
  allowedCountries: Set<string>;
}

export interface AreaRuleRow {
  ipPrefix: string;
  country: string;
  restricted: boolean;
}

const COUNTRY = /^[A-Z][A-Z0-9]$/;

/** 'cn' → 'CN'; null for anything that is not a two-character code. */
export function countryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toUpperCase() ?? '';
  return COUNTRY.test(code) ? code : null;
}

function emptyRules(): AreaRules {
  return { restrictedIps: new IpRangeSet(), restrictedCountries: new Set(), allowedIps: new IpRangeSet(), allowedCountries: new Set() };
}

/** Adds a list of rows; an unreadable range or country is reported through `invalid` and skipped. */
export function compileAreaRules(rows: readonly AreaRuleRow[], invalid: (entry: string) => void = () => {}, into = emptyRules()): AreaRules {
  for (const row of rows) {
    const ips = row.restricted ? into.restrictedIps : into.allowedIps;
    const countries = row.restricted ? into.restrictedCountries : into.allowedCountries;
    if (row.ipPrefix.trim()) {
      const range = parseIpRange(row.ipPrefix);
      if (range) ips.add(range);
      else invalid(row.ipPrefix);
    }
    if (row.country.trim()) {
      const code = countryCode(row.country);
      if (code) countries.add(code);
      else invalid(row.country);
    }
  }
  return into;
}

/** An exception wins over a restriction; a visitor matching no rule is not restricted. */
export function isRestricted(rules: AreaRules, visitor: Visitor): boolean {
  const { ip, country } = visitor;
  if ((ip && rules.allowedIps.has(ip)) || (country && rules.allowedCountries.has(country))) return false;
  return Boolean((ip && rules.restrictedIps.has(ip)) || (country && rules.restrictedCountries.has(country)));
}

const splitList = (text: string) =>
  text
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/** The environment's rules as rows; a wrong entry is a configuration error, thrown at first use. */
export function envRuleRows(config = env()): AreaRuleRow[] {
  const rows: AreaRuleRow[] = [];
  for (const cidr of splitList(config.AREA_RESTRICTED_CIDRS)) {
    if (!parseIpRange(cidr)) throw new Error(`AREA_RESTRICTED_CIDRS: "${cidr}" is not an IP address or CIDR range`);
    rows.push({ ipPrefix: cidr, country: '', restricted: true });
  }
  for (const code of splitList(config.AREA_RESTRICTED_COUNTRIES)) {
    if (!countryCode(code)) throw new Error(`AREA_RESTRICTED_COUNTRIES: "${code}" is not a two-letter country code`);
    rows.push({ ipPrefix: '', country: code, restricted: true });
  }
  return rows;
}

/** True when no rule at all applies: nobody is restricted, and the gate has nothing to do. */
export function hasNoRules(rules: AreaRules): boolean {
  return rules.restrictedIps.size === 0 && rules.restrictedCountries.size === 0;
}

// CheckUserArea runs on every header load (§4) and the server gate (server-gate.ts) on every page
// and catalogue call, so a site's rules are read at most every 30 s per process: an edited rule
// applies everywhere within that time, at once in the process that saved it (forgetAreaRules).
// Next bundles the proxy, the API and the pages separately, each with its own copy of this module:
// the cache lives on globalThis so that a workspace edit clears the one the proxy reads.
const TTL_MS = 30_000;
const CACHE = Symbol.for('lantern.area-rules');
/**
 * Until when the storefront's site (SITE_ID) is known to have no rule: the front (scripts/server/
 * front.mjs) answers repeat page requests from its memo only before then, since those never reach
 * the gate in the proxy. 0 while rules exist or were not read.
 */
export const AREA_GATE_OPEN_UNTIL = Symbol.for('lantern.area-gate-open-until');
type RuleCache = WeakMap<Db, Map<number, { rules: AreaRules; until: number }>>;
type Holder = { [CACHE]?: RuleCache; [AREA_GATE_OPEN_UNTIL]?: number };
const holder = globalThis as Holder;
let warnedAt = 0;

function warnInvalid(siteId: number) {
  return (entry: string) => {
    if (Date.now() - warnedAt < 60_000) return;
    warnedAt = Date.now();
    console.warn(`[access] site ${siteId}: area rule "${entry.slice(0, 80)}" is not an IP range or country code; ignored`);
  };
}

/** The rules that apply to a site: its rows plus the environment's. */
export async function areaRulesFor(db: Db, siteId: number): Promise<AreaRules> {
  const caches = (holder[CACHE] ??= new WeakMap());
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(siteId);
  if (hit && hit.until > Date.now()) return hit.rules;
  let rows: AreaRuleRow[];
  try {
    rows = await db.select({ ipPrefix: areaRules.ipPrefix, country: areaRules.country, restricted: areaRules.restricted }).from(areaRules).where(eq(areaRules.siteId, siteId));
  } catch (error) {
    // The database is away: the rules last read still hold (a restricted visitor stays gated).
    if (hit) return hit.rules;
    throw error;
  }
  const rules = compileAreaRules(rows, warnInvalid(siteId), compileAreaRules(envRuleRows()));
  const until = Date.now() + TTL_MS;
  cache.set(siteId, { rules, until });
  if (siteId === env().SITE_ID) holder[AREA_GATE_OPEN_UNTIL] = hasNoRules(rules) ? until : 0;
  return rules;
}

/** Forgets cached rules (after editing area_rules or the environment; tests). */
export function forgetAreaRules(): void {
  holder[CACHE] = new WeakMap();
  holder[AREA_GATE_OPEN_UNTIL] = 0;
}
