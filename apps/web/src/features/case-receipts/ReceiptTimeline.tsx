/**
 * A receipt's USCIS status over time, newest first: the kind of each status in the reader's language, and
 * USCIS's own title and text as sent (English, marked so). Staff also see when and how each was found; the
 * client's portal shows the same timeline without those.
 */
import type { ReceiptCheckSource, ReceiptStatusKind } from '@counsel/domain';
import { Badge, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';
import { caseReceiptsNs } from '../../locales/caseReceipts';

export interface TimelineEntry {
  id: number;
  status: string;
  status_kind: ReceiptStatusKind;
  status_description: string;
  changed_at: string;
  checked_at?: string;
  source?: ReceiptCheckSource;
}

const KIND_COLORS: Partial<Record<ReceiptStatusKind, string>> = {
  approved: 'green',
  card_produced: 'green',
  card_mailed: 'green',
  card_delivered: 'green',
  denied: 'red',
  rejected: 'red',
  evidence_requested: 'orange',
  biometrics_scheduled: 'violet',
  interview_scheduled: 'violet',
};

/** The translated summary of a status's kind, e.g. "Approved" / "تمت الموافقة". */
export function StatusKindBadge({ kind }: { kind: ReceiptStatusKind }) {
  const { t } = useTranslation(caseReceiptsNs);
  return (
    // A kind's name wraps in a narrow cell rather than being cut to a few letters.
    <Badge
      variant="light"
      color={KIND_COLORS[kind] ?? 'gray'}
      tt="none"
      h="auto"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
    >
      {t(`kinds.${kind}`)}
    </Badge>
  );
}

export function ReceiptTimeline({ entries, label }: { entries: readonly TimelineEntry[]; label: string }) {
  const { t } = useTranslation(caseReceiptsNs);
  const format = useFormat();
  return (
    // An ordered list without its numbers; the timeline's own inline-start padding keeps the bullets in view.
    <Timeline
      active={0}
      bulletSize={14}
      lineWidth={2}
      aria-label={label}
      component="ol"
      m={0}
      style={{ listStyle: 'none' }}
    >
      {entries.map((entry) => (
        <Timeline.Item key={entry.id} component="li" title={<StatusKindBadge kind={entry.status_kind} />}>
          <Stack gap={4} style={{ marginBlockStart: 4 }}>
            <Text size="sm" c="dimmed">
              {t('history.changedOn', { when: format.day(entry.changed_at.slice(0, 10)) })}
              {entry.source && entry.checked_at && (
                <>
                  {' · '}
                  {t('history.checkedAt', { when: format.dateTime(entry.checked_at) })}{' '}
                  {t(`history.source.${entry.source}`)}
                </>
              )}
            </Text>
            {/* USCIS's own words, as sent. */}
            <Text size="sm" fw={600} lang="en" dir="ltr" style={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
              {entry.status}
            </Text>
            {entry.status_description && (
              <Text size="sm" lang="en" dir="ltr" style={{ textAlign: 'start', overflowWrap: 'anywhere' }}>
                {entry.status_description}
              </Text>
            )}
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}
