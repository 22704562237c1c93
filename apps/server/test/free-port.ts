import net from 'node:net';

// Ports are drawn at random below the kernel's ephemeral range (32768 and up), where outgoing
// connections and other processes' `listen(0)` take theirs: a port the kernel hands out can be
// handed out again the moment it is closed, so two tests running side by side could both get it.
const FIRST = 20_000;
const LAST = 32_000;
const given = new Set<number>();

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** A port nothing listens on right now, never the same one twice in one test process. */
export async function freePort(): Promise<number> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const port = FIRST + Math.floor(Math.random() * (LAST - FIRST));
    if (given.has(port) || !(await canListen(port))) continue;
    given.add(port);
    return port;
  }
  throw new Error(`no free port between ${FIRST} and ${LAST}`);
}
