import { defineProject } from 'vitest/config';

export default defineProject({
  test: { name: 'invoice-document', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
});
