import type { ClientSchool } from '@counsel/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { ActionMenu } from '../../../ui/ActionMenu';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { useRecordFormat } from './format';
import { useSchools } from './queries';
import { RecordBadge, RecordItem, RecordSection } from './RecordSection';
import { SchoolDialog } from './SchoolDialog';
import { useRecordPermissions } from './use-record-permissions';

/** The client's schools and degrees. */
export function SchoolsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation(clientRecordsNs);
  const format = useRecordFormat();
  const { canEdit, canDelete } = useRecordPermissions();
  const list = useSchools(clientId);
  const [editing, setEditing] = useState<{ school: ClientSchool | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  return (
    <>
      <RecordSection
        title={t('school.title')}
        addLabel={t('school.add')}
        emptyText={t('school.empty')}
        canAdd={canEdit}
        onAdd={() => setEditing({ school: null })}
        query={list}
      >
        {(schools) =>
          schools.map((school) => {
            const name = school.company_or_school_name;
            return (
              <RecordItem
                key={school.id}
                title={name}
                badges={school.is_current_school && <RecordBadge>{t('common.current')}</RecordBadge>}
                details={[
                  [school.degree_awarded, school.field_of_study].filter(Boolean).join(' · '),
                  format.range(school.date_from, school.date_to, school.is_current_school ? t('common.present') : null),
                ]}
                actions={
                  <ActionMenu
                    label={t('common.actionsFor', { name })}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    onEdit={() => setEditing({ school })}
                    onDelete={() => setDeleting({ id: school.id, name })}
                  />
                }
              />
            );
          })
        }
      </RecordSection>
      <SchoolDialog
        clientId={clientId}
        opened={editing !== null}
        school={editing?.school ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal clientId={clientId} kind="schools" record={deleting} onClose={() => setDeleting(null)} />
    </>
  );
}
