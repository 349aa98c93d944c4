import type { EmployeeRule, ExtractedFormField } from '@counsel/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../test/fake-api';
import { renderInApp } from '../../../test/render-in-app';
import type { PDFDocumentProxy } from '../../../ui/pdf/pdfjs';
import { FormFieldsModal } from '../FormFieldsModal';

/** Someone who manages documents and reads clients, but may not change forms. */
const DOCUMENT_RULES: EmployeeRule[] = [
  { subject: 'documents', action: 'manage' },
  { subject: 'clients', action: 'read' },
];

// pdf.js needs a real browser (canvas, worker): a two-page US Letter document stands in for it.
vi.mock('../../../ui/pdf/pdfjs', () => ({
  loadPdf: () => ({ promise: Promise.resolve(fakePdf()), cancel: () => {} }),
}));
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

function fakePdf(): PDFDocumentProxy {
  const viewport = (scale: number) => ({
    width: 612 * scale,
    height: 792 * scale,
    convertToPdfPoint: (x: number, y: number) => [x / scale, 792 - y / scale],
    convertToViewportRectangle: ([x1, y1, x2, y2]: number[]) => [
      x1! * scale,
      (792 - y1!) * scale,
      x2! * scale,
      (792 - y2!) * scale,
    ],
  });
  const page = (pageNumber: number) => ({
    pageNumber,
    getViewport: ({ scale }: { scale: number }) => viewport(scale),
    render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
  });
  return { numPages: 2, getPage: async (n: number) => page(n) } as unknown as PDFDocumentProxy;
}

const FILE = '/api/firm-legal-form/3/forms/11/versions/111/file';
const EXTRACT = 'POST /api/document/extract-form-fields';
const PLACE = 'POST /api/firm-legal-form/3/forms/11/fields';

const extracted = (name: string, label: string, type: ExtractedFormField['type']) =>
  ({ name, label, type, section: 'Other fields', section_description: '' }) as unknown as ExtractedFormField;

afterEach(() => vi.unstubAllGlobals());

function open(placed: ExtractedFormField[]) {
  let saved = false;
  const server = fakeApi({
    [EXTRACT]: () => ({ body: saved ? placed : [] }),
    [`GET ${FILE}`]: { text: '%PDF-1.7' },
    [PLACE]: () => {
      saved = true;
      return { body: { form: { id: 11, version: 2 } } };
    },
  });
  const view = renderInApp(
    <FormFieldsModal
      form={{ form_type: 'law_firm', id: 11 }}
      name="Engagement"
      onClose={() => {}}
      placement={{ fileUrl: FILE }}
    />,
    [{ subject: 'forms', action: 'manage' }],
  );
  return { ...view, server };
}

describe('placing fields on a firm form without fields', () => {
  it('places by clicking, lists, removes, adds by position, and posts the boxes in PDF points', async () => {
    const { user, server } = open([
      extracted('checkbox_1', 'I agree', 'checkbox'),
      extracted('text_2', 'Client name', 'text'),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Place fields' }));
    const layer = await screen.findByTestId('placement-layer');

    // A checkbox by clicking: its top-left corner where the page was pressed (100, 100 px at 100%).
    await user.click(screen.getByRole('radio', { name: 'Checkbox' }));
    fireEvent.pointerDown(layer, { button: 0, clientX: 100, clientY: 100, pointerId: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Label of the new Checkbox field' }), 'I agree{Enter}');

    // A signature pressed past the page's right edge is moved inside it.
    await user.click(screen.getByRole('radio', { name: 'Signature' }));
    fireEvent.pointerDown(layer, { button: 0, clientX: 600, clientY: 700, pointerId: 1 });
    await user.type(screen.getByRole('textbox', { name: 'Label of the new Signature field' }), 'Signed');
    await user.click(screen.getByRole('button', { name: 'Add field' }));

    const table = screen.getByRole('table', { name: 'Placed fields' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    await user.click(within(table).getByRole('button', { name: 'Remove Signed' }));
    expect(within(table).getAllByRole('row')).toHaveLength(2);

    // Without a mouse: a text field on page 2, 72 pt from the left and 100 pt from the top.
    await user.click(screen.getByRole('radio', { name: 'Text' }));
    const byPosition = screen.getByRole('form', { name: 'Add a field by position' });
    await user.clear(within(byPosition).getByRole('textbox', { name: 'Page' }));
    await user.type(within(byPosition).getByRole('textbox', { name: 'Page' }), '2');
    await user.clear(within(byPosition).getByRole('textbox', { name: 'From the top (pt)' }));
    await user.type(within(byPosition).getByRole('textbox', { name: 'From the top (pt)' }), '100');
    await user.type(within(byPosition).getByRole('textbox', { name: 'Label' }), 'Client name');
    await user.click(within(byPosition).getByRole('button', { name: 'Add by position' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(3));
    expect(within(table).getByRole('cell', { name: 'Client name' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save 2 fields' }));
    await waitFor(() => expect(server.calls.some((call) => call.path.endsWith('/forms/11/fields'))).toBe(true));
    expect(server.calls.find((call) => call.path.endsWith('/forms/11/fields'))!.body).toEqual({
      fields: [
        { page: 1, x: 100, y: 678, width: 14, height: 14, type: 'checkbox', label: 'I agree' },
        { page: 2, x: 72, y: 672, width: 180, height: 20, type: 'text', label: 'Client name' },
      ],
    });
    expect(await screen.findByText('2 fields added to the form.')).toBeInTheDocument();
    // The modal reads the form again and shows the fields it now has.
    expect(await screen.findByRole('textbox', { name: 'Label of field 1' })).toHaveValue('I agree');
  });

  it('asks for a label before adding, and saves nothing without fields', async () => {
    const { user, server } = open([]);
    await user.click(await screen.findByRole('button', { name: 'Place fields' }));
    fireEvent.pointerDown(await screen.findByTestId('placement-layer'), { button: 0, clientX: 50, clientY: 50 });
    await user.click(screen.getByRole('button', { name: 'Add field' }));
    expect(screen.getByText('Enter a label.')).toBeInTheDocument();
    expect(screen.getByText('No fields placed yet.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save 0 fields' })).toBeDisabled();
    expect(server.calls.some((call) => call.method === 'POST' && call.path.endsWith('/fields'))).toBe(false);
  });

  it('offers no placement without a file to place on (a public form or no permission)', async () => {
    fakeApi({ [EXTRACT]: { body: [] } });
    renderInApp(
      <FormFieldsModal form={{ form_type: 'law_firm', id: 11 }} name="Engagement" onClose={() => {}} />,
      DOCUMENT_RULES,
    );
    expect(await screen.findByText('This form has no fillable fields.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Place fields' })).not.toBeInTheDocument();
  });
});
