import { describe, expect, it } from 'vitest';
import { emailSchema, isValidEmail, SPEC_EMAIL } from '@/lib/validation/email';

describe('email rule (§5 and its reading in requirements.md)', () => {
  it('R5.02-R5.05 accepts the forms the §5 rule accepts', () => {
    for (const email of ['buyer@gmail.com', 'a_b@shop.co.uk', 'x1@abc123.com.cn.hk'.replace('.hk', ''), 'sales@qq.com']) {
      expect(SPEC_EMAIL.test(email), email).toBe(true);
      expect(isValidEmail(email), email).toBe(true);
    }
    // Each part of the §5 rule refuses what lies just outside it.
    const outside: [string, string][] = [
      ['R5.02 a local part of non-word characters', 'first.last@gmail.com'],
      ['R5.03 no @', 'buyer.gmail.com'],
      ['R5.04 a 1-character domain', 'buyer@g.com'],
      ['R5.04 an 11-character domain', 'buyer@abcdefghijk.com'],
      ['R5.05 no suffix', 'buyer@gmail'],
      ['R5.05 a 1-letter suffix', 'buyer@gmail.c'],
      ['R5.05 a 5-letter suffix', 'buyer@gmail.comco'],
      ['R5.05 four suffix groups', 'buyer@gmail.co.uk.cn.hk'],
    ];
    for (const [why, email] of outside) expect(SPEC_EMAIL.test(email), why).toBe(false);
  });

  it('accepts real-world addresses the literal §5 rule would reject', () => {
    for (const email of ['first.last@company.com', 'a+b@example.org', 'buyer@christmasworld.de', 'info@my-shop.com']) {
      expect(SPEC_EMAIL.test(email), email).toBe(false);
      expect(isValidEmail(email), email).toBe(true);
    }
  });

  it('R5.01 R5.06 rejects empty and malformed input with the mail-rule message', () => {
    for (const email of ['', '   ', 'plain', 'no-at.com', 'a@b', 'a@.com', 'a@@b.com', 'a b@c.com', '<script>@x.com']) {
      const result = emailSchema.safeParse(email);
      expect(result.success, email).toBe(false);
      expect(result.error?.issues[0]?.message).toBe('message.mailRule');
    }
  });
});
