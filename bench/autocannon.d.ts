// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  interface Histogram {
    average: number;
    p50: number;
    p99: number;
    /** Requests answered during the run (requests histogram only). */
    total: number;
  }
  interface Result {
    requests: Histogram;
    latency: Histogram;
    errors: number;
    timeouts: number;
    "4xx": number;
    "5xx": number;
    /** Answers by status code. */
    statusCodeStats?: Record<string, { count: number }>;
  }
  interface Options {
    url: string;
    headers?: Record<string, string>;
    connections?: number;
    duration?: number;
    pipelining?: number;
    /** Requests per second in all, spread over the connections (none: each sends as soon as answered). */
    overallRate?: number;
    method?: string;
    /** Called before each request: what it sends (a body of its own per request). */
    setupClient?: (client: Client) => void;
  }
  interface Client {
    setBody(body: string): void;
    on(event: "response", listener: () => void): void;
  }
  interface Instance extends Promise<Result> {
    on(event: "reqError", listener: (error: Error) => void): void;
  }
  function autocannon(options: Options): Instance;
  export default autocannon;
}
