/** The server's side of "select only one" questions: answers ticking two boxes of one group are refused. */
import { choiceConflicts, type FormSection, ONE_CHOICE_CODE } from '@counsel/domain';
import { AppError } from '../../platform/errors.js';

/**
 * 422 one_choice_only when the values tick more than one box of a choice group of the sections: the message
 * names the first such question, `fields` every box ticked with its question. Nothing is saved.
 */
export function assertOneChoiceEach(sections: readonly FormSection[], values: Readonly<Record<string, unknown>>) {
  const conflicts = choiceConflicts(sections, values);
  const [first] = Object.values(conflicts);
  if (first) throw new AppError(422, ONE_CHOICE_CODE, first, { fields: conflicts });
}
