/**
 * Demo Word documents, written with the `docx` package at seed time (no binary fixtures in the repo):
 * Maria Gonzalez's engagement letter in English and Ahmed Mansour's declaration in Arabic, so the Word
 * editor has a real letter with headings, lists and a table to open in either language.
 */
import {
  AlignmentType,
  Document,
  HeadingLevel,
  LevelFormat,
  Packer,
  Paragraph,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
} from 'docx';

export interface DemoWordDocument {
  title: string;
  fileName: string;
  bytes: Buffer;
}

const NUMBERED = 'numbered';

function text(value: string, rtl: boolean, bold = false) {
  return new TextRun({ text: value, bold: bold || undefined, rightToLeft: rtl || undefined });
}

function para(value: string, rtl = false) {
  return new Paragraph({ bidirectional: rtl || undefined, children: [text(value, rtl)] });
}

function heading(value: string, level: 1 | 2, rtl = false) {
  return new Paragraph({
    heading: level === 1 ? HeadingLevel.HEADING_1 : HeadingLevel.HEADING_2,
    bidirectional: rtl || undefined,
    children: [text(value, rtl)],
  });
}

function table(rows: string[][], rtl = false): Table {
  const width = 9000;
  const columns = rows[0]!.length;
  return new Table({
    width: { size: width, type: WidthType.DXA },
    columnWidths: Array.from({ length: columns }, () => width / columns),
    visuallyRightToLeft: rtl || undefined,
    rows: rows.map(
      (cells, index) =>
        new TableRow({
          tableHeader: index === 0 || undefined,
          children: cells.map(
            (cell) =>
              new TableCell({
                children: [
                  new Paragraph({ bidirectional: rtl || undefined, children: [text(cell, rtl, index === 0)] }),
                ],
              }),
          ),
        }),
    ),
  });
}

function document(children: (Paragraph | Table)[]): Promise<Buffer> {
  return Packer.toBuffer(
    new Document({
      creator: 'Hamdan & Clarke Immigration Law',
      numbering: {
        config: [
          {
            reference: NUMBERED,
            levels: [{ level: 0, format: LevelFormat.DECIMAL, text: '%1.', alignment: AlignmentType.START }],
          },
        ],
      },
      sections: [{ children }],
    }),
  );
}

function engagementLetter(): Promise<Buffer> {
  return document([
    heading('Engagement Letter', 1),
    para('Hamdan & Clarke Immigration Law, 2200 Post Oak Blvd, Suite 1400, Houston, TX 77056'),
    para('Ms. Maria Gonzalez, 1420 Airline Dr, Houston, TX'),
    new Paragraph({
      children: [
        new TextRun({ text: 'Re: ', bold: true }),
        new TextRun('Employment-based immigrant petition (EB-3, registered nurse)'),
      ],
    }),
    para('Dear Ms. Gonzalez,'),
    new Paragraph({
      children: [
        new TextRun('Thank you for choosing our firm. This letter sets out the '),
        new TextRun({ text: 'scope', italics: true }),
        new TextRun(' of our representation and our '),
        new TextRun({ text: 'fees', bold: true }),
        new TextRun('. Please read it carefully and sign below.'),
      ],
    }),
    heading('Scope of services', 2),
    new Paragraph({
      bullet: { level: 0 },
      children: [new TextRun('Review of your nursing license, diplomas and work history')],
    }),
    new Paragraph({
      bullet: { level: 0 },
      children: [new TextRun('Preparation and filing of Form I-140 with your employer')],
    }),
    new Paragraph({
      bullet: { level: 0 },
      children: [new TextRun('Adjustment of status (Form I-485) when your priority date is current')],
    }),
    heading('Fees', 2),
    table([
      ['Service', 'Fee'],
      ['I-140 petition', '$2,500.00'],
      ['I-485 adjustment of status', '$3,000.00'],
      ['Government filing fees', 'At cost'],
    ]),
    heading('Next steps', 2),
    new Paragraph({
      numbering: { reference: NUMBERED, level: 0 },
      children: [new TextRun('Sign and return this letter')],
    }),
    new Paragraph({
      numbering: { reference: NUMBERED, level: 0 },
      children: [new TextRun('Pay the first installment of $1,250.00')],
    }),
    new Paragraph({
      numbering: { reference: NUMBERED, level: 0 },
      children: [new TextRun('Upload your passport and I-94 record')],
    }),
    para('Sincerely,'),
    para('Layla Hamdan, Managing Attorney'),
  ]);
}

function declaration(): Promise<Buffer> {
  const rtl = true;
  return document([
    heading('إقرار خطي', 1, rtl),
    para(
      'أنا الموقّع أدناه أحمد خالد منصور، أقرّ بصحة المعلومات الواردة في هذا الإقرار، وأنها كاملة ودقيقة حسب علمي.',
      rtl,
    ),
    heading('البيانات الشخصية', 2, rtl),
    table(
      [
        ['البيان', 'القيمة'],
        ['الاسم الكامل', 'أحمد خالد منصور'],
        ['تاريخ الميلاد', '14 آذار 1986'],
        ['مكان الميلاد', 'عمّان، الأردن'],
        ['رقم جواز السفر', 'R1234567'],
      ],
      rtl,
    ),
    heading('الإقرارات', 2, rtl),
    new Paragraph({
      bidirectional: true,
      bullet: { level: 0 },
      children: [text('تزوّجت من السيدة نور حسان في عمّان بتاريخ 1 أيلول 2014.', rtl)],
    }),
    new Paragraph({
      bidirectional: true,
      bullet: { level: 0 },
      children: [text('نقيم معاً إقامة دائمة في مدينة هيوستن، ولاية تكساس.', rtl)],
    }),
    new Paragraph({
      bidirectional: true,
      bullet: { level: 0 },
      children: [text('لم يسبق لي أن قدّمت طلب هجرة باسم زوجة أخرى.', rtl)],
    }),
    para('وهذا إقرار مني بذلك، وأتحمّل المسؤولية القانونية الكاملة عن صحته.', rtl),
    para('التوقيع: ____________________      التاريخ: ____________', rtl),
  ]);
}

/** Keyed by the demo client's email, like the other demo documents. */
export async function demoWordDocuments(): Promise<Record<string, DemoWordDocument[]>> {
  const [letter, sworn] = await Promise.all([engagementLetter(), declaration()]);
  return {
    'maria.gonzalez@mail.example': [{ title: 'Engagement letter', fileName: 'engagement-letter.docx', bytes: letter }],
    'ahmed.mansour@mail.example': [{ title: 'إقرار خطي', fileName: 'declaration-ar.docx', bytes: sworn }],
  };
}
