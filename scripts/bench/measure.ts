import http from 'node:http';

/** One-at-a-time latency: the percentiles of a read, and the raw bytes of an answer. */

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

export type Row = { read: string; p50: string; p95: string; p99: string; total: string };

export async function measure(url: string, cookie: string, samples: number) {
  const once = async () => {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return { ms: performance.now() - started, total: response.headers.get('x-total-count') ?? '' };
  };
  for (let i = 0; i < Math.min(20, samples); i++) await once(); // warm caches and the pool
  const times: number[] = [];
  let total = '';
  for (let i = 0; i < samples; i++) {
    const result = await once();
    times.push(result.ms);
    total = result.total;
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), p99: percentile(times, 99), total };
}

export const ms = (value: number) => value.toFixed(1);

/** The raw (still compressed) bytes of an answer: fetch would decode them. */
export function rawBody(url: string, headers: Record<string, string>): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve(Buffer.concat(chunks)));
      })
      .on('error', reject);
  });
}
