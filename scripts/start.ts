// `npm start`: builds the apps that are not built yet, then starts the server.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
for (const app of ['web', 'admin']) {
  if (!existsSync(path.join(root, 'apps', app, 'dist', 'index.html'))) {
    console.log(`[start] building apps/${app}`);
    execFileSync('npm', ['run', 'build', '--workspace', `apps/${app}`], { cwd: root, stdio: 'inherit' });
  }
}
await import('../apps/server/src/main.ts').then((server) => server.run());
