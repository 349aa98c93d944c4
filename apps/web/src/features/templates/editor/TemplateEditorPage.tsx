/**
 * settings/templates/new?kind= and settings/templates/:id: a template's title, subject (email and
 * reminder), language and rich-text body. A page rather than a modal, since documents run long.
 */
import { Alert, Anchor, Button, Loader, Stack } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api';
import { useCan } from '../../../lib/current-user';
import { directionOf, useLocale, useLocalePath } from '../../../lib/locale';
import { templatesNs } from '../../../locales/templates';
import { NoAccess } from '../../../ui/NoAccess';
import { ADD_FLAG } from '../SelectTemplateModal';
import { kindParam, templatesTabPath } from '../template-paths';
import { useTemplate } from '../use-templates';
import { TemplateForm } from './TemplateForm';

export default function TemplateEditorPage() {
  const { t } = useTranslation(templatesNs);
  const { id } = useParams();
  const [params] = useSearchParams();
  const toPath = useLocalePath();
  const { locale } = useLocale();
  const templateId = id && /^\d+$/.test(id) ? Number(id) : null;
  const template = useTemplate(templateId);
  const newKind = kindParam(params.get('kind')) ?? 'email';
  const kind = template.data?.kind ?? newKind;
  const can = useCan();
  const BackIcon = directionOf(locale) === 'rtl' ? IconArrowRight : IconArrowLeft;

  const back = (
    <Anchor component={Link} to={toPath(templatesTabPath(kind))} size="sm">
      <BackIcon size={14} aria-hidden style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />
      {t('editor.back')}
    </Anchor>
  );

  // An address typed by hand reaches the form too: a kind the user may not add shows why instead.
  if (id === undefined && !can(ADD_FLAG[newKind])) return <NoAccess />;
  if (id !== undefined && templateId === null) {
    return (
      <Stack>
        {back}
        <Alert color="red" role="alert" title={t('editor.notFound')} />
      </Stack>
    );
  }
  if (templateId !== null) {
    if (template.isPending) return <Loader aria-label={t('editor.loading')} />;
    if (template.isError) {
      const missing = isApiError(template.error) && template.error.status === 404;
      return (
        <Stack>
          {back}
          <Alert color="red" role="alert" title={missing ? t('editor.notFound') : t('editor.loadError')}>
            {!missing && (
              <Button size="xs" variant="light" color="red" onClick={() => void template.refetch()}>
                {t('list.retry')}
              </Button>
            )}
          </Alert>
        </Stack>
      );
    }
  }
  return (
    <Stack gap="md">
      {back}
      <TemplateForm key={template.data?.id ?? `new-${newKind}`} template={template.data ?? null} kind={kind} />
    </Stack>
  );
}
