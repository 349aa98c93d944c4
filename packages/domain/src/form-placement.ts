/**
 * Placing fields on a firm form that has none (issue 17): boxes drawn on its pages become real
 * AcroForm fields in a new version of the form. Positions are PDF points from the page's
 * bottom-left corner, as pdf-lib and pdf.js both count them.
 */
import { z } from 'zod';
import { trimmed } from './common.js';

export const PLACED_FIELD_TYPES = ['text', 'date', 'checkbox', 'signature'] as const;
export type PlacedFieldType = (typeof PLACED_FIELD_TYPES)[number];

export const PLACED_FIELDS_MAX = 200;
export const PLACED_FIELD_LABEL_MAX_LENGTH = 120;

/** The size a click places, per type, in points: a line of text, a date, a box, a signature line. */
export const PLACED_FIELD_DEFAULT_SIZE: Record<PlacedFieldType, { width: number; height: number }> = {
  text: { width: 180, height: 20 },
  date: { width: 100, height: 20 },
  checkbox: { width: 14, height: 14 },
  signature: { width: 200, height: 36 },
};

const points = z.number().finite();
/** At least 4 points: a box smaller than that could not be seen or clicked. */
const extent = z.number().finite().min(4);

export const placedFieldSchema = z.object({
  /** 1-based, as people count pages. */
  page: z.number().int().min(1),
  x: points,
  y: points,
  width: extent,
  height: extent,
  type: z.enum(PLACED_FIELD_TYPES),
  label: trimmed(1, PLACED_FIELD_LABEL_MAX_LENGTH),
});
export type PlacedField = z.infer<typeof placedFieldSchema>;

export const placeFormFieldsBody = z.object({
  fields: z.array(placedFieldSchema).min(1).max(PLACED_FIELDS_MAX),
});
export type PlaceFormFieldsBody = z.infer<typeof placeFormFieldsBody>;

/**
 * The AcroForm name of the index-th placed field (0-based): `text_1`, `date_2`, ... Unique within one
 * placement, readable, and the type word lets field extraction type dates and signatures.
 */
export function placedFieldName(type: PlacedFieldType, index: number): string {
  return `${type}_${index + 1}`;
}

/** Names written by placement; extraction trusts their type word over the label's hints. */
export const PLACED_FIELD_NAME = /^(text|date|checkbox|signature)_\d+$/;
