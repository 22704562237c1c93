// One way to declare a state machine and to move a row through it. A move is one conditional
// UPDATE (`where status in (<the event's from-states>) returning ...`), so of two requests racing
// to move the same row, one moves it and the other finds it moved and is refused. Each module
// keeps its own words for a refusal through the `refuse` hook.
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

/** One event: the states it leaves from, the one it reaches, and the time column it stamps. */
export interface Move<S> {
  readonly from: readonly S[];
  readonly to: S;
  readonly stamp?: string;
}

/** What runs a statement: the pool or a transaction (structural, so lib needs nothing of db/). */
export interface Executor {
  execute(query: SQL): Promise<{ rows: unknown[] }>;
}

export interface MachineSpec<E extends string, S extends string | number> {
  /** The table the machine's rows live in, the key that names one row, and the status column. */
  table: string;
  key: string;
  status: string;
  /** The events; a machine may leave some of a shared event type out (it then refuses them). */
  events: { readonly [K in E]?: Move<S> };
  /** The module's refusal of `event` for a row found in `found`. */
  refuse: (event: E, found: S) => Error;
  /** The module's answer for a row that does not exist. */
  notFound: () => Error;
}

export interface ApplyOptions {
  /** The time written to the event's stamp column (the database's `now()` when not given). */
  at?: Date;
  /** More `column = value` assignments made by the same statement. */
  set?: readonly SQL[];
}

export interface Machine<E extends string, S extends string | number> {
  readonly spec: MachineSpec<E, S>;
  /** Where `event` takes a row in `status`; null when the machine does not allow it. */
  next(event: E, status: S): S | null;
  canApply(event: E, status: S): boolean;
  /** The state `event` leads to from `status`, or the module's refusal thrown. */
  step(event: E, status: S): S;
  /** The states `event` may leave from (none when the machine has no such event). */
  fromStates(event: E): readonly S[];
  /** `column in (<from-states>)` for an UPDATE a module writes itself; false when the event is unknown. */
  allows(event: E, column: SQLWrapper): SQL;
  /** Moves the row `id` by `event` in one conditional UPDATE; answers the new state or throws the refusal. */
  apply(db: Executor, id: number | string, event: E, options?: ApplyOptions): Promise<S>;
}

export function defineMachine<E extends string, S extends string | number>(spec: MachineSpec<E, S>): Machine<E, S> {
  const fromStates = (event: E): readonly S[] => spec.events[event]?.from ?? [];
  const next = (event: E, status: S): S | null => {
    const move = spec.events[event];
    return move && move.from.includes(status) ? move.to : null;
  };
  const allows = (event: E, column: SQLWrapper): SQL => {
    const from = fromStates(event);
    if (from.length === 0) return sql`false`;
    return sql`${column} in (${sql.join(
      from.map((state) => sql`${state}`),
      sql`, `,
    )})`;
  };
  return {
    spec,
    next,
    canApply: (event, status) => next(event, status) !== null,
    step(event, status) {
      const to = next(event, status);
      if (to === null) throw spec.refuse(event, status);
      return to;
    },
    fromStates,
    allows,
    async apply(db, id, event, options = {}) {
      const move = spec.events[event];
      const table = sql.identifier(spec.table);
      const key = sql.identifier(spec.key);
      const status = sql.identifier(spec.status);
      if (move) {
        const set = [sql`${status} = ${move.to}`, ...(options.set ?? [])];
        if (move.stamp) {
          const at = options.at ? sql`${options.at.toISOString()}::timestamptz` : sql`now()`;
          set.push(sql`${sql.identifier(move.stamp)} = ${at}`);
        }
        const moved = await db.execute(sql`
          update ${table} set ${sql.join(set, sql`, `)}
           where ${key} = ${id} and ${allows(event, status)}
          returning 1`);
        if (moved.rows.length > 0) return move.to;
      }
      const found = await db.execute(sql`select ${status} as status from ${table} where ${key} = ${id}`);
      const row = found.rows[0] as { status: S } | undefined;
      if (row === undefined) throw spec.notFound();
      throw spec.refuse(event, row.status);
    },
  };
}
