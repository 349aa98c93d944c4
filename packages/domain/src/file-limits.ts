/**
 * How far the server reads a user's file. Every parser of uploaded bytes (Word, PDF, pictures) is
 * bounded: cheap checks of a file's own headers come first, and the parse itself runs in a worker with
 * limits of memory and time. A file past a limit costs its sender one of these errors, never the server.
 */

const MIB = 1024 * 1024;

export const FILE_LIMITS = {
  /**
   * A Word file is a ZIP, whose directory declares each part's sizes; it is read before anything is
   * unpacked. Word files seen in practice have 10-30 parts, unpack to well under a megabyte of XML
   * (pictures add their own size, stored nearly uncompressed) and compress at most about 15:1; a
   * checklist of 2,000 identical bullets, the most repetitive honest file we could make, at 101:1.
   * A ZIP bomb compresses repeated XML about 330:1 and is refused by the ratio before it is unpacked.
   * The ratio is only asked of parts that unpack to more than `ratioFromBytes`: a small part costs
   * nothing whatever its ratio.
   */
  zip: { maxEntries: 2000, maxUnpackedBytes: 50 * MIB, maxRatio: 250, ratioFromBytes: MIB },
  /** Pages of a checklist PDF read for its text (a checklist is a few pages; its text is cut at 60,000 characters). */
  checklistPages: 200,
  /** Pages of a PDF form opened to read, fill or place fields (USCIS forms have at most a few dozen). */
  formPages: 500,
  /** A drawn signature: a signature pad draws a few hundred pixels a side. */
  signature: { maxSide: 4000, maxPixels: 4_000_000 },
  /**
   * A logo, drawn into invoice PDFs on the server: a 12-megapixel phone photo passes; printed at most a
   * few centimetres wide, a logo needs far less.
   */
  logo: { maxSide: 8000, maxPixels: 16_000_000 },
} as const;

/** The `code` of each refusal, by the key of its message below. */
export const FILE_LIMIT_ERRORS = {
  tooComplex: 'file_too_complex',
  imageTooLarge: 'image_too_large',
  busy: 'parser_busy',
} as const;

export const FILE_LIMIT_MESSAGES = {
  tooComplex: 'The file is too large or too complex to read. Save it again with less in it, or split it.',
  imageTooLarge: 'The picture has too many pixels.',
  busy: 'The server is reading other files. Try again in a few seconds.',
} as const satisfies Record<keyof typeof FILE_LIMIT_ERRORS, string>;
