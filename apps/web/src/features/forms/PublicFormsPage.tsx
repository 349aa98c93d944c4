/**
 * /forms/public-forms: the public forms library as chips (titles shortened beyond 20 characters,
 * the full title on hover and for screen readers). A chip opens the form read-only; Fields opens
 * the list of fields read from it; Fill opens the filling screen on it.
 */
import { type PublicForm, shortFormTitle } from '@counsel/domain';
import { Alert, Button, Center, Group, Loader, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconForms, IconWritingSign } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLocale, useLocalePath } from '../../lib/locale';
import { formFillingNs } from '../../locales/formFilling';
import { formsNs } from '../../locales/forms';
import { FormFieldsModal } from './FormFieldsModal';
import { FormsBreadcrumbs } from './FormsBreadcrumbs';
import { usePublicForms } from './use-public-forms';

// pdf.js comes only when a form is opened.
const PdfReader = lazy(() => import('../../ui/pdf/PdfReader'));

type Dialog = { kind: 'none' } | { kind: 'view'; form: PublicForm } | { kind: 'fields'; form: PublicForm };

export default function PublicFormsPage() {
  const { t } = useTranslation(formsNs);
  const { t: tFill } = useTranslation(formFillingNs);
  const { locale } = useLocale();
  const localePath = useLocalePath();
  const forms = usePublicForms();
  const [dialog, setDialog] = useState<Dialog>({ kind: 'none' });
  const close = () => setDialog({ kind: 'none' });
  const titleOf = (form: PublicForm) => (locale === 'ar' ? form.title_ar : form.title);

  return (
    <Stack gap="md">
      <FormsBreadcrumbs steps={[{ label: t('hub.title'), to: '/forms' }, { label: t('public.title') }]} />
      <Title order={1} size="h2">
        {t('public.title')}
      </Title>
      {forms.isPending && (
        <Center p="xl">
          <Loader aria-label={t('public.title')} />
        </Center>
      )}
      {forms.isError && (
        <Alert color="red" role="alert">
          {t('public.loadFailed')}
        </Alert>
      )}
      {forms.data?.length === 0 && <Text>{t('public.empty')}</Text>}
      {forms.data && forms.data.length > 0 && (
        <Stack component="ul" aria-label={t('public.listLabel')} gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {forms.data.map((form) => {
            const title = titleOf(form);
            return (
              <Paper component="li" key={form.id} withBorder p="sm" radius="md">
                <Group justify="space-between" wrap="wrap" gap="xs">
                  {/* Referenced as descriptions: the chip's full title, and which form a Fields button is for. */}
                  <Text id={`public-form-${form.id}`} hidden>
                    {form.name}
                  </Text>
                  <Text id={`public-form-${form.id}-title`} hidden>
                    {title}
                  </Text>
                  <Tooltip label={title} withArrow>
                    <Button
                      variant="light"
                      radius="xl"
                      aria-describedby={`public-form-${form.id}-title`}
                      onClick={() => setDialog({ kind: 'view', form })}
                      styles={{ label: { whiteSpace: 'nowrap' } }}
                    >
                      <Text component="span" fw={700} dir="ltr">
                        {form.name}
                      </Text>{' '}
                      <Text component="span" ms={6}>
                        {shortFormTitle(title)}
                      </Text>
                    </Button>
                  </Tooltip>
                  <Group gap="xs">
                    <Button
                      variant="default"
                      leftSection={<IconForms size={16} aria-hidden />}
                      // Named "Fields" like its neighbours; the form it belongs to is its description.
                      aria-describedby={`public-form-${form.id}`}
                      onClick={() => setDialog({ kind: 'fields', form })}
                    >
                      {t('public.fields')}
                    </Button>
                    <Button
                      component={Link}
                      to={localePath(`/forms/fill?form_type=public&id=${form.id}`)}
                      variant="default"
                      leftSection={<IconWritingSign size={16} aria-hidden />}
                      aria-describedby={`public-form-${form.id}`}
                    >
                      {tFill('fillAction')}
                    </Button>
                  </Group>
                </Group>
              </Paper>
            );
          })}
        </Stack>
      )}
      {dialog.kind === 'view' && (
        <Suspense fallback={null}>
          <PdfReader
            title={`${dialog.form.name} · ${titleOf(dialog.form)}`}
            fileUrl={dialog.form.url}
            onClose={close}
          />
        </Suspense>
      )}
      {dialog.kind === 'fields' && (
        <FormFieldsModal form={{ form_type: 'public', id: dialog.form.id }} name={dialog.form.name} onClose={close} />
      )}
    </Stack>
  );
}
