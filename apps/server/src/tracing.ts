// OpenTelemetry traces of calls and their SQL, off unless configured (docs/operations.md, "Traces").
// While off nothing of OpenTelemetry is loaded: its packages are imported here, lazily. While on it
// must start before `pg` and the HTTP server are loaded, since it patches them as they load: main.ts
// starts it first and imports the rest of the shop afterwards.
import { register } from 'node:module';
import type { TracingConfig } from './config/env.ts';

export interface Tracing {
  /** Sends the spans still buffered and stops tracing. */
  stop(): Promise<void>;
}

async function exporterOf(config: TracingConfig) {
  if (config.exporter === 'console') {
    const { ConsoleSpanExporter } = await import('@opentelemetry/sdk-trace');
    return new ConsoleSpanExporter();
  }
  const { OTLPTraceExporter } = await import('@opentelemetry/exporter-trace-otlp-http');
  return new OTLPTraceExporter({ url: config.url });
}

/** Starts tracing when configured; answers null (and loads nothing) when not. */
export async function startTracing(config: TracingConfig | null): Promise<Tracing | null> {
  if (!config) return null;
  // ES modules (the shop's own, and `pg` as it imports it) are patched through a loader hook.
  register('@opentelemetry/instrumentation/hook.mjs', import.meta.url);
  const [{ context, propagation, trace }, { AsyncLocalStorageContextManager }, core, sdk, resources, otel] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/resources'),
      import('@opentelemetry/instrumentation'),
    ]);
  const [{ HttpInstrumentation }, { PgInstrumentation }] = await Promise.all([
    import('@opentelemetry/instrumentation-http'),
    import('@opentelemetry/instrumentation-pg'),
  ]);
  const exporter = await exporterOf(config);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({
      'service.name': config.serviceName,
      'service.instance.id': config.nodeId,
    }),
    spanProcessors: [
      config.exporter === 'console'
        ? new sdk.SimpleSpanProcessor({ exporter })
        : new sdk.BatchSpanProcessor({ exporter }),
    ],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  otel.registerInstrumentations({
    tracerProvider: provider,
    instrumentations: [
      // Health checks and scrapes every second would drown the calls.
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => /^\/(healthz|metrics)\b/.test(request.url ?? ''),
      }),
      // A statement's parameters may hold personal data: only its text is recorded.
      new PgInstrumentation({ enhancedDatabaseReporting: false, requireParentSpan: true }),
    ],
  });
  return { stop: () => provider.shutdown() };
}
