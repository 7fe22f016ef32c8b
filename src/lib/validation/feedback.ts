import { z } from 'zod';
import { bodySiteId, optionalDeviceCode } from './common';
import { emailSchema } from './email';

// The feedback form (§2 feedback panel, §7 POST /api/Feedback, R7.38, R7.39). §5 asks only that
// the text is not empty; the other fields are ours (docs/ARCHITECTURE.md). Messages are
// message keys, as in ./account: forms translate them, the API sends them beside the field.

export const FEEDBACK_CONTENT_MAX = 2000;

const optionalText = (max: number) => z.string({ error: 'feedback.invalid' }).trim().max(max, { error: 'feedback.tooLong' }).optional();

/** What the visitor types. */
export const feedbackFormSchema = z.object({
  /** §5 R5.27: feedback text must not be empty (blank counts as empty). */
  content: z
    .string({ error: 'feedback.contentRequired' })
    .trim()
    .min(1, { error: 'feedback.contentRequired' })
    .max(FEEDBACK_CONTENT_MAX, { error: 'feedback.tooLong' })
    .meta({ description: `The message, 1 to ${FEEDBACK_CONTENT_MAX} characters (kept as typed, shown escaped)`, example: 'Do you ship to Chile?' }),
  name: optionalText(100).meta({ description: 'Who writes (optional)', example: 'Ana Pérez' }),
  /** Optional; when given, the §5 email rule (with the accepted standard forms). */
  email: z
    .union([z.string().trim().max(0), emailSchema], { error: 'message.mailRule' })
    .optional()
    .meta({ description: 'Reply address (optional; the §5 email rule)', example: 'ana@example.com' }),
  phone: z
    .string({ error: 'feedback.phoneRule' })
    .trim()
    .regex(/^(\+?[0-9()\-.\s]{5,30})?$/, { error: 'feedback.phoneRule' })
    .optional()
    .meta({ description: 'Phone (optional): 5-30 of digits, spaces and + ( ) - .', example: '+56 2 2345 6789' }),
});
export type FeedbackForm = z.input<typeof feedbackFormSchema>;

/** §7 POST /api/Feedback body: `userid` plus the form fields and where it was sent from. */
export const feedbackBodySchema = feedbackFormSchema.extend({
  userid: bodySiteId(),
  pageUrl: optionalText(500).meta({ description: 'The page the form was sent from (path and query)', example: '/product-detail/12' }),
  deviceCode: optionalDeviceCode,
});
export type FeedbackBody = z.infer<typeof feedbackBodySchema>;
