import { isDeepStrictEqual } from 'node:util';
import { runScenario, type LoadOptions, type Scenario, type ScenarioResult } from '../load.ts';
import type { ReferenceServer } from './handle.ts';
import type { ReferenceName } from './handlers.ts';

/** A measured read; with `reference`, the bare server answers it too and both are compared. */
export interface ReferencedScenario extends Scenario {
  reference?: ReferenceName;
  /** A single-entity read: also measured at SINGLE_ENTITY_CONNECTIONS against the p99 target. */
  singleEntity?: boolean;
}

export const SINGLE_ENTITY_CONNECTIONS = 50;
export const SINGLE_ENTITY_P99_MS = 25;
/** Ours must reach this share of the reference's requests per second. */
export const REFERENCE_SHARE = 0.5;

export interface ComparedRun {
  connections: number;
  ours: ScenarioResult;
  reference?: ScenarioResult;
}

export interface Compared {
  name: string;
  /** byte-identical, same JSON, or what differs (undefined without a reference). */
  match?: string;
  runs: ComparedRun[];
  singleEntity: boolean;
  /** SQL statements of one request, counted in each server's process. */
  statements?: number;
  referenceStatements?: number;
}

async function answerOf(baseUrl: string, scenario: Scenario): Promise<string> {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...scenario.headers },
    body: scenario.body,
    signal: AbortSignal.timeout(15_000),
  });
  return response.text();
}

/** The first path where two JSON values differ. */
function firstDifference(a: unknown, b: unknown, path = '$'): string | undefined {
  if (isDeepStrictEqual(a, b)) return undefined;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
    for (const key of keys) {
      const found = firstDifference(
        (a as Record<string, unknown>)[key],
        (b as Record<string, unknown>)[key],
        `${path}.${key}`,
      );
      if (found) return found;
    }
  }
  return `${path}: ours ${JSON.stringify(a)?.slice(0, 80)}, reference ${JSON.stringify(b)?.slice(0, 80)}`;
}

/** Compares one answer of each server to the same request. */
export async function compareAnswers(
  ours: string,
  reference: string,
  scenario: Scenario,
): Promise<string> {
  const [a, b] = await Promise.all([answerOf(ours, scenario), answerOf(reference, scenario)]);
  if (a === b) return `byte-identical (${a.length} bytes)`;
  let left: unknown;
  let right: unknown;
  try {
    left = JSON.parse(a);
    right = JSON.parse(b);
  } catch {
    return `DIFFERENT (not JSON): ours ${a.slice(0, 80)}, reference ${b.slice(0, 80)}`;
  }
  const difference = firstDifference(left, right);
  return difference
    ? `DIFFERENT at ${difference}`
    : `same JSON, bytes differ (${a.length} vs ${b.length})`;
}

/**
 * Ours, then the reference (when there is one), at the bench's connections and, for a
 * single-entity read, at SINGLE_ENTITY_CONNECTIONS too: same request, duration and settings.
 */
export async function runCompared(
  ourUrl: string,
  reference: ReferenceServer | undefined,
  scenario: ReferencedScenario,
  options: LoadOptions,
  progress: (message: string) => void,
): Promise<Compared> {
  const compared: Compared = {
    name: scenario.name,
    runs: [],
    singleEntity: !!scenario.singleEntity,
  };
  const withReference = reference && scenario.reference ? reference : undefined;
  if (withReference && scenario.reference) {
    await withReference.use(scenario.reference);
    compared.match = await compareAnswers(ourUrl, withReference.url, scenario).catch(
      (error: unknown) => `not compared: ${(error as Error).message}`,
    );
    compared.referenceStatements = await withReference.statements();
  }
  const counts = [options.connections];
  if (scenario.singleEntity && options.connections !== SINGLE_ENTITY_CONNECTIONS) {
    counts.push(SINGLE_ENTITY_CONNECTIONS);
  }
  for (const connections of counts) {
    const load = { ...options, connections };
    progress(`${scenario.name} for ${options.duration} s at ${connections} connections`);
    const run: ComparedRun = { connections, ours: await runScenario(ourUrl, scenario, load) };
    if (withReference) {
      progress(
        `${scenario.name} (reference) for ${options.duration} s at ${connections} connections`,
      );
      run.reference = await runScenario(withReference.url, scenario, load);
    }
    compared.runs.push(run);
  }
  return compared;
}
