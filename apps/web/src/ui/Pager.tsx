import { ActionIcon, Button, Group, NumberInput, Text, useDirection } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../lib/format';
import { useLocale } from '../lib/locale';
import { pagerItems } from './pager-items';

interface PagerProps {
  page: number;
  totalPages: number;
  onChange: (page: number) => void;
}

/** Generic pager: first, last and neighbouring pages, plus a jump-to-page box. Hidden when there is one page. */
export function Pager({ page, totalPages, onChange }: PagerProps) {
  const { t } = useTranslation('common');
  // Only numbers: the pager also serves the client portal, where no firm (and no currency) is signed in.
  const { locale } = useLocale();
  const { dir } = useDirection();
  const jumpId = useId();
  const [jump, setJump] = useState<string | number>('');
  if (totalPages <= 1) return null;

  const [PreviousIcon, NextIcon] =
    dir === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];

  function submitJump(event: FormEvent) {
    event.preventDefault();
    const target = Number(jump);
    if (Number.isInteger(target) && target >= 1 && target <= totalPages) {
      onChange(target);
      setJump('');
    }
  }

  return (
    <Group component="nav" aria-label={t('pager.label')} gap="xs" wrap="wrap">
      <ActionIcon
        variant="default"
        aria-label={t('pager.previous')}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        <PreviousIcon size={16} />
      </ActionIcon>
      {pagerItems(page, totalPages).map((item, index) =>
        item === 'ellipsis' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: ellipses have no identity of their own
          <Text key={`ellipsis-${index}`} c="dimmed" aria-hidden>
            …
          </Text>
        ) : (
          <Button
            key={item}
            size="compact-sm"
            variant={item === page ? 'filled' : 'default'}
            aria-label={t('pager.page', { page: item })}
            aria-current={item === page ? 'page' : undefined}
            onClick={() => onChange(item)}
          >
            {formatNumber(item, locale)}
          </Button>
        ),
      )}
      <ActionIcon
        variant="default"
        aria-label={t('pager.next')}
        disabled={page >= totalPages}
        onClick={() => onChange(page + 1)}
      >
        <NextIcon size={16} />
      </ActionIcon>
      <form onSubmit={submitJump}>
        <Group gap={4} align="flex-end">
          <NumberInput
            id={jumpId}
            label={t('pager.jump')}
            size="xs"
            w={90}
            min={1}
            max={totalPages}
            allowDecimal={false}
            allowNegative={false}
            value={jump}
            onChange={setJump}
          />
          <Button type="submit" size="xs" variant="light">
            {t('pager.go')}
          </Button>
        </Group>
      </form>
    </Group>
  );
}
