// `npm run dev`: the API with reload on change (port 3000) and the Vite dev server (port 5173,
// proxying /api to the API). Stops both on Ctrl+C.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@counsel/api'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@counsel/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
