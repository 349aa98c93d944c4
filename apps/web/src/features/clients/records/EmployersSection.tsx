import type { ClientEmployer } from '@counsel/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { ActionMenu } from '../../../ui/ActionMenu';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { EmployerDialog } from './EmployerDialog';
import { useRecordFormat } from './format';
import { useEmployers } from './queries';
import { RecordBadge, RecordItem, RecordSection } from './RecordSection';
import { useRecordPermissions } from './use-record-permissions';

/** Where the client works and has worked. */
export function EmployersSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation(clientRecordsNs);
  const format = useRecordFormat();
  const { canEdit, canDelete } = useRecordPermissions();
  const list = useEmployers(clientId);
  const [editing, setEditing] = useState<{ employer: ClientEmployer | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  return (
    <>
      <RecordSection
        title={t('employer.title')}
        addLabel={t('employer.add')}
        emptyText={t('employer.empty')}
        canAdd={canEdit}
        onAdd={() => setEditing({ employer: null })}
        query={list}
      >
        {(employers) =>
          employers.map((employer) => {
            const name = employer.company_or_school_name;
            return (
              <RecordItem
                key={employer.id}
                title={name}
                badges={
                  <>
                    {employer.is_current_employer && <RecordBadge>{t('common.current')}</RecordBadge>}
                    {employer.is_foreign_employer && <RecordBadge>{t('employer.foreign')}</RecordBadge>}
                  </>
                }
                details={[
                  [employer.job_title, employer.occupation].filter(Boolean).join(' · '),
                  format.range(
                    employer.date_from,
                    employer.date_to,
                    employer.is_current_employer ? t('common.present') : null,
                  ),
                  employer.annual_salary !== null &&
                    `${t('employer.fields.annualSalary')}: ${format.dollars(employer.annual_salary)}`,
                  employer.supervisor && `${t('employer.fields.supervisor')}: ${employer.supervisor}`,
                ]}
                actions={
                  <ActionMenu
                    label={t('common.actionsFor', { name })}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    onEdit={() => setEditing({ employer })}
                    onDelete={() => setDeleting({ id: employer.id, name })}
                  />
                }
              />
            );
          })
        }
      </RecordSection>
      <EmployerDialog
        clientId={clientId}
        opened={editing !== null}
        employer={editing?.employer ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal clientId={clientId} kind="employers" record={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
