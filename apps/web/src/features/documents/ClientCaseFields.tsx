/**
 * The client picker and, below it, the client's case or 'general' (general documents): where an
 * upload goes. Changing the client clears the case choice, since cases belong to one client.
 */
import { Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useClientCasesLight } from '../../entities/case/use-cases';
import { ClientPicker } from '../../entities/client/ClientPicker';
import { documentsNs } from '../../locales/documents';

/** The case choice meaning the client's general documents. */
export const GENERAL_DOCUMENTS = 'general';

export interface ChosenClient {
  id: number;
  name: string;
}

interface Props {
  client: ChosenClient | null;
  onClient: (client: ChosenClient | null) => void;
  /** A case id as text, GENERAL_DOCUMENTS, or null when nothing is chosen yet. */
  caseChoice: string | null;
  onCase: (choice: string | null) => void;
  clientError?: string | undefined;
  /** Shown while no case is chosen; a choice is then required. */
  casePlaceholder?: string;
  disabled?: boolean;
}

export function ClientCaseFields(props: Props) {
  const { t } = useTranslation(documentsNs);
  const cases = useClientCasesLight(props.client?.id ?? null);
  return (
    <>
      <ClientPicker
        label={t('management.upload.client')}
        placeholder={t('management.upload.clientPlaceholder')}
        value={props.client?.id ?? null}
        currentLabel={props.client?.name ?? null}
        onChange={(id, name) => props.onClient(id === null ? null : { id, name: name ?? '' })}
        error={props.clientError}
        required
        disabled={props.disabled}
      />
      <Select
        label={t('management.upload.case')}
        placeholder={props.casePlaceholder}
        data={[
          { value: GENERAL_DOCUMENTS, label: t('upload.general') },
          ...(cases.data ?? []).map((item) => ({ value: String(item.id), label: item.title })),
        ]}
        value={props.caseChoice}
        onChange={props.onCase}
        allowDeselect={false}
        required={props.casePlaceholder !== undefined}
        disabled={props.disabled || props.client === null}
      />
    </>
  );
}
