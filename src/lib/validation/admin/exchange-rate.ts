import { z } from 'zod';
import { RATE_DECIMALS } from '@/lib/quote-currency';

// The owner's USD → CNY rate for quotes (ADR 0038): GET/PUT /api/admin/exchange-rate.

/** Yuan per dollar as a decimal string (never a float): 0.000001 to 999999.999999. */
export const cnyPerUsdText = z
  .string()
  .trim()
  .regex(new RegExp(`^\\d{1,6}(\\.\\d{1,${RATE_DECIMALS}})?$`), `must be a number of yuan per dollar with at most ${RATE_DECIMALS} decimals, like 7.18`)
  .refine((text) => Number(text) > 0, 'must be more than 0');

export const exchangeRateBodySchema = z.object({ cnyPerUsd: cnyPerUsdText }).meta({ id: 'ExchangeRateBody' });
export type ExchangeRateBody = z.infer<typeof exchangeRateBodySchema>;

export const exchangeRateSchema = z
  .object({
    /** Yuan per US dollar, six decimals ('7.180000'). */
    cnyPerUsd: z.string(),
    setAt: z.string(),
    setBy: z.number().int().nullable(),
    /** The member's name, or their email when they have none; '' once the account is gone. */
    setByName: z.string(),
  })
  .meta({ id: 'ExchangeRate' });
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRateAnswerSchema = z.object({ current: exchangeRateSchema.nullable(), history: z.array(exchangeRateSchema) }).meta({ id: 'ExchangeRates' });
export type ExchangeRateAnswer = z.infer<typeof exchangeRateAnswerSchema>;
