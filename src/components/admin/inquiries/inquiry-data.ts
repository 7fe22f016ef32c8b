'use client';

import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useBasename, useDataProvider, useGetIdentity, useLocaleState } from 'ra-core';
import type { InquiryDetail } from '@/lib/validation/admin/inquiries';
import type { InquiryState } from '@/lib/inquiry-states';
import type { WorkspaceDataProvider } from '../data-provider';
import type { InboxFilters, InquiryMove } from '../desk-provider';

// The inquiry desk's reads and writes, through the workspace dataProvider (useDataProvider, so a
// 401 signs the member out as on every screen), and the react-query keys they live under, so a
// write puts the fresh inquiry in the cache and the inbox (and the side nav's count) refetch.

export type { InboxFilters } from '../desk-provider';

export const INBOX_KEY = ['inquiries', 'inbox'] as const;
const detailKey = (id: number) => ['inquiries', 'detail', id] as const;

/** The workspace dataProvider with the desk's own methods (ra-core's proxy: auth errors handled). */
export const useDeskProvider = () => useDataProvider<WorkspaceDataProvider>();

export function useInbox(filters: InboxFilters) {
  const provider = useDeskProvider();
  return useQuery({
    queryKey: [...INBOX_KEY, filters],
    queryFn: async () => (await provider.getInbox(filters)).data,
    placeholderData: keepPreviousData,
    // Staff keep the inbox open all day: new inquiries show up without a reload.
    refetchInterval: 60_000,
  });
}

export function useInquiry(id: number) {
  const client = useQueryClient();
  const provider = useDeskProvider();
  return useQuery({
    queryKey: detailKey(id),
    queryFn: async () => {
      const { data } = await provider.getOne<InquiryDetail & { id: number }>('inquiries', { id });
      // Reading it cleared its unread marker on the server: the inbox shows that when back.
      void client.invalidateQueries({ queryKey: INBOX_KEY });
      return data;
    },
  });
}

/** Runs a move on one inquiry; the answer (the inquiry after the move) replaces the cached one. */
export function useInquiryWrite(id: number) {
  const client = useQueryClient();
  const provider = useDeskProvider();
  const refresh = async () => {
    await client.invalidateQueries({ queryKey: detailKey(id) });
    void client.invalidateQueries({ queryKey: INBOX_KEY });
  };
  return {
    post: async (move: InquiryMove, body?: unknown): Promise<InquiryDetail> => {
      const { data } = await provider.moveInquiry(id, move, body);
      client.setQueryData(detailKey(id), data);
      void client.invalidateQueries({ queryKey: INBOX_KEY });
      return data;
    },
    /** Sends a saved quote version to the buyer, then reads the inquiry again. */
    sendQuote: async (version: number) => {
      await provider.sendQuote(id, version);
      await refresh();
    },
    /** For calls that answer something other than the inquiry (a quote version): read it again. */
    refresh,
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
 * The members an inquiry can go to: active sales members and owners of the site (every desk
 * member may read the list; GET /api/admin/staff is the owner's only).
 */
export function useDeskMembers() {
  const provider = useDeskProvider();
  const { data } = useQuery({
    queryKey: ['inquiries', 'members'],
    staleTime: 5 * 60_000,
    queryFn: async () => (await provider.getDeskMembers()).data,
  });
  return data ?? [];
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
