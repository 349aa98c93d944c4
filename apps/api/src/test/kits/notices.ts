/**
 * Sample USCIS notices for the extraction tests and the end-to-end test, drawn here (nothing real, nothing
 * downloaded): an I-797C laid out as USCIS prints it (receipt number and case type, received, priority and
 * notice dates, applicant and beneficiary, notice type). Made as a text PDF, a scanned PDF (the page drawn to a
 * grey picture with speckle and a slight tilt, embedded as a JPEG with no text layer), a phone photo (the page
 * tilted on a desk, uneven light, noise, blur, JPEG) and a PDF of three notices, one of them two pages long.
 * The noise comes from a seeded generator, so every run draws the same files.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Canvas, createCanvas, GlobalFonts, type SKRSContext2D } from '@napi-rs/canvas';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

/**
 * The pictures are drawn in Liberation Sans (Helvetica's metrics, as the text PDF), from the copy pdf.js ships, never
 * in the machine's own sans-serif: which font that is depends on what is installed, and OCR read the same notice
 * differently in another face. Every machine draws the same pixels.
 */
const FONT = 'Counsel Notice Sans';
const fontDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')),
  'standard_fonts',
);
GlobalFonts.registerFromPath(path.join(fontDir, 'LiberationSans-Regular.ttf'), FONT);
GlobalFonts.registerFromPath(path.join(fontDir, 'LiberationSans-Bold.ttf'), FONT);

export interface SampleNotice {
  receipt: string;
  /** As the Case Type box prints it. */
  caseType: string;
  formType: string;
  received: string;
  /** YYYY-MM-DD of `received`. */
  receivedDay: string;
  noticeDate: string;
  noticeType: string;
  applicant: string;
  beneficiary: string;
  /** A second page with no receipt number on it (the appointment's instructions). */
  secondPage?: boolean;
  /** An appointment notice's box: the center's name and address lines, the date and the time as printed. */
  appointment?: { center: string[]; date: string; time: string };
}

export const I130_NOTICE: SampleNotice = {
  receipt: 'IOE0912345678',
  caseType: 'I130 - PETITION FOR ALIEN RELATIVE',
  formType: 'I-130',
  received: '07/15/2024',
  receivedDay: '2024-07-15',
  noticeDate: '07/20/2024',
  noticeType: 'Receipt Notice',
  applicant: 'HADDAD, LAYLA',
  beneficiary: 'HADDAD, SAMI',
};

export const BUNDLE_NOTICES: SampleNotice[] = [
  I130_NOTICE,
  {
    receipt: 'MSC2490123456',
    caseType: 'I485 - APPLICATION TO REGISTER PERMANENT RESIDENCE OR ADJUST STATUS',
    formType: 'I-485',
    received: '08/02/2024',
    receivedDay: '2024-08-02',
    noticeDate: '09/10/2024',
    noticeType: 'Biometrics Appointment Notice',
    applicant: 'AZIZ, OMAR',
    beneficiary: 'AZIZ, OMAR',
    secondPage: true,
  },
  {
    receipt: 'LIN2412345670',
    caseType: 'I765 - APPLICATION FOR EMPLOYMENT AUTHORIZATION',
    formType: 'I-765',
    received: '08/02/2024',
    receivedDay: '2024-08-02',
    noticeDate: '08/09/2024',
    noticeType: 'Receipt Notice',
    applicant: 'AZIZ, OMAR',
    beneficiary: 'AZIZ, OMAR',
  },
];

/** A biometrics notice as an Application Support Center prints it, with its appointment box. */
export const ASC_NOTICE: SampleNotice = {
  receipt: 'MSC2490123456',
  caseType: 'I485 - APPLICATION TO REGISTER PERMANENT RESIDENCE OR ADJUST STATUS',
  formType: 'I-485',
  received: '08/02/2024',
  receivedDay: '2024-08-02',
  noticeDate: '08/14/2024',
  noticeType: 'ASC Appointment Notice',
  applicant: 'AZIZ, OMAR',
  beneficiary: 'AZIZ, OMAR',
  appointment: {
    center: ['USCIS HOUSTON', '16630 IMPERIAL VALLEY DR STE 150', 'HOUSTON TX 77060'],
    date: '09/05/2024',
    time: '10:00 AM',
  },
};

