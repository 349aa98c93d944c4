/**
 * Usage of a viewer (spec §4 "Document viewer and usage"). On open the server counts one daily
 * document-services use, or refuses with documents_services_limit; the server's count decides. After
 * the document first loads, the client's own counter (the signed-in user's usage) takes that count and
 * is saved with the spec's PUT /user/{id}/update-user-usage: debounced 1 s, skipped when unchanged.
 */
import type { DocumentViewResponse, MeResponse } from '@counsel/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { api } from '../../../lib/api';
import { ME_QUERY_KEY } from '../../../lib/current-user';

export const USAGE_DEBOUNCE_MS = 1000;

export type OpenState =
  | { status: 'checking' }
  | { status: 'allowed'; usage: DocumentViewResponse['usage'] }
  | { status: 'refused'; error: unknown };

/** Asks the server to open the document once per mount (StrictMode's second effect run reuses it). */
export function useViewerOpen(documentId: number): OpenState {
  const [state, setState] = useState<OpenState>({ status: 'checking' });
  const started = useRef<number | null>(null);
  useEffect(() => {
    if (started.current === documentId) return;
    started.current = documentId;
    api
      .post<DocumentViewResponse>(`/api/document/${documentId}/view`)
      .then((response) => setState({ status: 'allowed', usage: response.usage }))
      .catch((error: unknown) => setState({ status: 'refused', error }));
  }, [documentId]);
  return state;
}

/** Saves the user's documents-services count, 1 s after the last change, only when it changed. */
export function useUsageReporter(): (used: number) => void {
  const queryClient = useQueryClient();
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pending = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      // Closing the viewer sends what is still waiting at once rather than dropping it.
      if (timer.current) clearTimeout(timer.current);
      pending.current?.();
    },
    [],
  );

  return useCallback(
    (used: number) => {
      const me = queryClient.getQueryData<MeResponse>(ME_QUERY_KEY);
      if (!me || me.usage.used_documents_services === used) return;
      const previous = me.usage.used_documents_services;
      queryClient.setQueryData<MeResponse>(ME_QUERY_KEY, {
        ...me,
        usage: { ...me.usage, used_documents_services: used },
      });
      if (timer.current) clearTimeout(timer.current);
      const send = () => {
        pending.current = null;
        timer.current = null;
        if (used === previous) return;
        api
          .put(`/api/user/${me.user.id}/update-user-usage`, { used_documents_services: used })
          .catch(() => queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY }));
      };
      pending.current = send;
      timer.current = setTimeout(send, USAGE_DEBOUNCE_MS);
    },
    [queryClient],
  );
}
