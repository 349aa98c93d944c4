/**
 * The Word editor in the browser's shoes: the file comes from a stubbed fetch, everything above it
 * (api client, queries, mammoth, TipTap, docx) runs for real.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { Document as DocxDocument, HeadingLevel, Packer, Paragraph, TextRun } from 'docx';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeDocument, renderWithApp } from '../../test-kit';
import { importDocx } from './docx-import';
import { docxFileName, WordEditor } from './WordEditor';

afterEach(() => vi.unstubAllGlobals());

const WORD = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';

function letter(): Promise<ArrayBuffer> {
  return Packer.toArrayBuffer(
    new DocxDocument({
      sections: [
        {
          children: [
            new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun('Engagement letter')] }),
            new Paragraph({ children: [new TextRun('Dear Ms. Gonzalez,')] }),
          ],
        },
      ],
    }),
  );
}

/** Serves the file when `release` is called; records the PUT's multipart body. */
function stubServer(file: () => Promise<ArrayBuffer | Uint8Array>, putStatus = 200) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  const puts: FormData[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const path = new URL(String(input), 'http://localhost').pathname;
      if ((init.method ?? 'GET') === 'GET' && path.endsWith('/file')) {
        await released;
        return new Response(new Uint8Array(await file()), { status: 200, headers: { 'Content-Type': WORD } });
      }
      if (init.method === 'PUT' && path === '/api/document/update-document/77') {
        puts.push(init.body as FormData);
        const body =
          putStatus === 200
            ? { document: makeDocument('Engagement letter', { id: 77, version: 2, mime_type: WORD }) }
            : { code: 'internal_error', message: 'boom' };
        return new Response(JSON.stringify(body), {
          status: putStatus,
          headers: { 'Content-Type': 'application/json' },
        });
      }
      return new Response(JSON.stringify({ code: 'not_found', message: 'Not found' }), { status: 404 });
    }),
  );
  return { release, puts };
}

function open() {
  const onClose = vi.fn();
  const onLoaded = vi.fn();
  const document = makeDocument('Engagement letter', { id: 77, file_name: 'engagement-letter.docx', mime_type: WORD });
  const view = renderWithApp(<WordEditor document={document} onClose={onClose} onLoaded={onLoaded} />);
  return { ...view, onClose, onLoaded };
}

describe('WordEditor', () => {
  it('keeps Save disabled until the document has loaded, then saves a .docx as a new version', async () => {
    const server = stubServer(letter);
    const { user, onLoaded } = open();
    const dialog = await screen.findByRole('dialog', { name: 'Engagement letter' });
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(within(dialog).getByText('Please wait for the document to load')).toHaveAttribute('role', 'status');
    expect(within(dialog).getByRole('status', { name: 'Loading the document' })).toBeInTheDocument();
    expect(onLoaded).not.toHaveBeenCalled();

    server.release();
    const content = await within(dialog).findByRole('textbox', { name: 'Content of Engagement letter' });
    await waitFor(() => expect(save).toBeEnabled());
    expect(within(content).getByRole('heading', { level: 1, name: 'Engagement letter' })).toBeInTheDocument();
    expect(within(dialog).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Bold' })).toBeInTheDocument();
    await waitFor(() => expect(onLoaded).toHaveBeenCalledTimes(1));

    await user.click(save);
    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
    expect(server.puts).toHaveLength(1);
    const sent = server.puts[0]!.get('file') as File;
    expect(sent.name).toBe('engagement-letter.docx');
    const saved = await importDocx(await sent.arrayBuffer());
    expect(saved.content?.[0]).toMatchObject({ type: 'heading', content: [{ text: 'Engagement letter' }] });
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('says when the save fails', async () => {
    const server = stubServer(letter, 500);
    const { user } = open();
    server.release();
    const save = await screen.findByRole('button', { name: 'Save' });
    await waitFor(() => expect(save).toBeEnabled());
    await user.click(save);
    expect(await screen.findByText('Failed to save document')).toBeInTheDocument();
  });

  it('shows the invalid-file error for a file that is not a Word document, with Save still disabled', async () => {
    const server = stubServer(async () => new TextEncoder().encode('%PDF-1.4 not a docx'));
    const { onLoaded } = open();
    server.release();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This file cannot be opened');
    expect(alert).toHaveTextContent('The file is not a valid Word document (.docx)');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(onLoaded).not.toHaveBeenCalled();
  });

  it('names the saved file .docx whatever the original extension', () => {
    expect(docxFileName('letter.docx')).toBe('letter.docx');
    expect(docxFileName('old.DOC')).toBe('old.docx');
    expect(docxFileName('no-extension')).toBe('no-extension.docx');
  });
});
