/** Before each API test file: the parser pool runs the workers' bundle made once for the run. */
import { pathToFileURL } from 'node:url';
import { inject } from 'vitest';
import { useParserWorker } from '../platform/parsing/pool.js';

useParserWorker(pathToFileURL(inject('parserWorkers').app));
