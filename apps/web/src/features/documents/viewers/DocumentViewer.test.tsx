import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ME_QUERY_KEY } from '../../../lib/current-user';
import { fakeApi } from '../../../test/fake-api';
import { makeDocument, renderWithApp } from '../test-kit';
import { DocumentViewer } from './DocumentViewer';
import { USAGE_DEBOUNCE_MS } from './use-viewer-usage';
import { viewerKindOf } from './viewer-kind';

const LIMIT = 'You have reached your daily document services limit. Please upgrade your plan.';

// jsdom has no object URLs; the preview only needs one to exist.
beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:image');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => vi.unstubAllGlobals());

describe('viewerKindOf', () => {
  it('picks the viewer by type, and none for types only downloaded', () => {
    expect(viewerKindOf('application/pdf')).toBe('pdf');
    expect(viewerKindOf('image/png')).toBe('image');
    expect(viewerKindOf('image/jpeg')).toBe('image');
    expect(viewerKindOf('image/svg+xml')).toBeNull();
    expect(viewerKindOf('application/vnd.openxmlformats-officedocument.wordprocessingml.document')).toBe('word');
    expect(viewerKindOf('text/plain')).toBe('text');
    expect(viewerKindOf('application/rtf')).toBeNull();
    expect(viewerKindOf('application/msword')).toBeNull();
  });
});

describe('DocumentViewer', () => {
  it('shows a plain-text note as written, each line in its own direction', async () => {
    const document = makeDocument('Intake notes', { mime_type: 'text/plain', file_name: 'notes.txt' });
    fakeApi({
      [`POST /api/document/${document.id}/view`]: {
        body: { document, usage: { used_documents_services: 1, used_uscis_queries: 0 } },
      },
      [`GET ${document.file}`]: { text: 'Client brought the I-94.\nملاحظات الاجتماع\n\nNext: schedule a review.' },
      'PUT /api/user/7/update-user-usage': { body: { usage: { used_documents_services: 1, used_uscis_queries: 0 } } },
    });
    renderWithApp(<DocumentViewer document={document} onClose={vi.fn()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Intake notes' });
    const arabic = await within(dialog).findByText('ملاحظات الاجتماع');
    expect(arabic).toHaveAttribute('dir', 'auto');
    expect(within(dialog).getByText('Client brought the I-94.')).toBeInTheDocument();
    expect(within(dialog).getByText('Next: schedule a review.')).toBeInTheDocument();
  });

  it('shows the limit message and closes when the server refuses the open, loading nothing', async () => {
    const document = makeDocument('Passport');
    const server = fakeApi({
      [`POST /api/document/${document.id}/view`]: {
        status: 403,
        body: { code: 'documents_services_limit', message: LIMIT },
      },
    });
    const onClose = vi.fn();
    renderWithApp(<DocumentViewer document={document} onClose={onClose} />);
    expect(await screen.findByText(LIMIT)).toBeInTheDocument();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(server.calls.map((c) => `${c.method} ${c.path}`)).toEqual([`POST /api/document/${document.id}/view`]);
  });

  it('counts the open on the server, then saves the new count 1 s after the image first loads', async () => {
    const document = makeDocument('Passport photo', { mime_type: 'image/png', file_name: 'photo.png' });
    const server = fakeApi({
      [`POST /api/document/${document.id}/view`]: {
        body: { document, usage: { used_documents_services: 4, used_uscis_queries: 0 } },
      },
      [`GET ${document.file}`]: { body: {} },
      'PUT /api/user/7/update-user-usage': { body: { usage: { used_documents_services: 4, used_uscis_queries: 0 } } },
    });
    const { queryClient } = renderWithApp(<DocumentViewer document={document} onClose={vi.fn()} />);
    const image = await screen.findByRole('img', { name: 'Passport photo' });
    expect(screen.getByRole('dialog', { name: 'Passport photo' })).toBeInTheDocument();
    const usagePuts = () => server.calls.filter((c) => c.path.endsWith('/update-user-usage'));
    // The debounce's clock is faked; vi.waitFor (not testing-library's, which expects jest's) moves it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.load(image);
      fireEvent.load(image);
      await vi.advanceTimersByTimeAsync(USAGE_DEBOUNCE_MS - 1);
      expect(usagePuts()).toHaveLength(0);
      await vi.advanceTimersByTimeAsync(1);
      await vi.waitFor(() => expect(usagePuts()).toHaveLength(1));
      expect(usagePuts()[0]!.body).toEqual({ used_documents_services: 4 });
      expect(queryClient.getQueryData<{ usage: unknown }>(ME_QUERY_KEY)?.usage).toEqual({
        used_documents_services: 4,
        used_uscis_queries: 0,
      });
      await vi.advanceTimersByTimeAsync(10 * USAGE_DEBOUNCE_MS);
      expect(usagePuts()).toHaveLength(1);
      expect(server.calls.filter((c) => c.path.endsWith('/view'))).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('skips the usage update when the count is unchanged', async () => {
    const document = makeDocument('Lease photo', { mime_type: 'image/jpeg' });
    const server = fakeApi({
      [`POST /api/document/${document.id}/view`]: {
        body: { document, usage: { used_documents_services: 0, used_uscis_queries: 0 } },
      },
      [`GET ${document.file}`]: { body: {} },
    });
    renderWithApp(<DocumentViewer document={document} onClose={vi.fn()} />);
    const image = await screen.findByRole('img', { name: 'Lease photo' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.load(image);
      await vi.advanceTimersByTimeAsync(10 * USAGE_DEBOUNCE_MS);
      expect(server.calls.filter((c) => c.path.endsWith('/update-user-usage'))).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
