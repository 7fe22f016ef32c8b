'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBasename, useGetIdentity, useLocaleState } from 'ra-core';
import type { DeskMember, InquiryDetail, InquiryInbox, InquiryListQuery } from '@/lib/validation/admin/inquiries';
import type { InquiryState } from '@/lib/inquiry-states';
import { getDto, jsonBody } from '../http';

// The inquiry desk's calls from the workspace (GET/POST /api/admin/inquiries…) and the
// react-query keys they live under, so a write puts the fresh inquiry in the cache and the inbox
// (and the side nav's count) refetch.

export const INBOX_KEY = ['inquiries', 'inbox'] as const;
const detailKey = (id: number) => ['inquiries', 'detail', id] as const;

export type InboxFilters = Partial<Pick<InquiryListQuery, 'state' | 'assignee' | 'from' | 'to' | 'country' | 'q' | 'waitingHours'>> & {
  asked?: 'true';
  page: number;
  pageSize: number;
};

export function inboxSearch(filters: InboxFilters): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value !== undefined && value !== '') search.set(key, String(value));
  return search.toString();
}

export function useInbox(filters: InboxFilters) {
  return useQuery({
    queryKey: [...INBOX_KEY, filters],
    queryFn: () => getDto<InquiryInbox>(`/inquiries?${inboxSearch(filters)}`),
    placeholderData: keepPreviousData,
    // Staff keep the inbox open all day: new inquiries show up without a reload.
    refetchInterval: 60_000,
  });
}

export function useInquiry(id: number) {
  const client = useQueryClient();
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async () => {
      const detail = await getDto<InquiryDetail>(`/inquiries/${id}`);
      // Reading it cleared its unread marker on the server: the inbox shows that when back.
      void client.invalidateQueries({ queryKey: INBOX_KEY });
      return detail;
    },
  });
}

/** Runs a POST on one inquiry; the answer (the inquiry after the change) replaces the cached one. */
export function useInquiryWrite(id: number) {
  const client = useQueryClient();
  return {
    post: async (path: string, body?: unknown): Promise<InquiryDetail> => {
      const detail = await getDto<InquiryDetail>(`/inquiries/${id}/${path}`, { method: 'POST', ...(body === undefined ? {} : { body: jsonBody(body) }) });
      client.setQueryData(detailKey(id), detail);
      void client.invalidateQueries({ queryKey: INBOX_KEY });
      return detail;
    },
    /** For calls that answer something other than the inquiry (a quote version): read it again. */
    refresh: async () => {
      await client.invalidateQueries({ queryKey: detailKey(id) });
      void client.invalidateQueries({ queryKey: INBOX_KEY });
    },
  };
}

export interface DeskMe {
  id: number | undefined;
  role: 'owner' | 'sales' | 'catalogue' | undefined;
}

export function useDeskMe(): DeskMe {
  const { identity } = useGetIdentity();
  return { id: identity?.id === undefined ? undefined : Number(identity.id), role: identity?.role as DeskMe['role'] };
}

/**
 * The members an inquiry can go to (active sales members and owners). Only the owner may list
 * staff (GET /api/admin/staff is owner-only), so for a sales member this stays empty and the
 * screens offer "assign to me" instead.
 */
/** Active sales members and owners of the site (every desk member may read the list). */
export function useDeskMembers() {
  const { data } = useQuery({
    queryKey: ['inquiries', 'members'],
    staleTime: 5 * 60_000,
    queryFn: () => getDto<{ list: DeskMember[] }>('/inquiries/members'),
  });
  return data?.list ?? [];
}

export const STATE_TONE: Record<InquiryState, 'muted' | 'green' | 'red' | 'amber' | 'blue'> = {
  new: 'red',
  in_progress: 'blue',
  quoted: 'amber',
  accepted: 'green',
  declined: 'muted',
  expired: 'muted',
  closed: 'muted',
  cancelled: 'muted',
};

export function useFormatters() {
  const [locale] = useLocaleState();
  const tag = locale === 'en' ? 'en-GB' : 'zh-CN';
  return {
    dateTime: (value: string | null | undefined) => {
      if (!value) return '—';
      const date = new Date(value);
      return Number.isNaN(date.getTime()) ? value : date.toLocaleString(tag, { dateStyle: 'short', timeStyle: 'short' });
    },
    money: (value: number, currency: 'USD' | 'CNY') => value.toLocaleString(tag, { style: 'currency', currency, maximumFractionDigits: 2 }),
    number: (value: number) => value.toLocaleString(tag),
  };
}

/**
 * A workspace path with the /admin basename in front: the workspace sits in the app's own
 * BrowserRouter (no basename there), so react-router's links and navigate take the full path,
 * as ra-core's useCreatePath builds it.
 */
export function useDeskPath() {
  const basename = useBasename();
  return (path: string) => `${basename}${path}`;
}
