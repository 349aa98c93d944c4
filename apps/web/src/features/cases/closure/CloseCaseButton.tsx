/**
 * The case profile's "Close case" button (update on cases). A CLOSED case keeps it as "Export closure
 * files", since its closure files may be wanted again (the Reopen action sits beside it).
 */
import type { CaseProfile } from '@counsel/domain';
import { Button } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAbility } from '../../../lib/current-user';
import { caseClosureNs } from '../../../locales/caseClosure';
import { CaseClosureDialog } from './CaseClosureDialog';

export function CloseCaseButton({ profile }: { profile: CaseProfile }) {
  const { t } = useTranslation(caseClosureNs);
  const ability = useAbility();
  const [open, setOpen] = useState(false);
  if (!ability.can('update', 'cases')) return null;
  return (
    <>
      <Button variant="light" leftSection={<IconArchive size={16} aria-hidden />} onClick={() => setOpen(true)}>
        {t(profile.status === 'CLOSED' ? 'exportButton' : 'closeButton')}
      </Button>
      {open && <CaseClosureDialog profile={profile} onClose={() => setOpen(false)} />}
    </>
  );
}
