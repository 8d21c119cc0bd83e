// One way for the entry scripts (seed, chart:run, judge:run, fairness:run and the operator scripts) to
// read their arguments, answer --help and end: exit 0 done, 1 failed, 2 wrong usage (the message, then
// the usage, on stderr).
import { parseArgs } from 'node:util';
import { parseInstant } from '../../functions/src/domain/clock';
import { systemClock } from '../../functions/src/infra/clock';

/** A mistake in how the script was called: exit 2 with the usage. */
export class UsageError extends Error {}

type OptionsConfig = NonNullable<Parameters<typeof parseArgs>[0]>['options'] & object;
type Parsed<O extends OptionsConfig> = ReturnType<typeof parseArgs<{ options: O; allowPositionals: true }>>;

export interface Script<O extends OptionsConfig> {
  /** How its messages start, e.g. 'chart:run'. */
  name: string;
  usage: string;
  /** Its options; --help is added. */
  options: O;
  /** Whether it takes positional arguments (otherwise any is a usage error). */
  positionals?: boolean;
  main: (values: Parsed<O>['values'], positionals: string[]) => Promise<void>;
}

/** Parses argv (strict: an unknown option is a usage error), prints the usage for --help, runs main. */
export function runScript<O extends OptionsConfig>(script: Script<O>, argv = process.argv.slice(2)): void {
  const { name, usage } = script;
  const run = async () => {
    let parsed;
    try {
      parsed = parseArgs({
        args: argv,
        options: { ...script.options, help: { type: 'boolean', default: false } },
        allowPositionals: true,
        strict: true,
      });
    } catch (error) {
      throw new UsageError((error as Error).message);
    }
    if ((parsed.values as { help?: boolean }).help) {
      console.log(usage);
      return;
    }
    if (!script.positionals && parsed.positionals.length) {
      throw new UsageError(`unexpected argument "${parsed.positionals[0]}"`);
    }
    await script.main(parsed.values as Parsed<O>['values'], parsed.positionals);
  };
  run().then(
    () => process.exit(process.exitCode ?? 0),
    (error: unknown) => {
      if (error instanceof UsageError) {
        console.error(`${name}: ${error.message}\n\n${usage}`);
        process.exit(2);
      }
      const message = error instanceof ScriptFailure ? error.message : ((error as Error)?.stack ?? String(error));
      console.error(`${name}: ${message}`);
      process.exit(1);
    },
  );
}

/** A refusal or failure the script explains itself (exit 1, the message without a stack). */
export class ScriptFailure extends Error {}

/** `--now ISO`: the run's time (an instant with its zone, domain/clock.ts); default now, or VIBECHART_NOW's. */
export function parseNow(value: string | undefined): Date {
  if (value === undefined) return systemClock()();
  try {
    return parseInstant(value);
  } catch (error) {
    throw new UsageError(`--now: ${(error as Error).message}`);
  }
}

/** `--name N`: a whole number within min..max, or undefined when not given. */
export function parseCount(option: string, value: string | undefined, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max) {
    throw new UsageError(`--${option} must be an integer from ${min} to ${max}, got ${value}`);
  }
  return n;
}

/** The jobs' scripts act on the emulators only. */
export function requireFirestoreEmulator(): void {
  if (!process.env.FIRESTORE_EMULATOR_HOST) {
    throw new ScriptFailure(
      'FIRESTORE_EMULATOR_HOST is not set: start the emulators (npm start) or run inside `firebase emulators:exec`',
    );
  }
}
