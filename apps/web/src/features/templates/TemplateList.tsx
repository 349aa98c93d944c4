/**
 * One kind's templates (GET /templates/{firmId}?kind=&search=&page=): title, language, subject (email and
 * reminder), last change and author; a server-side search, pages, a link to edit, and a delete with a
 * confirmation for those who may (manage on email_templates / document_templates; reminders are open).
 */
import { KINDS_WITH_SUBJECT, type Subject, type TemplateKind, type TemplateSummary } from '@counsel/domain';
import { Alert, Anchor, Button, Loader, Stack, Table, Text, TextInput, VisuallyHidden } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorMessage } from '../../lib/api-errors';
import { useAbility } from '../../lib/current-user';
import { formatDate } from '../../lib/format';
import { useLocale, useLocalePath } from '../../lib/locale';
import { templatesNs } from '../../locales/templates';
import { ActionMenu } from '../../ui/ActionMenu';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Pager } from '../../ui/Pager';
import { toast } from '../../ui/toast';
import { templatePath } from './template-paths';
import { useDeleteTemplate, useTemplateList } from './use-templates';

/** The permission subject of a kind; reminders have none (every member may write them). */
export const KIND_SUBJECT: Record<TemplateKind, Subject | null> = {
  email: 'email_templates',
  reminder: null,
  document: 'document_templates',
};

export function TemplateList({ kind }: { kind: TemplateKind }) {
  const { t } = useTranslation(templatesNs);
  const { locale } = useLocale();
  const toPath = useLocalePath();
  const navigate = useNavigate();
  const ability = useAbility();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const list = useTemplateList(kind, debounced, page);
  const remove = useDeleteTemplate();
  const [deleting, setDeleting] = useState<TemplateSummary | null>(null);
  const subject = KIND_SUBJECT[kind];
  const canDelete = subject === null || ability.can('delete', subject);
  const withSubject = KINDS_WITH_SUBJECT.includes(kind);

  const confirmDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('deleteDialog.deleted'));
        setDeleting(null);
        // The last row of a later page gone: step back to a page that still has rows.
        if (list.data && list.data.items.length === 1 && page > 1) setPage(page - 1);
      },
      onError: (error) => toast.error(errorMessage(t, error), t('deleteDialog.failed')),
    });
  };

  let body: ReactNode;
  if (list.isPending) body = <Loader aria-label={t('list.loading')} />;
  else if (list.isError) {
    body = (
      <Alert color="red" role="alert" title={t('list.loadError')}>
        <Button size="xs" variant="light" color="red" onClick={() => void list.refetch()}>
          {t('list.retry')}
        </Button>
      </Alert>
    );
  } else if (list.data.items.length === 0) {
    body = <Text c="dimmed">{debounced ? t('list.noMatches', { query: debounced }) : t('list.empty')}</Text>;
  } else {
    const totalPages = Math.max(1, Math.ceil(list.data.total / list.data.page_size));
    body = (
      <>
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover aria-label={t(`kinds.${kind}`)}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.columns.title')}</Table.Th>
                <Table.Th>{t('list.columns.language')}</Table.Th>
                {withSubject && <Table.Th>{t('list.columns.subject')}</Table.Th>}
                <Table.Th>{t('list.columns.updated')}</Table.Th>
                <Table.Th>{t('list.columns.author')}</Table.Th>
                <Table.Th>
                  <VisuallyHidden>{t('list.columns.actions')}</VisuallyHidden>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.data.items.map((template) => (
                <Table.Tr key={template.id}>
                  <Table.Td dir="auto">
                    <Anchor component={Link} to={toPath(templatePath(template.id))}>
                      {template.title}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{t(`languages.${template.language}`)}</Table.Td>
                  {withSubject && <Table.Td dir="auto">{template.subject}</Table.Td>}
                  <Table.Td>{formatDate(template.updated_at, locale)}</Table.Td>
                  <Table.Td>{template.created_by?.full_name ?? t('list.noAuthor')}</Table.Td>
                  <Table.Td>
                    <ActionMenu
                      label={t('list.actions', { title: template.title })}
                      canEdit
                      canDelete={canDelete}
                      onEdit={() => void navigate(toPath(templatePath(template.id)))}
                      onDelete={() => setDeleting(template)}
                    />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Pager page={page} totalPages={totalPages} onChange={setPage} />
      </>
    );
  }

  return (
    <Stack gap="md">
      <TextInput
        type="search"
        label={t('list.search')}
        placeholder={t('list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={360}
      />
      {body}
      <ConfirmDialog
        opened={deleting !== null}
        title={t('deleteDialog.title')}
        message={t('deleteDialog.message', { title: deleting?.title ?? '' })}
        pending={remove.isPending}
        onConfirm={confirmDelete}
        onClose={() => setDeleting(null)}
      />
    </Stack>
  );
}
