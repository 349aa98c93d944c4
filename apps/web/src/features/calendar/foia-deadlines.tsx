/**
 * FOIA response deadlines on the calendar (issue 39): a second event source beside the meetings and appointments,
 * all-day events in their own colour with a legend entry, each opening its case. Only for those who may see
 * cases (GET /foia-cases/deadlines answers 403 to others, so nobody else asks).
 */
import { dateInZone, type FoiaDeadline, type FoiaDeadlinesResponse } from '@counsel/domain';
import type { EventInput } from '@fullcalendar/react';
import { Box, Group, Text } from '@mantine/core';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { caseKeys } from '../../entities/case/keys';
import { ApiError, api } from '../../lib/api';
import { errorMessage } from '../../lib/api-errors';
import { useCan, useMe } from '../../lib/current-user';
import { useLocalePath } from '../../lib/locale';
import { browserTimeZone } from '../../lib/time-zones';
import { calendarNs } from '../../locales/calendar';
import { toast } from '../../ui/toast';
import type { CalendarRange } from './keys';

/** Dark orange, apart from the location colours; white text on it keeps a 4.5:1 contrast (about 6:1). */
export const FOIA_DEADLINE_COLOUR = '#a34700';

/** The days the visible range covers: its first instant's day to the day of its last instant (timeMax excluded). */
export function rangeDays(range: CalendarRange, timeZone: string): { start: string; end: string } {
  return {
    start: dateInZone(range.timeMin, timeZone),
    end: dateInZone(new Date(Date.parse(range.timeMax) - 1), timeZone),
  };
}

/** The deadlines of the visible range as FullCalendar's event source, and what opening one does. */
export function useFoiaDeadlines(range: CalendarRange | null) {
  const { t } = useTranslation(calendarNs);
  const { user } = useMe();
  const allowed = useCan()('VIEW_CASES');
  const navigate = useNavigate();
  const toPath = useLocalePath();
  const days = range ? rangeDays(range, browserTimeZone()) : null;
  const query = useQuery({
    queryKey: caseKeys.foiaDeadlines(user.law_firm_id, days?.start ?? '', days?.end ?? ''),
    queryFn: ({ signal }) =>
      api.get<FoiaDeadlinesResponse>('/api/foia-cases/deadlines', { query: { ...days }, signal }),
    enabled: allowed && days !== null,
    placeholderData: keepPreviousData,
  });

  useEffect(() => {
    if (query.isError && !(query.error instanceof ApiError && query.error.status === 401)) {
      toast.error(errorMessage(t, query.error), t('foiaDeadline.fetchError'));
    }
  }, [query.isError, query.error, t]);

  const events = useMemo(
    (): EventInput[] =>
      (query.data?.deadlines ?? []).map((deadline) => ({
        id: `foia-deadline-${deadline.case_id}`,
        title: t('foiaDeadline.event', { title: deadline.case_title }),
        start: deadline.response_due,
        allDay: true,
        color: FOIA_DEADLINE_COLOUR,
        contrastColor: '#ffffff',
        extendedProps: { foiaDeadline: deadline },
      })),
    [query.data, t],
  );

  /** Opens the deadline's case and says so (true), or leaves an event of another kind alone (false). */
  const openCase = useCallback(
    (event: { extendedProps: Record<string, unknown> }) => {
      const deadline = event.extendedProps.foiaDeadline as FoiaDeadline | undefined;
      if (!deadline) return false;
      navigate(toPath(`/client/${deadline.client_id}/cases/${deadline.case_id}`));
      return true;
    },
    [navigate, toPath],
  );

  return { events, openCase, isFetching: query.isFetching };
}

/** The legend's entry for FOIA deadlines, shown to those who see them. */
export function FoiaDeadlineLegendItem() {
  const { t } = useTranslation(calendarNs);
  if (!useCan()('VIEW_CASES')) return null;
  return (
    <Group gap={6} component="li">
      <Box
        w={12}
        h={12}
        style={{ borderRadius: 3, background: FOIA_DEADLINE_COLOUR }}
        data-testid="legend-FOIA_DEADLINE"
        aria-hidden
      />
      <Text size="sm">{t('legend.FOIA_DEADLINE')}</Text>
    </Group>
  );
}
