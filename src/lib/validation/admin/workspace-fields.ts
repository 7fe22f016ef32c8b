import { z } from 'zod';

// Field rules several workspace contracts share (inquiries, dashboard, customers, content), so a
// day or a country is checked, and its message worded, one way everywhere.

/** A calendar day, YYYY-MM-DD, that exists (no 2026-02-30). */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date YYYY-MM-DD')
  .refine((day) => !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().startsWith(day), 'must be a real date');

/** An ISO 3166-1 alpha-2 country code, trimmed and upper-cased. */
export const countryCode = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][A-Z0-9]$/, 'must be a two-letter country code');
