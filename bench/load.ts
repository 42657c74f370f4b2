import autocannon from 'autocannon';
import { withTimeout } from './time.ts';

export interface Scenario {
  name: string;
  /** The GraphQL request body (JSON). */
  body: string;
  headers?: Record<string, string>;
  /** Returns a problem description when `data` is not what a correct answer looks like. */
  check(data: unknown): string | undefined;
  note?: string;
}

export type Status = 'OK' | 'DEGRADED' | 'FAILED';

export interface ScenarioResult {
  name: string;
  status: Status;
  /** Why the status is not OK. */
  reason?: string;
  note?: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  responses: number;
  non2xx: number;
  graphqlErrors: number;
  connectionErrors: number;
  timeouts: number;
  /** Responses whose body was parsed and checked against the expected data. */
  checked: number;
}

export interface LoadOptions {
  connections: number;
  /** Seconds. */
  duration: number;
  /** Seconds before autocannon gives up on one response (default 10). */
  timeout?: number;
}

/** Full checks: the first responses, then one in SAMPLE_EVERY. Every body is scanned for "errors". */
const SAMPLE_EVERY = 20;
/** More than this share of bad responses makes a scenario FAILED rather than DEGRADED. */
const FAIL_SHARE = 0.01;

interface GraphqlBody {
  data?: unknown;
  errors?: { message?: string }[];
}

/** One request outside the load, so that a broken scenario fails fast and clearly. */
export async function graphql(
  baseUrl: string,
  body: string,
  headers: Record<string, string> = {},
): Promise<GraphqlBody> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    signal: AbortSignal.timeout(15_000),
  });
  const text = await response.text();
  let json: GraphqlBody;
  try {
    json = JSON.parse(text) as GraphqlBody;
  } catch {
    throw new Error(`HTTP ${response.status}, not JSON: ${text.slice(0, 200)}`);
  }
  if (json.errors?.length) {
    throw new Error(`GraphQL error: ${json.errors.map((e) => e.message).join('; ')}`);
  }
  if (!response.ok) throw new Error(`HTTP ${response.status}: ${text.slice(0, 200)}`);
  return json;
}

function failed(scenario: Scenario, reason: string): ScenarioResult {
  return {
    name: scenario.name,
    status: 'FAILED',
    reason,
    note: scenario.note,
    reqPerSec: 0,
    p50: 0,
    p99: 0,
    responses: 0,
    non2xx: 0,
    graphqlErrors: 0,
    connectionErrors: 0,
    timeouts: 0,
    checked: 0,
  };
}

export async function runScenario(
  baseUrl: string,
  scenario: Scenario,
  options: LoadOptions,
): Promise<ScenarioResult> {
  const headers = { 'content-type': 'application/json', ...scenario.headers };

  // Sanity request: a scenario answering with errors is reported as FAILED, never measured.
  try {
    const json = await graphql(baseUrl, scenario.body, scenario.headers);
    const problem = scenario.check(json.data);
    if (problem) return failed(scenario, `sanity request: ${problem}`);
  } catch (error) {
    return failed(scenario, `sanity request: ${(error as Error).message}`);
  }

  let responses = 0;
  let non2xx = 0;
  let graphqlErrors = 0;
  let checked = 0;
  let checkFailures = 0;
  let firstProblem: string | undefined;
  const onResponse = (status: number, body: string) => {
    responses++;
    if (status < 200 || status >= 300) {
      non2xx++;
      firstProblem ??= `HTTP ${status}: ${body.slice(0, 160)}`;
      return;
    }
    const hasErrors = body.includes('"errors"');
    if (!hasErrors && responses > options.connections && responses % SAMPLE_EVERY !== 0) return;
    let json: GraphqlBody | undefined;
    try {
      json = JSON.parse(body) as GraphqlBody;
    } catch {
      checkFailures++;
      firstProblem ??= `not JSON: ${body.slice(0, 160)}`;
      return;
    }
    if (json.errors?.length) {
      graphqlErrors++;
      firstProblem ??= `GraphQL error: ${json.errors[0]?.message ?? '?'}`;
      return;
    }
    checked++;
    const problem = scenario.check(json.data);
    if (problem) {
      checkFailures++;
      firstProblem ??= problem;
    }
  };

  let instance: autocannon.Instance | undefined;
  const run = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(
      {
        url: baseUrl,
        connections: options.connections,
        duration: options.duration,
        timeout: options.timeout ?? 10,
        requests: [{ method: 'POST', path: '/graphql', headers, body: scenario.body, onResponse }],
      },
      (error: unknown, result: autocannon.Result) => (error ? reject(error) : resolve(result)),
    );
  });
  let result: autocannon.Result;
  try {
    result = await withTimeout(
      run,
      (options.duration + (options.timeout ?? 10) + 20) * 1000,
      `autocannon did not finish within ${options.duration + (options.timeout ?? 10) + 20} s`,
    );
  } catch (error) {
    instance?.stop();
    return failed(scenario, (error as Error).message);
  }

  const bad = non2xx + graphqlErrors + checkFailures + result.errors;
  const good = responses - non2xx - graphqlErrors - checkFailures;
  let status: Status = 'OK';
  let reason: string | undefined;
  if (good <= 0 || checkFailures > 0 || bad > FAIL_SHARE * Math.max(1, responses)) {
    status = 'FAILED';
    reason =
      firstProblem ?? (responses === 0 ? 'no responses' : `${result.errors} connection errors`);
  } else if (bad > 0) {
    status = 'DEGRADED';
    reason = firstProblem ?? `${result.errors} connection errors, ${result.timeouts} timeouts`;
  }
  return {
    name: scenario.name,
    status,
    reason,
    note: scenario.note,
    reqPerSec: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    responses,
    non2xx,
    graphqlErrors,
    connectionErrors: result.errors,
    timeouts: result.timeouts,
    checked,
  };
}
