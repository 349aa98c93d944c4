/**
 * Documents of three demo clients: general ones (a PDF, a text note and a Word document each), so the
 * documents modal is not empty on first start, and some filed under a case, so case profiles show theirs.
 * The bytes go through the file storage like any upload.
 */
import { DOCUMENT_MAX_BYTES, DOCUMENT_TYPES } from '@counsel/domain';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { cases, clients, users } from '../db/schema/index.js';
import { insertDocument } from '../modules/documents/repository.js';
import type { FileStorage } from '../platform/storage/index.js';
import { demoPdf } from './demo-pdf.js';
import { demoWordDocuments } from './word-documents.js';

interface DemoDocument {
  title: string;
  fileName: string;
  /** Made when the firm is seeded (PDFs are written asynchronously). */
  bytes: () => Promise<Uint8Array> | Uint8Array;
  /** The title of the client's case it is filed under (demo-data.ts); without it, a general document. */
  caseTitle?: string;
}

/** Keyed by the demo client's email. */
export const DEMO_DOCUMENTS: Record<string, DemoDocument[]> = {
  'ahmed.mansour@mail.example': [
    {
      title: 'Passport bio page',
      fileName: 'passport-bio-page.pdf',
      bytes: () =>
        demoPdf('Passport bio page', [
          'PASSPORT - Hashemite Kingdom of Jordan',
          'Surname: MANSOUR | Given names: AHMED',
          'Passport No.: R1234567 | Nationality: JORDANIAN',
          'Date of birth: 14 MAR 1986 | Place of birth: AMMAN',
          'Date of issue: 02 FEB 2021 | Date of expiry: 01 FEB 2026',
        ]),
    },
    {
      title: 'Marriage certificate translation',
      fileName: 'marriage-certificate-translation.txt',
      bytes: () =>
        Buffer.from(
          'Certified English translation of the marriage certificate\n' +
            'Husband: Ahmed Mansour. Wife: Nour Hassan.\n' +
            'Date of marriage: 1 September 2014. Place: Amman, Jordan.\n' +
            'Translated by a certified translator; original in Arabic on file.\n',
          'utf8',
        ),
    },
    {
      title: 'Joint lease (bona fide marriage)',
      fileName: 'joint-lease.pdf',
      caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
      bytes: () =>
        demoPdf('Residential lease agreement', [
          'Premises: 4410 Montrose Blvd, Apt 12, Houston, TX 77006',
          'Tenants: Ahmed Mansour and Nour Hassan, jointly and severally',
          'Term: 12 months from 1 March 2025; monthly rent $1,850',
          'Signed by both tenants on 14 February 2025',
        ]),
    },
    {
      title: 'Evidence checklist',
      fileName: 'i-130-evidence-checklist.txt',
      caseTitle: 'I-130 Petition for Alien Relative (Spouse)',
      bytes: () =>
        Buffer.from(
          'I-130 spouse petition: evidence\n' +
            '- Marriage certificate with certified translation: received\n' +
            "- Proof of the petitioner's status (naturalization certificate): received\n" +
            '- Joint lease and bank statements: received\n' +
            '- Passport photos of both spouses: requested\n',
          'utf8',
        ),
    },
  ],
  'youssef.khatib@mail.example': [
    {
      title: 'ملاحظات المقابلة الأولى',
      fileName: 'k1-intake-notes.txt',
      caseTitle: 'تأشيرة خطيب K-1',
      bytes: () =>
        Buffer.from(
          'ملاحظات المقابلة الأولى لطلب تأشيرة الخطيبة K-1\n' +
            '- التقى الخطيبان شخصياً في عمّان في آب 2025.\n' +
            '- المطلوب: صور اللقاءات، تذاكر السفر، وإثبات دخل الكفيل.\n' +
            '- الخطوة التالية: تعبئة النموذج I-129F وإرساله إلى الموكّل.\n',
          'utf8',
        ),
    },
    {
      title: 'Proof of meeting in person',
      fileName: 'proof-of-meeting.pdf',
      caseTitle: 'تأشيرة خطيب K-1',
      bytes: () =>
        demoPdf('Proof of meeting in person', [
          'Royal Jordanian boarding passes: IAH-AMM 12 Aug 2025, AMM-IAH 26 Aug 2025',
          'Hotel confirmation, Amman, 12-26 August 2025, two guests',
          'Photographs of the couple with both families (12 pages attached)',
        ]),
    },
  ],
  'maria.gonzalez@mail.example': [
    {
      title: 'Employment verification letter',
      fileName: 'employment-verification.pdf',
      bytes: () =>
        demoPdf('Employment verification letter', [
          'To whom it may concern,',
          '',
          'This letter confirms that Maria Gonzalez has been employed full time',
          'as a registered nurse since June 2019, at an annual salary of $78,400.',
          '',
          'Human Resources, Gulf Coast Medical Center',
        ]),
    },
    {
      title: 'Intake call notes',
      fileName: 'intake-call-notes.txt',
      bytes: () =>
        Buffer.from(
          'Intake call, first consultation\n' +
            '- Entered on a B-2 visa; employer willing to sponsor.\n' +
            '- Asked for: passport, I-94, diplomas, nursing license.\n' +
            '- Next step: schedule a document review meeting.\n',
          'utf8',
        ),
    },
  ],
};

export async function seedDocuments(tx: DbOrTx, lawFirmId: number, storage: FileStorage): Promise<void> {
  const [admin] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.lawFirmId, lawFirmId), eq(users.isAdmin, true)))
    .limit(1);
  const word = await demoWordDocuments();
  for (const [email, fixed] of Object.entries(DEMO_DOCUMENTS)) {
    const documents: DemoDocument[] = [
      ...fixed,
      ...(word[email] ?? []).map((letter) => ({ ...letter, bytes: () => letter.bytes })),
    ];
    const [client] = await tx
      .select({ id: clients.id })
      .from(clients)
      .where(and(eq(clients.lawFirmId, lawFirmId), eq(clients.email, email)));
    if (!client) continue;
    const clientCases = await tx
      .select({ id: cases.id, title: cases.title })
      .from(cases)
      .where(and(eq(cases.lawFirmId, lawFirmId), eq(cases.clientId, client.id)));
    for (const document of documents) {
      const caseId = document.caseTitle ? clientCases.find((row) => row.title === document.caseTitle)?.id : null;
      if (caseId === undefined) throw new Error(`No demo case titled ${document.caseTitle}`);
      const stored = await storage.save({
        lawFirmId,
        bytes: Buffer.from(await document.bytes()),
        originalName: document.fileName,
        maxBytes: DOCUMENT_MAX_BYTES,
        accept: DOCUMENT_TYPES,
      });
      await insertDocument(
        tx,
        { lawFirmId, clientId: client.id, caseId, title: document.title, userId: admin!.id },
        { storageKey: stored.key, fileName: stored.originalName, mimeType: stored.contentType, sizeBytes: stored.size },
      );
    }
  }
}