/** A piece of text on a Letter page (612 × 792 points), y from the top. */
interface Item {
  x: number;
  y: number;
  size: number;
  bold?: boolean;
  text: string;
}

/** Boxes drawn around the notice's fields, in points from the top left. */
const BOXES: ReadonlyArray<[number, number, number, number]> = [
  [36, 96, 540, 44],
  [36, 140, 540, 44],
  [36, 184, 540, 44],
];

/** The wording and box of an appointment notice, in place of a receipt notice's paragraph. */
function appointmentItems(a: NonNullable<SampleNotice['appointment']>): Item[] {
  const [name = '', ...address] = a.center;
  return [
    { x: 36, y: 350, size: 10, text: 'To process your application, USCIS must capture your biometrics.' },
    {
      x: 36,
      y: 364,
      size: 10,
      text: 'PLEASE APPEAR AT THE BELOW APPLICATION SUPPORT CENTER AT THE DATE AND TIME SPECIFIED.',
    },
    { x: 42, y: 396, size: 9, bold: true, text: 'APPLICATION SUPPORT CENTER' },
    { x: 360, y: 396, size: 9, bold: true, text: 'DATE AND TIME OF APPOINTMENT' },
    { x: 42, y: 412, size: 10, text: name },
    { x: 360, y: 412, size: 11, bold: true, text: a.date },
    ...address.map((line, index) => ({ x: 42, y: 426 + index * 14, size: 10, text: line })),
    { x: 360, y: 426, size: 11, bold: true, text: a.time },
  ].sort((p, q) => p.y - q.y);
}

const RECEIPT_PARAGRAPH: Item[] = [
  {
    x: 36,
    y: 350,
    size: 10,
    text: 'The above application or petition has been received. It is normally processed in the',
  },
  {
    x: 36,
    y: 364,
    size: 10,
    text: 'order it was received. You will be notified separately about any other case you filed.',
  },
  {
    x: 36,
    y: 378,
    size: 10,
    text: 'If you have questions, check your case status online or visit the Contact Center.',
  },
];

function noticeItems(n: SampleNotice): Item[] {
  return [
    { x: 36, y: 40, size: 10, bold: true, text: 'Department of Homeland Security' },
    { x: 36, y: 54, size: 10, text: 'U.S. Citizenship and Immigration Services' },
    { x: 400, y: 40, size: 14, bold: true, text: 'I-797C, Notice of Action' },
    { x: 36, y: 80, size: 9, bold: true, text: 'THIS NOTICE DOES NOT GRANT ANY IMMIGRATION STATUS OR BENEFIT.' },
    { x: 42, y: 108, size: 9, text: 'Receipt Number' },
    { x: 250, y: 108, size: 9, text: 'Case Type' },
    { x: 42, y: 128, size: 13, bold: true, text: n.receipt },
    { x: 250, y: 128, size: 10, bold: true, text: n.caseType.slice(0, 52) },
    { x: 42, y: 152, size: 9, text: 'Received Date' },
    { x: 170, y: 152, size: 9, text: 'Priority Date' },
    { x: 420, y: 152, size: 9, text: 'Page' },
    { x: 42, y: 172, size: 11, bold: true, text: n.received },
    { x: 420, y: 172, size: 11, bold: true, text: n.secondPage ? '1 of 2' : '1 of 1' },
    { x: 42, y: 196, size: 9, text: 'Notice Date' },
    { x: 250, y: 196, size: 9, text: 'Applicant/Petitioner' },
    { x: 42, y: 216, size: 11, bold: true, text: n.noticeDate },
    { x: 250, y: 216, size: 11, bold: true, text: n.applicant },
    { x: 42, y: 260, size: 10, text: n.applicant.split(', ').reverse().join(' ') },
    { x: 42, y: 274, size: 10, text: 'C/O HADDAD IMMIGRATION LAW' },
    { x: 42, y: 288, size: 10, text: '1200 MAIN STREET SUITE 400' },
    { x: 42, y: 302, size: 10, text: 'HOUSTON TX 77002' },
    { x: 330, y: 260, size: 10, bold: true, text: `Notice Type: ${n.noticeType}` },
    { x: 330, y: 278, size: 10, text: 'Amount received: $675.00 U.S.' },
    { x: 330, y: 296, size: 10, text: `Beneficiary: ${n.beneficiary}` },
    ...(n.appointment ? appointmentItems(n.appointment) : RECEIPT_PARAGRAPH),
    { x: 36, y: 740, size: 8, text: 'U.S. Citizenship and Immigration Services' },
    {
      x: 36,
      y: 752,
      size: 8,
      text: 'Please see the additional information on the back. You will be notified separately.',
    },
  ];
}

