import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorNs } from '../../locales/secondFactor';
import { CodeInput, isSixDigits } from './CodeInput';
import { FormDialog, type FormDialogProps } from './FormDialog';

/** Asks a current authenticator code before a change to the second factor (turn off, new recovery codes). */
export function CodeDialog({
  onSubmit,
  onClose,
  codeLabel,
  ...dialog
}: FormDialogProps & {
  /** The field's label when the code is not the authenticator's (a mailed one). */
  codeLabel?: string;
  onSubmit: (code: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(secondFactorNs);
  const [code, setCode] = useState('');
  const [formatError, setFormatError] = useState<string | undefined>();
  const close = () => {
    setCode('');
    setFormatError(undefined);
    onClose();
  };

  return (
    <FormDialog
      {...dialog}
      onSubmit={() => {
        if (!isSixDigits(code)) return setFormatError(t('errors.codeFormat'));
        setFormatError(undefined);
        onSubmit(code.replace(/\s+/g, ''));
      }}
      onClose={close}
    >
      <CodeInput label={codeLabel ?? t('login.code')} value={code} onChange={setCode} error={formatError} autoFocus />
    </FormDialog>
  );
}
