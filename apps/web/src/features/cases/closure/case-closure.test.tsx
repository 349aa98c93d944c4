import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../locales/i18n';
import { caseProfile } from '../../../test/cases-test-data';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import { CaseClosureDialog } from './CaseClosureDialog';
import { CloseCaseButton } from './CloseCaseButton';
import { fileNameFromDisposition } from './closure-request';

const CASES_UPDATE = [{ subject: 'cases' as const, action: 'update' as const }];
const CLOSURE = 'POST /api/case/55/closure';

function openDialog(overrides: Parameters<typeof caseProfile>[0] = {}) {
  let closed = false;
  const view = renderInApp(
    <CaseClosureDialog
      profile={caseProfile(overrides)}
      onClose={() => {
        closed = true;
      }}
    />,
    CASES_UPDATE,
  );
  const dialog = screen.getByRole('dialog', { name: 'Close the case' });
  return { ...view, dialog, closed: () => closed };
}

async function toEmailStep(user: ReturnType<typeof openDialog>['user'], dialog: HTMLElement, format = /ZIP archive/) {
  await user.click(within(dialog).getByRole('radio', { name: format }));
  await user.click(within(dialog).getByRole('button', { name: 'Next' }));
  await user.click(await within(dialog).findByRole('radio', { name: /Send by email/ }));
}

describe('the case closure dialog', () => {
  afterEach(() => {
    void i18n.changeLanguage('en');
    vi.restoreAllMocks();
  });

  it('moves from 50% to 100% only once a format is chosen, and Back clears the delivery and the errors', async () => {
    fakeApi({});
    const { user, dialog } = openDialog();
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '50');
    expect(within(dialog).getByText(/every case document and filled form you may read/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Next' })).toBeDisabled();

    await toEmailStep(user, dialog);
    expect(within(dialog).getByRole('progressbar', { name: 'Step 2 of 2' })).toHaveAttribute('aria-valuenow', '100');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Subject' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Subject is required.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('progressbar', { name: 'Step 1 of 2' })).toHaveAttribute('aria-valuenow', '50');
    // The format stays chosen; the delivery and its errors are gone.
    expect(within(dialog).getByRole('radio', { name: /ZIP archive/ })).toHaveAttribute('aria-checked', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByRole('radio', { name: /Send by email/ })).toHaveAttribute('aria-checked', 'false');
    // Coming to the delivery step, the download is chosen.
    expect(within(dialog).getByRole('radio', { name: /Download/ })).toHaveAttribute('aria-checked', 'true');
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeEnabled();
    expect(within(dialog).queryByRole('textbox', { name: 'Subject' })).toBeNull();
    expect(within(dialog).queryByText('Subject is required.')).toBeNull();
  });

  it('writes the default subject in the interface’s language', async () => {
    fakeApi({});
    const { user, dialog } = openDialog();
    await i18n.changeLanguage('ar');
    await user.click(within(dialog).getByRole('radio', { name: /أرشيف ZIP/ }));
    await user.click(within(dialog).getByRole('button', { name: 'التالي' }));
    await user.click(await within(dialog).findByRole('radio', { name: /إرسال بالبريد الإلكتروني/ }));
    expect(within(dialog).getByRole('textbox', { name: /الموضوع/ })).toHaveValue(
      'ملفات إغلاق القضية N-400 Naturalization',
    );
  });

  it('defaults to the client’s email and the case subject, validates both, then mails the link (201)', async () => {
    const server = fakeApi({
      [CLOSURE]: {
        status: 201,
        body: { sent_to: 'a@b.example', expires_at: '2026-12-05T10:00:00Z', document_id: 9, export_id: 4 },
      },
    });
    const { user, dialog, closed } = openDialog();
    await toEmailStep(user, dialog);
    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    const subject = within(dialog).getByRole('textbox', { name: /Subject/ });
    expect(email).toHaveValue('maria.gonzalez@mail.example');
    expect(subject).toHaveValue('Case N-400 Naturalization Closure Files');

    await user.clear(email);
    await user.type(email, 'not-an-address');
    await user.clear(subject);
    await user.type(subject, 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Enter a valid email address.')).toBeInTheDocument();
    expect(within(dialog).getByText('Subject must be at least 3 characters.')).toBeInTheDocument();
    await user.clear(email);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText('Email is required.')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);

    await user.type(email, 'a@b.example');
    await user.type(subject, ' files');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Sent to a@b.example; the link works until Dec 5, 2026.')).toBeInTheDocument();
    expect(server.calls[0]?.body).toEqual({
      option: 'zip',
      type: 'email',
      email: 'a@b.example',
      subject: 'Hi files',
      client_name: 'Maria Elena Gonzalez',
      case_name: 'N-400 Naturalization',
      language: 'en',
    });
    expect(closed()).toBe(true);
  });

  it('falls back to the current user’s email when the client has none', async () => {
    fakeApi({});
    const profile = caseProfile();
    const { user, dialog, closed } = openDialog({ client: { ...profile.client, email: null } });
    await toEmailStep(user, dialog);
    expect(within(dialog).getByRole('textbox', { name: /Email address/ })).toHaveValue('layla@haddad-law.test');
    // Not generating: Escape closes it as any dialog.
    await user.keyboard('{Escape}');
    expect(closed()).toBe(true);
  });

  it('cannot be closed while the export is made, and the button says Sending…', async () => {
    fakeApi({ [CLOSURE]: () => new Promise(() => {}) });
    const { user, dialog, closed } = openDialog();
    await toEmailStep(user, dialog, /^PDF report/);
    expect(dialog.querySelector('.mantine-Modal-close')).not.toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Back' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(closed()).toBe(false);
    // No close button while generating.
    expect(dialog.querySelector('.mantine-Modal-close')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Close the case' })).toBeInTheDocument();
  });

  it('downloads the file under the name the server gives, in the case’s language, with Downloading… meanwhile', async () => {
    let answer: (response: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    const saved: string[] = [];
    URL.createObjectURL = vi.fn(() => 'blob:closure');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { user, dialog, queryClient, closed } = openDialog({ language: 'ar' });
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    await user.click(within(dialog).getByRole('radio', { name: /^PDF report/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    // The download is already chosen: one click on Download exports.
    await user.click(await within(dialog).findByRole('button', { name: 'Download' }));
    expect(await within(dialog).findByRole('button', { name: 'Downloading…' })).toBeDisabled();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      option: 'pdf',
      type: 'local',
      client_name: 'Maria Elena Gonzalez',
      case_name: 'N-400 Naturalization',
      language: 'ar',
    });

    answer(
      new Response('%PDF-1.7', {
        status: 200,
        headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="case-55.pdf"' },
      }),
    );
    expect(await screen.findByText('The closure files were downloaded.')).toBeInTheDocument();
    expect(saved).toEqual(['case-55.pdf']);
    expect(closed()).toBe(true);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cases', 'profile', 55] });
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['cases', 55, 'documents'] });
  });

  it('shows a refused export in the reader’s words, in English or Arabic, and stays open', async () => {
    fakeApi({
      [CLOSURE]: {
        status: 422,
        body: {
          code: 'closure_too_large',
          message: 'The case’s files come to 3000 MiB.',
          details: { size: 3 * 1024 ** 3, limit: 2 * 1024 ** 3 },
        },
      },
    });
    const { user, dialog, closed } = openDialog();
    await toEmailStep(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'The case’s files are more than one closure ZIP may hold (2 GB). Export the PDF report instead.',
      ),
    ).toBeInTheDocument();
    expect(closed()).toBe(false);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Send' })).toBeEnabled());
    await i18n.changeLanguage('ar');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    expect(
      await screen.findByText(
        'ملفات القضية أكبر مما يتّسع له ملف ZIP واحد للإغلاق (2 غيغابايت). صدّر تقرير PDF بدلًا من ذلك.',
      ),
    ).toBeInTheDocument();
  });

  it('names the case’s export limit', async () => {
    fakeApi({
      [CLOSURE]: {
        status: 422,
        body: { code: 'closure_export_limit', message: 'x', details: { live: 10, limit: 10 } },
      },
    });
    const { user, dialog } = openDialog();
    await toEmailStep(user, dialog);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByText(/This case already keeps 10 closure exports\./)).toBeInTheDocument();
  });

  it('shows an address the server will not mail as the email field’s error, in English or Arabic', async () => {
    const server = fakeApi({
      [CLOSURE]: {
        status: 422,
        body: { code: 'closure_recipient_not_allowed', message: 'Closure files can be mailed only to…' },
      },
    });
    const { user, dialog, closed } = openDialog();
    await toEmailStep(user, dialog);
    const email = within(dialog).getByRole('textbox', { name: /Email address/ });
    await user.clear(email);
    await user.type(email, 'someone@elsewhere.example');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'Closure files can be mailed only to the case’s client or contacts, or to the firm’s staff.',
      ),
    );
    expect(closed()).toBe(false);
    await i18n.changeLanguage('ar');
    await user.click(within(dialog).getByRole('button', { name: 'إرسال' }));
    await waitFor(() =>
      expect(email).toHaveAccessibleDescription(
        'لا تُرسَل ملفات الإغلاق إلا إلى موكل القضية أو جهات اتصالها، أو إلى موظفي المكتب.',
      ),
    );
    expect(server.calls).toHaveLength(2);
  });

  it('speaks Arabic', async () => {
    fakeApi({});
    renderInApp(<CaseClosureDialog profile={caseProfile()} onClose={() => {}} />, CASES_UPDATE);
    await i18n.changeLanguage('ar');
    const dialog = await screen.findByRole('dialog', { name: 'إغلاق القضية' });
    expect(within(dialog).getByRole('progressbar', { name: 'الخطوة 1 من 2' })).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: /أرشيف ZIP/ })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'التالي' })).toBeDisabled();
  });
});

