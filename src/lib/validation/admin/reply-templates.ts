import { z } from 'zod';
import { REPLY_PLACEHOLDERS, unknownPlaceholders } from '@/lib/reply-placeholders';
import { MESSAGE_BODY_MAX } from './inquiries';

// The owner's reply templates (ADR 0039): a name, and the reply in English and Chinese with
// placeholders the desk fills in per inquiry. An unknown placeholder is refused, named.

const templateText = z
  .string()
  .trim()
  .min(1, 'must not be empty')
  .max(MESSAGE_BODY_MAX)
  .superRefine((text, ctx) => {
    const unknown = unknownPlaceholders(text);
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `unknown placeholder {${unknown[0]}} (known: ${REPLY_PLACEHOLDERS.map((p) => `{${p}}`).join(', ')})` });
    }
  });

export const replyTemplateBodySchema = z
  .object({ name: z.string().trim().min(1, 'must not be empty').max(100), bodyEn: templateText, bodyZh: templateText })
  .meta({ id: 'ReplyTemplateBody' });
export type ReplyTemplateBody = z.infer<typeof replyTemplateBodySchema>;

export const replyTemplateSchema = z
  .object({ id: z.number().int(), name: z.string(), bodyEn: z.string(), bodyZh: z.string(), updatedAt: z.string() })
  .meta({ id: 'ReplyTemplate' });
export type ReplyTemplate = z.infer<typeof replyTemplateSchema>;

/** GET /api/admin/inquiries/{id}/replies: the templates filled in for one inquiry, in its buyer's language. */
export const filledReplySchema = z.object({ id: z.number().int(), name: z.string(), language: z.enum(['en', 'zh']), body: z.string() }).meta({ id: 'FilledReply' });
export const filledRepliesSchema = z.object({ list: z.array(filledReplySchema) }).meta({ id: 'FilledReplies' });
export type FilledReply = z.infer<typeof filledReplySchema>;
