import { parseArgs } from 'node:util';
import { CommandRejected } from '@barteraid/command-api/decider';
import { ReplayRefusal } from '@barteraid/projector/replay';
import { grantAdmin, shredClosed } from './verbs/admins';
import { backup, restore } from './verbs/backups';
import { anchor, verify } from './verbs/integrity';
import { event, stream, tail } from './verbs/log';
import { diff, rebuild, replay, status } from './verbs/read-models';
import { UsageError, withSession as inSession, type OpsSession } from './session';
import type { Terminal } from './terminal';

/**
 * The operator's commands: npm run ops -- <verb> [options] [--json] (ops/cli.ts runs this on the
 * process's terminal). Every verb prints text for people, or with --json a document for programs.
 */
const usage = `Usage: npm run ops -- <verb> [options] [--json]

  tail [--from POSITION] [--follow] [--type TYPE] [--stream NAME] [--limit N]
                          the global log, one line per event (default: the newest 20)
  stream NAME             a stream's events with their revisions
  event ID|POSITION       one event with its metadata and hash
  status                  each read model's checkpoint against the log's head
  rebuild PROJECTION|--all
                          rebuild read models from the log, swapped in at the end
  replay PROJECTION [--into SCHEMA]
                          rebuild one read model into a schema beside the live tables (default replay_PROJECTION)
  diff PROJECTION [--schema SCHEMA]
                          every row that differs between the live tables and the replay; exit 1 if any
  verify [--stream NAME | --member ID | --all]
                          recompute the hash chains (and the newest anchor); exit 1 on a break
  anchor                  record an anchor of every stream's head now
  grant-admin EMAIL       make a member an admin
  shred-closed            destroy the key of every closed account (after restoring a backup)
  backup FILE             one consistent backup of the whole database (event log, read models, member keys,
                          stored files) into a new FILE; on the embedded database the server must be stopped
  restore FILE            restore a backup into an empty database or data directory, then verify and shred-closed`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const wholeNumber = (value: string | undefined, name: string): number | undefined => {
  if (value === undefined) return undefined;
  if (!/^\d+$/.test(value)) throw new UsageError(`${name} must be a whole number.`);
  return Number(value);
};

async function main(argv: string[], terminal: Terminal): Promise<number> {
  const [verb, ...rest] = argv;
  if (!verb || verb === '--help' || verb === 'help') {
    terminal.out(usage);
    return verb ? 0 : 2;
  }
  const { values, positionals } = parseArgs({
    args: rest,
    allowPositionals: true,
    strict: true,
    options: {
      json: { type: 'boolean', default: false },
      from: { type: 'string' },
      follow: { type: 'boolean', default: false },
      type: { type: 'string' },
      stream: { type: 'string' },
      member: { type: 'string' },
      limit: { type: 'string' },
      all: { type: 'boolean', default: false },
      into: { type: 'string' },
      schema: { type: 'string' },
    },
  });
  const json = values.json ?? false;
  const withSession = (command: string, asJson: boolean, run: (session: OpsSession) => Promise<number>) => inSession(terminal, command, asJson, run);
  const [argument] = positionals;
  const needs = (what: string) => {
    if (!argument) throw new UsageError(`${verb} needs ${what}.`);
    return argument;
  };
  switch (verb) {
    case 'tail': {
      const options = { from: wholeNumber(values.from, '--from'), follow: values.follow ?? false, type: values.type, stream: values.stream, limit: wholeNumber(values.limit, '--limit') ?? (values.from ? Number.MAX_SAFE_INTEGER : 20) };
      return withSession(verb, json, (session) => tail(session, options));
    }
    case 'stream':
      return withSession(verb, json, (session) => stream(session, needs('a stream name')));
    case 'event':
      return withSession(verb, json, (session) => event(session, needs('an event id or position')));
    case 'status':
      return withSession(verb, json, (session) => status(session));
    case 'rebuild':
      return withSession(verb, json, (session) => rebuild(session, values.all ? '--all' : needs('a projection or --all')));
    case 'replay':
      return withSession(verb, json, (session) => replay(session, argument, values.into));
    case 'diff':
      return withSession(verb, json, (session) => diff(session, argument, values.schema));
    case 'verify': {
      if (values.member !== undefined && !UUID.test(values.member)) throw new UsageError('--member takes a member id (a UUID).');
      const scope = values.stream !== undefined ? { stream: values.stream } : values.member !== undefined ? { memberId: values.member } : {};
      return withSession(verb, json, (session) => verify(session, scope));
    }
    case 'anchor':
      return withSession(verb, json, (session) => anchor(session));
    case 'grant-admin':
      return withSession(verb, json, (session) => grantAdmin(session, needs('an email')));
    case 'shred-closed':
      return withSession(verb, json, (session) => shredClosed(session));
    case 'backup': {
      const file = needs('a file to write');
      return withSession(verb, json, (session) => backup(session, file));
    }
    case 'restore':
      return restore(terminal, needs('a backup file'), json);
    default:
      throw new UsageError(`Unknown verb ${verb}.`);
  }
}

/** Runs one command line (the words after `npm run ops --`) and answers its exit code. */
export async function runOps(argv: string[], terminal: Terminal): Promise<number> {
  try {
    return await main(argv, terminal);
  } catch (error) {
    if (error instanceof UsageError || (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS'))) {
      terminal.err(`${error.message}\n\n${usage}`);
      return 2;
    }
    if (error instanceof CommandRejected || error instanceof ReplayRefusal) {
      terminal.err(error.message);
      return 1;
    }
    throw error;
  }
}
