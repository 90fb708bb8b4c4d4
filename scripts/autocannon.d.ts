/** The little of autocannon 9 that `npm run bench` uses (the package ships no types). */
declare module 'autocannon' {
  type Histogram = { average: number; p50: number; p90: number; p97_5: number; p99: number; max: number };
  export type Result = {
    latency: Histogram;
    requests: Histogram & { total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  };
  export type Options = {
    url: string;
    connections?: number;
    duration?: number;
    method?: 'GET' | 'POST';
    headers?: Record<string, string>;
    body?: string;
    /** Per-request setup; returning a request with a body varies it per call. */
    setupClient?: (client: { setBody(body: string): void }) => void;
  };
  export default function autocannon(options: Options): Promise<Result>;
}
