// Development only: runs one of the shop's jobs as if the clock read `at`, so a journey sees what the
// shop does when time passes (a sell-beans order's hour running out) without waiting for it. Under
// `/dev/`, so only a client on this machine reaches it, and never registered in production.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Services } from '../services.ts';
import { shopJobs } from './index.ts';

const runBody = z.object({ name: z.string().min(1).max(100), at: z.iso.datetime() });

export function devJobRoutes(app: FastifyInstance, services: Services): void {
  app.post('/dev/jobs/run', { schema: { hide: true } }, async (request, reply) => {
    const parsed = runBody.safeParse(request.body);
    if (!parsed.success) return reply.status(400).send({ error: 'name and at (an ISO time) are required' });
    const { name, at } = parsed.data;
    const job = shopJobs(services.config, services).find((candidate) => candidate.name === name);
    if (!job) return reply.status(404).send({ error: `no job named ${name}` });
    const log = (line: string) => request.log.info(line);
    const result: unknown = await job.run(services, { now: new Date(at), data: {}, log });
    return { name, at, result: result ?? null };
  });
}
