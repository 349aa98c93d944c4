import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { secondFactorNs } from '../../locales/secondFactor';
import { CodeInput, isSixDigits } from './CodeInput';
import { FormDialog } from './FormDialog';

interface CodeDialogProps {
  opened: boolean;
  title: string;
  text: string;
  submitLabel: string;
  pending: boolean;
  error: unknown;
  danger?: boolean;
  onSubmit: (code: string) => void;
  onClose: () => void;
}

/** Asks a current authenticator code before a change to the second factor (turn off, new recovery codes). */
export function CodeDialog({
  opened,
  title,
  text,
  submitLabel,
  pending,
  error,
  danger,
  onSubmit,
  onClose,
}: CodeDialogProps) {
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
      opened={opened}
      title={title}
      text={text}
      submitLabel={submitLabel}
      pending={pending}
      error={error}
      danger={danger}
      onSubmit={() => {
        if (!isSixDigits(code)) return setFormatError(t('errors.codeFormat'));
        setFormatError(undefined);
        onSubmit(code.replace(/\s+/g, ''));
      }}
      onClose={close}
    >
      <CodeInput label={t('login.code')} value={code} onChange={setCode} error={formatError} autoFocus />
    </FormDialog>
  );
}
