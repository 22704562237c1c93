// `npm run dev`: the server (restarting on change) and both apps' Vite dev servers together.
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const children: ChildProcess[] = [
  spawn(process.execPath, ['--watch', 'apps/server/src/main.ts'], { cwd: root, stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5173', '--strictPort'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
  spawn('npx', ['vite', '--port', '5174', '--strictPort'], { cwd: path.join(root, 'apps/admin'), stdio: 'inherit' }),
];

const stopAll = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stopAll);
process.on('SIGTERM', stopAll);
for (const child of children) child.on('exit', stopAll);
