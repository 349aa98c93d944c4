/**
 * The Drive dialogs' values and rules: a folder's name and a new name are held to the API's own
 * schemas (driveFolderBody, driveRenameBody), each with its dialog's message when left blank.
 */
import { DOCUMENT_TITLE_MAX_LENGTH, driveFolderBody, driveRenameBody } from '@counsel/domain';
import type { TFunction } from 'i18next';
import { z } from 'zod';
import { requiredText } from '../../../lib/zod-errors';

export const driveFolderSchema = (t: TFunction) =>
  z.object({ name: requiredText(() => t('drive.folder.required'), driveFolderBody.shape.directory_name) });

export const driveRenameSchema = (t: TFunction) =>
  z.object({ name: requiredText(() => t('drive.rename.required'), driveRenameBody.shape.name) });

export interface DriveUploadValues {
  title: string;
  file: File | null;
}

export const driveUploadSchema = (t: TFunction) =>
  z.object({
    title: z.string().max(DOCUMENT_TITLE_MAX_LENGTH),
    file: z
      .custom<File | null>((file) => file instanceof File, { error: () => t('upload.fileRequired') })
      .transform((file) => file as File),
  });
