/** The viewer's toolbar: tools, undo, pages, zoom, search and Save (read-only: pages, zoom and search). */
import { ActionIcon, Box, Button, Group, NumberInput, SegmentedControl, Text, TextInput, Tooltip } from '@mantine/core';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconChevronLeft,
  IconChevronRight,
  IconChevronUp,
  IconDeviceFloppy,
  IconZoomIn,
  IconZoomOut,
  IconZoomReset,
} from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { directionOf, useLocale } from '../../lib/locale';
import { documentsNs } from '../../locales/documents';
import classes from './PdfToolbar.module.css';
import { TOOLS, type Tool } from './tools';

interface Props {
  loaded: boolean;
  saving: boolean;
  pageCount: number;
  page: number;
  onPage: (page: number) => void;
  zoomPercent: number;
  onZoom: (direction: 'in' | 'out' | 'fit') => void;
  tool: Tool;
  onTool: (tool: Tool) => void;
  canUndo: boolean;
  onUndo: () => void;
  search: {
    query: string;
    setQuery: (q: string) => void;
    count: number;
    index: number;
    next: () => void;
    previous: () => void;
  };
  onSave: () => void;
  /** Only reading (a public form): no annotation tools, undo or Save. */
  readOnly?: boolean;
}

function IconButton({
  label,
  onClick,
  disabled,
  children,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
  children: React.ReactNode;
}) {
  return (
    <Tooltip label={label} withArrow>
      <ActionIcon variant="default" size="lg" aria-label={label} onClick={onClick} disabled={disabled}>
        {children}
      </ActionIcon>
    </Tooltip>
  );
}

export function PdfToolbar(props: Props) {
  const { t } = useTranslation(documentsNs);
  const { locale } = useLocale();
  const direction = directionOf(locale);
  const { loaded, pageCount, page, search } = props;
  // "Previous page" points back along the reading direction.
  const [Back, Forward] =
    direction === 'rtl' ? [IconChevronRight, IconChevronLeft] : [IconChevronLeft, IconChevronRight];
  const number = (value: number) => new Intl.NumberFormat(locale).format(value);
  return (
    <Box className={classes.toolbar}>
      {!props.readOnly && (
        <>
          <SegmentedControl
            aria-label={t('viewer.pdf.tool')}
            value={props.tool}
            onChange={(value) => props.onTool(value as Tool)}
            data={TOOLS.map((tool) => ({ value: tool, label: t(`viewer.pdf.tools.${tool}`) }))}
            disabled={!loaded}
            size="xs"
          />
          <IconButton label={t('viewer.pdf.undo')} onClick={props.onUndo} disabled={!props.canUndo}>
            <IconArrowBackUp size={18} aria-hidden />
          </IconButton>
        </>
      )}

      <Group gap={4} wrap="nowrap">
        <IconButton
          label={t('viewer.pdf.previousPage')}
          onClick={() => props.onPage(page - 1)}
          disabled={!loaded || page <= 1}
        >
          <Back size={18} aria-hidden />
        </IconButton>
        <NumberInput
          aria-label={t('viewer.pdf.pageNumber')}
          value={page}
          min={1}
          max={Math.max(1, pageCount)}
          clampBehavior="strict"
          allowDecimal={false}
          hideControls
          w={64}
          size="sm"
          disabled={!loaded}
          onChange={(value) => {
            if (typeof value === 'number' && value >= 1 && value <= pageCount) props.onPage(value);
          }}
        />
        <Text size="sm">{t('viewer.pdf.ofPages', { total: number(pageCount) })}</Text>
        <IconButton
          label={t('viewer.pdf.nextPage')}
          onClick={() => props.onPage(page + 1)}
          disabled={!loaded || page >= pageCount}
        >
          <Forward size={18} aria-hidden />
        </IconButton>
      </Group>

      <Group gap={4} wrap="nowrap">
        <IconButton label={t('viewer.pdf.zoomOut')} onClick={() => props.onZoom('out')} disabled={!loaded}>
          <IconZoomOut size={18} aria-hidden />
        </IconButton>
        <Text size="sm" miw={48} ta="center" aria-live="polite">
          {new Intl.NumberFormat(locale, { style: 'percent' }).format(props.zoomPercent / 100)}
        </Text>
        <IconButton label={t('viewer.pdf.zoomIn')} onClick={() => props.onZoom('in')} disabled={!loaded}>
          <IconZoomIn size={18} aria-hidden />
        </IconButton>
        <IconButton label={t('viewer.pdf.fit')} onClick={() => props.onZoom('fit')} disabled={!loaded}>
          <IconZoomReset size={18} aria-hidden />
        </IconButton>
      </Group>

      <Group gap={4} wrap="nowrap">
        <TextInput
          aria-label={t('viewer.pdf.search')}
          placeholder={t('viewer.pdf.search')}
          value={search.query}
          onChange={(event) => search.setQuery(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter') (event.shiftKey ? search.previous : search.next)();
          }}
          disabled={!loaded}
          size="sm"
          className={classes.search}
        />
        <IconButton label={t('viewer.pdf.previousMatch')} onClick={search.previous} disabled={search.count === 0}>
          <IconChevronUp size={18} aria-hidden />
        </IconButton>
        <IconButton label={t('viewer.pdf.nextMatch')} onClick={search.next} disabled={search.count === 0}>
          <IconChevronDown size={18} aria-hidden />
        </IconButton>
        <Text size="sm" aria-live="polite" miw={70}>
          {search.query.trim()
            ? search.count === 0
              ? t('viewer.pdf.noMatches')
              : t('viewer.pdf.matchOf', { current: number(search.index + 1), total: number(search.count) })
            : ''}
        </Text>
      </Group>

      {!props.readOnly && (
        <Button
          ms="auto"
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
          onClick={props.onSave}
          loading={props.saving}
          // Styled as disabled but still focusable and pressable, so pressing it early can say why.
          data-disabled={!loaded || undefined}
          aria-disabled={!loaded}
        >
          {t('viewer.pdf.save')}
        </Button>
      )}
    </Box>
  );
}