const SECOND_PAGE: Item[] = [
  { x: 36, y: 60, size: 12, bold: true, text: 'Application Support Center: what to bring' },
  {
    x: 36,
    y: 90,
    size: 10,
    text: 'Bring this notice and a photo identification such as a passport or a driver license.',
  },
  {
    x: 36,
    y: 104,
    size: 10,
    text: 'If you cannot come on the scheduled day, ask for a new appointment before that day.',
  },
  {
    x: 36,
    y: 118,
    size: 10,
    text: 'Your fingerprints and photograph will be taken for the background checks of your case.',
  },
];

async function drawPdfPage(pdf: PDFDocument, items: readonly Item[], boxes: typeof BOXES, fonts: [PDFFont, PDFFont]) {
  const page = pdf.addPage([612, 792]);
  for (const [x, y, w, h] of boxes) {
    page.drawRectangle({ x, y: 792 - y - h, width: w, height: h, borderColor: rgb(0, 0, 0), borderWidth: 0.8 });
  }
  for (const item of items) {
    page.drawText(item.text, { x: item.x, y: 792 - item.y, size: item.size, font: fonts[item.bold ? 1 : 0] });
  }
}

/** Notices as a PDF with a text layer, one notice after another. */
export async function textNoticePdf(notices: readonly SampleNotice[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2024-07-20T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-07-20T00:00:00Z'));
  const fonts: [PDFFont, PDFFont] = [
    await pdf.embedFont(StandardFonts.Helvetica),
    await pdf.embedFont(StandardFonts.HelveticaBold),
  ];
  for (const notice of notices) {
    await drawPdfPage(pdf, noticeItems(notice), BOXES, fonts);
    if (notice.secondPage) await drawPdfPage(pdf, SECOND_PAGE, [], fonts);
  }
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/** A seeded generator of numbers in [0, 1) (mulberry32). */
function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function drawItems(context: SKRSContext2D, items: readonly Item[], scale: number) {
  context.fillStyle = '#111111';
  for (const item of items) {
    context.font = `${item.bold ? 'bold ' : ''}${Math.round(item.size * scale)}px "${FONT}"`;
    context.fillText(item.text, item.x * scale, item.y * scale);
  }
}

/** The notice page drawn as paper at `dpi`. */
function pageCanvas(notice: SampleNotice, dpi: number): Canvas {
  const scale = dpi / 72;
  const canvas = createCanvas(Math.round(612 * scale), Math.round(792 * scale));
  const context = canvas.getContext('2d');
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.strokeStyle = '#111111';
  context.lineWidth = 0.8 * scale;
  for (const [x, y, w, h] of BOXES) context.strokeRect(x * scale, y * scale, w * scale, h * scale);
  drawItems(context, noticeItems(notice), scale);
  return canvas;
}

/** Speckle: a share of pixels made darker or lighter by up to `amount`. */
function speckle(canvas: Canvas, random: () => number, share: number, amount: number) {
  const context = canvas.getContext('2d');
  const image = context.getImageData(0, 0, canvas.width, canvas.height);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    if (random() > share) continue;
    const shift = (random() - 0.5) * 2 * amount;
    for (let c = 0; c < 3; c += 1) data[i + c] = Math.max(0, Math.min(255, data[i + c]! + shift));
  }
  context.putImageData(image, 0, 0);
}

/** The notice as a scanner makes it: 200 dpi grey, tilted a little, speckled, a JPEG in a PDF without text. */
export async function scannedNoticePdf(notice: SampleNotice): Promise<Buffer> {
  const paper = pageCanvas(notice, 200);
  const scan = createCanvas(paper.width, paper.height);
  const context = scan.getContext('2d');
  context.fillStyle = '#f4f4f0';
  context.fillRect(0, 0, scan.width, scan.height);
  context.translate(scan.width / 2, scan.height / 2);
  context.rotate((0.8 * Math.PI) / 180);
  context.translate(-scan.width / 2, -scan.height / 2);
  context.globalAlpha = 0.85;
  context.drawImage(paper, 0, 0);
  speckle(scan, seeded(797), 0.12, 70);
  const jpeg = scan.toBuffer('image/jpeg', 70);
  const pdf = await PDFDocument.create();
  pdf.setCreationDate(new Date('2024-07-20T00:00:00Z'));
  pdf.setModificationDate(new Date('2024-07-20T00:00:00Z'));
  const image = await pdf.embedJpg(jpeg);
  const page = pdf.addPage([612, 792]);
  page.drawImage(image, { x: 0, y: 0, width: 612, height: 792 });
  return Buffer.from(await pdf.save({ useObjectStreams: false }));
}

/**
 * The notice photographed with a phone: the page at about 190 dpi lying tilted 4° on a desk, lit unevenly
 * (darker towards one corner), with sensor noise and a slight blur, saved as a JPEG.
 */
export function phonePhotoJpeg(notice: SampleNotice, options: { width?: number; angle?: number } = {}): Buffer {
  const paper = pageCanvas(notice, 190);
  const width = options.width ?? 1800;
  const height = Math.round(width * 1.3);
  const photo = createCanvas(width, height);
  const context = photo.getContext('2d');
  context.fillStyle = '#6b5a48';
  context.fillRect(0, 0, width, height);
  context.save();
  context.translate(width / 2, height / 2);
  context.rotate(((options.angle ?? 4) * Math.PI) / 180);
  const fit = Math.min((width * 0.92) / paper.width, (height * 0.92) / paper.height);
  context.filter = 'blur(0.6px)';
  context.drawImage(paper, (-paper.width * fit) / 2, (-paper.height * fit) / 2, paper.width * fit, paper.height * fit);
  context.restore();
  const light = context.createLinearGradient(0, 0, width, height);
  light.addColorStop(0, 'rgba(255,255,255,0)');
  light.addColorStop(1, 'rgba(40,30,20,0.35)');
  context.fillStyle = light;
  context.fillRect(0, 0, width, height);
  speckle(photo, seeded(130), 0.35, 40);
  return photo.toBuffer('image/jpeg', 72);
}

/** The photo as Chromium's fake camera plays it: an MJPEG stream of the same frame (frames of about 1280 × 960). */
export function cameraMjpeg(notice: SampleNotice, frames = 5): Buffer {
  const paper = pageCanvas(notice, 150);
  const frame = createCanvas(1280, 960);
  const context = frame.getContext('2d');
  context.fillStyle = '#6b5a48';
  context.fillRect(0, 0, 1280, 960);
  // The top of the notice, where the number is, fills the frame as a person would aim the camera.
  const crop = Math.round(paper.height * 0.42);
  context.drawImage(paper, 0, 0, paper.width, crop, 40, 30, 1200, (1200 * crop) / paper.width);
  const jpeg = frame.toBuffer('image/jpeg', 85);
  return Buffer.concat(Array.from({ length: frames }, () => jpeg));
}
