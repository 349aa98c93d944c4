import { describe, expect, it } from 'vitest';
import { summary, task } from '../../test/workflow-fixtures';
import { filterByTitle, isPublicWorkflow, participantName } from './workflow-text';

describe('workflow texts', () => {
  it("names a task's participant type: the firm's, else the public task's words, else nothing", () => {
    const attorney = { id: 1, name: 'Attorney', description: '' };
    expect(participantName(task('a', { participant_type: attorney, participant_type_name: 'Client' }))).toBe(
      'Attorney',
    );
    expect(participantName(task('b', { participant_type_name: ' Interpreter ' }))).toBe('Interpreter');
    expect(participantName(task('c', { participant_type_name: '   ' }))).toBeNull();
    expect(participantName(task('d', { participant_type_name: undefined }))).toBeNull();
  });

  it('filters titles ignoring case and surrounding spaces; spaces alone filter nothing', () => {
    const items = [summary(1, 'Family-based petition (I-130)'), summary(2, 'Naturalization (N-400)')];
    expect(filterByTitle(items, '  N-400 ', 'en').map((item) => item.id)).toEqual([2]);
    expect(filterByTitle(items, 'PETITION', 'en').map((item) => item.id)).toEqual([1]);
    expect(filterByTitle(items, ' \t ', 'en')).toHaveLength(2);
  });

  it('tells a public workflow by its missing firm, not by is_public alone', () => {
    expect(isPublicWorkflow(summary(1, 'a', { law_firm_id: null, is_public: true }))).toBe(true);
    expect(isPublicWorkflow(summary(2, 'b', { law_firm_id: 3, is_public: true }))).toBe(false);
  });
});
