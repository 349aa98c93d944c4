/**
 * Mutation testing (`npm run test:mutation`): Stryker changes the code one small edit at a time and reruns
 * the tests that cover it; an edit no test notices is a rule the tests do not pin. Run by hand, not in CI
 * or `npm test`: a full run takes minutes of CPU. See the README's testing section.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  // The coverage of the first run already names each mutant's tests; finding related files again is slow.
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'packages/domain/src/**/*.ts',
    '!packages/domain/src/**/*.test.ts',
    // Translation and bank-name tables: thousands of string mutants no rule depends on.
    '!packages/domain/src/uscis-glossary-ar.ts',
    '!packages/domain/src/uscis-sentences-*.ts',
    '!packages/domain/src/bank-institutions.ts',
    // No unit test of their own yet (zod schemas, constants, and a few helpers the API tests cover): left out
    // so a run stays near a quarter of an hour at one process. Take a file off this list when it gets tests.
    '!packages/domain/src/{admin-tools,bank-register,case-closure,case-tasks,client-funds,common,dashboard,document-directories,document-fillings,documents,errors,file-limits,firm-forms,form-filling,form-reference,form-sending,geo,google-drive,images,index,list-sorting,locales,participant-types,payments,portal,search,time-rules,trust-reports}.ts',
    'apps/api/src/modules/cases/tasks/flow.ts',
    'apps/api/src/modules/form-sending/reached-form.ts',
    'apps/web/src/features/forms/sending/send-body.ts',
  ],
  // Mutants in code run while modules load (zod schemas, constant tables) would each need every test file
  // reloaded: over an hour at one process. They are left out of the run and the score.
  ignoreStatic: true,
  // The machine is shared: one test process at a time.
  concurrency: 1,
  // Reruns only mutants whose code or tests changed since the last run.
  incremental: true,
  incrementalFile: 'reports/stryker-incremental.json',
  tempDirName: 'reports/.stryker-tmp',
  reporters: ['clear-text', 'progress', 'html'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  thresholds: { high: 90, low: 80, break: 80 },
};
