import { clientFullName, type FamilyContact } from '@counsel/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { clientRecordsNs } from '../../../locales/clientRecords';
import { ActionMenu } from '../../../ui/ActionMenu';
import { useCountryName } from '../../../ui/country/CountrySelect';
import { ConfirmDeleteModal } from './ConfirmDeleteModal';
import { FamilyContactModal } from './FamilyContactModal';
import { useRecordFormat } from './format';
import { useFamilyContacts } from './queries';
import { RecordBadge, RecordItem, RecordSection } from './RecordSection';
import { useRecordPermissions } from './use-record-permissions';

/** A client's family: parents, spouse, children and siblings. */
export function FamilyContactsSection({ clientId }: { clientId: number }) {
  const { t } = useTranslation(clientRecordsNs);
  const format = useRecordFormat();
  const countryName = useCountryName();
  const { canEdit, canDelete } = useRecordPermissions();
  const list = useFamilyContacts(clientId);
  const [editing, setEditing] = useState<{ contact: FamilyContact | null } | null>(null);
  const [deleting, setDeleting] = useState<{ id: number; name: string } | null>(null);

  return (
    <>
      <RecordSection
        title={t('family.title')}
        addLabel={t('family.add')}
        emptyText={t('family.empty')}
        canAdd={canEdit}
        onAdd={() => setEditing({ contact: null })}
        query={list}
      >
        {(contacts) =>
          contacts.map((contact) => {
            const name = clientFullName(contact);
            return (
              <RecordItem
                key={contact.id}
                title={name}
                badges={
                  <>
                    <RecordBadge>{t(`family.relationships.${contact.relationship_type}`)}</RecordBadge>
                    {contact.client_id !== null && <RecordBadge>{t('family.linkedClient')}</RecordBadge>}
                  </>
                }
                details={[
                  contact.email,
                  contact.date_of_birth && `${t('family.fields.dateOfBirth')}: ${format.day(contact.date_of_birth)}`,
                  contact.country_of_birth &&
                    `${t('family.fields.countryOfBirth')}: ${countryName(contact.country_of_birth)}`,
                  contact.citizenship && `${t('family.fields.citizenship')}: ${countryName(contact.citizenship)}`,
                  contact.dependent_status && t(`family.dependentStatuses.${contact.dependent_status}`),
                  contact.household_income !== null &&
                    `${t('family.fields.householdIncome')}: ${format.dollars(contact.household_income)}`,
                  contact.date_of_marriage &&
                    `${t('family.fields.dateOfMarriage')}: ${format.day(contact.date_of_marriage)}`,
                ]}
                actions={
                  <ActionMenu
                    label={t('common.actionsFor', { name })}
                    canEdit={canEdit}
                    canDelete={canDelete}
                    onEdit={() => setEditing({ contact })}
                    onDelete={() => setDeleting({ id: contact.id, name })}
                  />
                }
              />
            );
          })
        }
      </RecordSection>
      <FamilyContactModal
        clientId={clientId}
        opened={editing !== null}
        contact={editing?.contact ?? null}
        onClose={() => setEditing(null)}
      />
      <ConfirmDeleteModal
        clientId={clientId}
        kind="family-contacts"
        record={deleting}
        onClose={() => setDeleting(null)}
      />
    </>
  );
}