describe('the Close case button', () => {
  it('reads "Close case", or "Export closure files" on a closed case, and needs update on cases', () => {
    const open = renderInApp(<CloseCaseButton profile={caseProfile()} />, CASES_UPDATE);
    expect(screen.getByRole('button', { name: 'Close case' })).toBeInTheDocument();
    open.unmount();
    const closed = renderInApp(<CloseCaseButton profile={caseProfile({ status: 'CLOSED' })} />, CASES_UPDATE);
    expect(screen.getByRole('button', { name: 'Export closure files' })).toBeInTheDocument();
    closed.unmount();
    renderInApp(<CloseCaseButton profile={caseProfile()} />, [{ subject: 'cases', action: 'read' }]);
    expect(screen.queryByRole('button', { name: /Close case|Export closure files/ })).toBeNull();
  });
});

describe('the download’s file name', () => {
  it('prefers the UTF-8 name, then the plain one, then the fallback', () => {
    expect(
      fileNameFromDisposition('attachment; filename="a.zip"; filename*=UTF-8\'\'%D9%82%D8%B6%D9%8A%D8%A9.zip', 'x'),
    ).toBe('قضية.zip');
    expect(fileNameFromDisposition('attachment; filename=report.pdf', 'x')).toBe('report.pdf');
    expect(fileNameFromDisposition(null, 'case-55-closure.pdf')).toBe('case-55-closure.pdf');
  });
});
