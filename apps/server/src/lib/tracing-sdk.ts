import { context, propagation, trace } from '@opentelemetry/api';
import { OTLPTraceExporter } from '@opentelemetry/exporter-trace-otlp-http';
import { resourceFromAttributes } from '@opentelemetry/resources';
import {
  AlwaysOffSampler,
  AlwaysOnSampler,
  BatchSpanProcessor,
  NodeTracerProvider,
  ParentBasedSampler,
  TraceIdRatioBasedSampler,
  type Sampler,
} from '@opentelemetry/sdk-trace-node';
import { ATTR_SERVICE_NAME } from '@opentelemetry/semantic-conventions';
import type { AppConfig } from '../config.ts';
import { setTracer } from './tracing.ts';

type TracesConfig = NonNullable<AppConfig['traces']>;

/** OTEL_TRACES_SAMPLER and its argument, as the OpenTelemetry specification reads them. */
function samplerOf({ sampler, samplerRatio }: TracesConfig): Sampler {
  const ratio = new TraceIdRatioBasedSampler(samplerRatio);
  switch (sampler) {
    case 'always_on':
      return new AlwaysOnSampler();
    case 'always_off':
      return new AlwaysOffSampler();
    case 'traceidratio':
      return ratio;
    case 'parentbased_always_off':
      return new ParentBasedSampler({ root: new AlwaysOffSampler() });
    case 'parentbased_traceidratio':
      return new ParentBasedSampler({ root: ratio });
    case 'parentbased_always_on':
      return new ParentBasedSampler({ root: new AlwaysOnSampler() });
  }
}

/**
 * Starts the tracer provider (batching spans to the OTLP/HTTP endpoint as JSON) and makes it the
 * process's own: the context follows async calls (AsyncLocalStorage) and `traceparent` headers
 * are read. Loaded by a dynamic import, only when traces are on. The returned function sends what
 * is left and stops.
 */
export function startTracing(traces: TracesConfig): () => Promise<void> {
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ [ATTR_SERVICE_NAME]: traces.serviceName }),
    sampler: samplerOf(traces),
    spanProcessors: [new BatchSpanProcessor(new OTLPTraceExporter({ url: traces.endpoint }))],
  });
  provider.register();
  setTracer(trace.getTracer('palco-brasil'));
  return async () => {
    setTracer(null);
    await provider.shutdown();
    trace.disable();
    context.disable();
    propagation.disable();
  };
}
