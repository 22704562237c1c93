// The reference for `bench/api.ts`, in its own process: bare Fastify, no plugins, answering a
// stored JSON value with Fastify's default serializer. The bench stores each target's own answer
// here first, so both sides send the same bytes. Prints its address on the first line of stdout.
import Fastify from 'fastify';

const app = Fastify({ logger: false, bodyLimit: 16 * 1024 * 1024 });
let stored: unknown = { success: true, code: 200, message: 'ok', result: null };

app.put('/reference', async (request) => {
  stored = request.body;
  return { stored: true };
});
app.get('/reference', async () => stored);

const address = await app.listen({ host: '127.0.0.1', port: 0 });
console.log(address);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
