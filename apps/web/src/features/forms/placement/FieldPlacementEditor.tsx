/**
 * Placing fields on a firm form that has none (issue 17): the form's pages drawn by pdf.js, a field
 * type, a press on the page to put a box of that type there and its label asked, the list of placed
 * fields (with remove, and adding by position for keyboard users), and Save, which makes them real
 * fields in a new version of the form. Lazy-loaded: this module brings pdf.js.
 */
import { PLACED_FIELD_LABEL_MAX_LENGTH, PLACED_FIELD_TYPES, type PlacedFieldType } from '@counsel/domain';
import { Alert, Box, Button, Center, Flex, Group, Loader, Radio, Stack, Text, TextInput } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formPlacementNs } from '../../../locales/formPlacement';
import type { PdfPoint } from '../../../ui/pdf/model';
import { usePdfDocument, usePdfPage } from '../../../ui/pdf/use-pdf-document';
import { toast } from '../../../ui/toast';
import { PlacedFieldList } from './PlacedFieldList';
import { PlacementPage } from './PlacementPage';
import { boxAt, type DraftField, pageBounds, requestBody } from './placement';
import { usePlaceFields } from './use-place-fields';

interface Props {
  formId: number;
  /** The current version's /api address. */
  fileUrl: string;
  onCancel: () => void;
  /** After a save: the form now has the fields. */
  onSaved: () => void;
}

export default function FieldPlacementEditor({ formId, fileUrl, onCancel, onSaved }: Props) {
  const { t } = useTranslation(formPlacementNs);
  const loaded = usePdfDocument(fileUrl);
  const pdf = loaded.status === 'ready' ? loaded.pdf : null;
  const [pageNumber, setPageNumber] = useState(1);
  const page = usePdfPage(pdf, pageNumber);
  const [type, setType] = useState<PlacedFieldType>('text');
  const [fields, setFields] = useState<DraftField[]>([]);
  const [pending, setPending] = useState<DraftField | null>(null);
  const [pendingLabel, setPendingLabel] = useState('');
  const [labelError, setLabelError] = useState<string | null>(null);
  const nextId = useRef(1);
  const save = usePlaceFields(formId);
  const { ref: areaRef, width: areaWidth } = useElementSize();

  const baseWidth = page ? page.getViewport({ scale: 1 }).width : 612;
  const scale = areaWidth > 0 ? Math.max(0.3, Math.min(1.5, (areaWidth - 8) / baseWidth)) : 1;

  const draft = (pageNo: number, topLeft: PdfPoint, bounds: ReturnType<typeof pageBounds>, label: string) => ({
    id: nextId.current++,
    page: pageNo,
    type,
    label,
    ...boxAt(bounds, topLeft, type),
  });

  const choose = (topLeft: PdfPoint) => {
    if (!page) return;
    setPending(draft(pageNumber, topLeft, pageBounds(page.getViewport({ scale: 1 })), ''));
    setPendingLabel('');
    setLabelError(null);
  };

  const confirmPending = (event: FormEvent) => {
    event.preventDefault();
    if (!pending) return;
    if (!pendingLabel.trim()) return setLabelError(t('label.required'));
    setFields((current) => [...current, { ...pending, label: pendingLabel.trim() }]);
    setPending(null);
  };

  const addByPosition = async (input: { page: number; left: number; top: number; label: string }) => {
    if (!pdf) return;
    const pageNo = Math.min(Math.max(1, input.page), pdf.numPages);
    const viewport = (await pdf.getPage(pageNo)).getViewport({ scale: 1 });
    const [x, y] = viewport.convertToPdfPoint(input.left, input.top) as [number, number];
    setFields((current) => [...current, draft(pageNo, { x, y }, pageBounds(viewport), input.label)]);
    setPageNumber(pageNo);
  };

  const submit = () =>
    save.mutate(requestBody(fields), {
      onSuccess: () => {
        toast.success(t('saved', { count: fields.length }));
        onSaved();
      },
      onError: () => toast.error(t('saveFailed')),
    });

  const numbered = fields.map((field, index) => ({ ...field, number: index + 1 }));
  const pageCount = pdf?.numPages ?? 1;

  return (
    <Stack gap="md">
      <Radio.Group label={t('type.label')} value={type} onChange={(value) => setType(value as PlacedFieldType)}>
        <Group gap="md" mt="xs">
          {PLACED_FIELD_TYPES.map((value) => (
            <Radio key={value} value={value} label={t(`types.${value}`)} />
          ))}
        </Group>
      </Radio.Group>
      <Text size="sm" c="dimmed">
        {t('hint')}
      </Text>
      {pending && (
        <form onSubmit={confirmPending} aria-label={t('label.prompt', { type: t(`types.${pending.type}`) })}>
          <Group gap="xs" align="flex-end" wrap="wrap">
            <TextInput
              // The label is what the press on the page was for: ask it straight away.
              data-autofocus
              autoFocus
              label={t('label.prompt', { type: t(`types.${pending.type}`) })}
              value={pendingLabel}
              maxLength={PLACED_FIELD_LABEL_MAX_LENGTH}
              error={labelError}
              onChange={(event) => setPendingLabel(event.currentTarget.value)}
              style={{ flex: '1 1 14rem' }}
            />
            <Button type="submit">{t('label.add')}</Button>
            <Button variant="default" onClick={() => setPending(null)}>
              {t('label.cancel')}
            </Button>
          </Group>
        </form>
      )}
      <Flex direction={{ base: 'column', md: 'row' }} gap="md" align="flex-start">
        <Stack gap="xs" style={{ flex: '1 1 0', minWidth: 0, width: '100%' }}>
          {pageCount > 1 && (
            <Group gap="xs">
              <Button
                size="compact-sm"
                variant="default"
                disabled={pageNumber <= 1}
                onClick={() => setPageNumber(pageNumber - 1)}
              >
                {t('pages.previous')}
              </Button>
              <Text size="sm" role="status">
                {t('pages.of', { page: pageNumber, count: pageCount })}
              </Text>
              <Button
                size="compact-sm"
                variant="default"
                disabled={pageNumber >= pageCount}
                onClick={() => setPageNumber(pageNumber + 1)}
              >
                {t('pages.next')}
              </Button>
            </Group>
          )}
          <Box ref={areaRef} style={{ overflowX: 'auto', width: '100%' }}>
            {loaded.status === 'loading' && (
              <Center p="xl">
                <Loader aria-label={t('loading')} />
              </Center>
            )}
            {loaded.status === 'failed' && (
              <Alert color="red" role="alert">
                {t('loadFailed')}
              </Alert>
            )}
            {page && (
              <PlacementPage
                page={page}
                scale={scale}
                fields={numbered.filter((field) => field.page === pageNumber)}
                pending={pending?.page === pageNumber ? pending : null}
                label={t('pages.label', { page: pageNumber })}
                onChoose={choose}
              />
            )}
          </Box>
        </Stack>
        <Box w={{ base: '100%', md: 340 }} style={{ flex: 'none' }}>
          <PlacedFieldList
            fields={fields}
            pageCount={pageCount}
            type={type}
            onRemove={(id) => setFields((current) => current.filter((field) => field.id !== id))}
            onAdd={(input) => void addByPosition(input)}
          />
        </Box>
      </Flex>
      <Group justify="flex-end">
        <Button variant="default" onClick={onCancel} disabled={save.isPending}>
          {t('cancel')}
        </Button>
        <Button onClick={submit} loading={save.isPending} disabled={fields.length === 0}>
          {t('save', { count: fields.length })}
        </Button>
      </Group>
    </Stack>
  );
}
