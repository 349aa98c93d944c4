import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../../test/fake-api';
import type { PDFDocumentProxy } from '../../../../ui/pdf/pdfjs';
import { makeDocument, renderWithApp } from '../../test-kit';
import PdfViewer from './PdfViewer';

// pdf.js needs a real browser (canvas, worker); the viewer's own behaviour is what is tested here.
const pdfjs = vi.hoisted(() => ({ resolve: null as ((pdf: unknown) => void) | null }));
vi.mock('../../../../ui/pdf/pdfjs', () => ({
  loadPdf: () => ({
    promise: new Promise((resolve) => {
      pdfjs.resolve = resolve;
    }),
    cancel: () => {},
  }),
}));
const save = vi.hoisted(() => ({ saveAnnotatedPdf: vi.fn() }));
vi.mock('./save', () => save);

// jsdom has no 2D canvas (and says so on every call); the viewer skips drawing without one.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

afterEach(() => {
  vi.unstubAllGlobals();
  save.saveAnnotatedPdf.mockReset();
});

/** A one-page PDF as pdf.js presents it: US Letter, y growing upwards. */
function fakePdf(): PDFDocumentProxy {
  const viewport = (scale: number) => ({
    width: 612 * scale,
    height: 792 * scale,
    convertToPdfPoint: (x: number, y: number) => [x / scale, 792 - y / scale],
    convertToViewportPoint: (x: number, y: number) => [x * scale, (792 - y) * scale],
    convertToViewportRectangle: ([x1, y1, x2, y2]: number[]) => [
      x1! * scale,
      (792 - y1!) * scale,
      x2! * scale,
      (792 - y2!) * scale,
    ],
  });
  const page = {
    pageNumber: 1,
    getViewport: ({ scale }: { scale: number }) => viewport(scale),
    render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
    getTextContent: async () => ({ items: [] }),
    getAnnotations: async () => [],
  };
  return { numPages: 1, getPage: async () => page } as unknown as PDFDocumentProxy;
}

function open() {
  const document = makeDocument('Lease agreement');
  fakeApi({ [`GET ${document.file}`]: { body: {} } });
  const onLoaded = vi.fn();
  const onClose = vi.fn();
  const view = renderWithApp(<PdfViewer document={document} onClose={onClose} onLoaded={onLoaded} />);
  return { ...view, document, onLoaded, onClose };
}

describe('PdfViewer', () => {
  it('keeps Save disabled until the document is loaded, and pressing it early says to wait', async () => {
    const { user, onLoaded } = open();
    const dialog = await screen.findByRole('dialog', { name: /Lease agreement/ });
    const saveButton = within(dialog).getByRole('button', { name: 'Save' });
    expect(saveButton).toHaveAttribute('aria-disabled', 'true');

    await user.click(saveButton);
    expect(await screen.findByText('Please wait for the document to load')).toBeInTheDocument();
    expect(save.saveAnnotatedPdf).not.toHaveBeenCalled();

    await waitFor(() => expect(pdfjs.resolve).not.toBeNull());
    pdfjs.resolve!(fakePdf());
    await waitFor(() => expect(saveButton).toHaveAttribute('aria-disabled', 'false'));
    expect(onLoaded).toHaveBeenCalledTimes(1);
  });

  it('answers Ctrl+S before the load with the same message', async () => {
    open();
    const dialog = await screen.findByRole('dialog', { name: /Lease agreement/ });
    fireEvent.keyDown(within(dialog).getByRole('button', { name: 'Save' }), { key: 's', ctrlKey: true });
    expect(await screen.findByText('Please wait for the document to load')).toBeInTheDocument();
  });

  it('saves a drawn highlight as a new version and says so, or says it failed', async () => {
    const { user, document } = open();
    await waitFor(() => expect(pdfjs.resolve).not.toBeNull());
    pdfjs.resolve!(fakePdf());
    const dialog = await screen.findByRole('dialog', { name: /Lease agreement/ });
    const pageView = await within(dialog).findByRole('group', { name: 'Page 1' });

    await user.click(within(dialog).getByText('Highlight', { exact: true }));
    const layer = pageView.querySelector('svg')!;
    fireEvent.pointerDown(layer, { button: 0, clientX: 50, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(layer, { clientX: 200, clientY: 80, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientX: 200, clientY: 80, pointerId: 1 });

    save.saveAnnotatedPdf.mockRejectedValueOnce(new Error('network'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Failed to save document')).toBeInTheDocument();

    save.saveAnnotatedPdf.mockResolvedValueOnce({ ...document, version: 2 });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Document saved successfully')).toBeInTheDocument();
    expect(within(dialog).getByText('Version 2')).toBeInTheDocument();

    const [, , annotations, author] = save.saveAnnotatedPdf.mock.calls[1]!;
    expect(author).toBe('Layla Haddad');
    expect(annotations).toHaveLength(1);
    expect(annotations[0]).toMatchObject({ kind: 'highlight', page: 1 });
    expect(annotations[0].rects[0].width).toBeGreaterThan(0);
  });

  it('asks before closing with annotations not saved', async () => {
    const { user, onClose } = open();
    await waitFor(() => expect(pdfjs.resolve).not.toBeNull());
    pdfjs.resolve!(fakePdf());
    const dialog = await screen.findByRole('dialog', { name: /Lease agreement/ });
    const pageView = await within(dialog).findByRole('group', { name: 'Page 1' });
    await user.click(within(dialog).getByText('Pen', { exact: true }));
    const layer = pageView.querySelector('svg')!;
    fireEvent.pointerDown(layer, { button: 0, clientX: 50, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(layer, { clientX: 90, clientY: 100, pointerId: 1 });
    fireEvent.pointerUp(layer, { clientX: 90, clientY: 100, pointerId: 1 });

    await user.click(within(dialog).getByRole('button', { name: 'Close the viewer' }));
    const confirm = await screen.findByRole('dialog', { name: 'Discard the annotations?' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(within(confirm).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
