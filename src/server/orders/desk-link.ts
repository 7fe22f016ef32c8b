import { env } from '@/server/env';

/**
 * The inquiry in the workspace, for every desk mail to staff. Built from PUBLIC_BASE_URL only:
 * a request's Host header must never decide where a mail points.
 */
export const deskLink = (orderId: number) => `${env().PUBLIC_BASE_URL}/admin/inquiries/${orderId}`;
