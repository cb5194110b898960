// What bench/traffic-load.ts uses of autocannon's programmatic API (the package ships no types).
declare module 'autocannon' {
  type Request = {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    amount?: number;
    requests?: {
      setupRequest?: (request: Request, context: Record<string, unknown>) => Request;
      onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
    }[];
  };
  type Result = { requests: { average: number; total: number }; errors: number; timeouts: number };
  type Instance = Promise<Result> & {
    on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
  };
  function autocannon(options: Options): Instance;
  export default autocannon;
}
