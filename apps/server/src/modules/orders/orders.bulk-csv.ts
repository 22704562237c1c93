// The bulk shipment file: a strict RFC 4180 reader (quoted fields, doubled quotes, CRLF or LF) and
// the checks of each row, so every row ships or is reported on its own.
import { BULK_SHIP_MAX_ROWS, carrierInput, trackingNoInput } from '@mall/contracts';
import { AppError } from '../../lib/errors.ts';

export interface CsvRecord {
  /** The file's line the record starts on (1 is the first line). */
  line: number;
  fields: string[];
}

function badCsv(line: number): AppError {
  return new AppError('VALIDATION', 'orders.bulk.badCsv', { row: line }, 'BAD_CSV');
}

/** Reads one quoted field from just after its opening quote; answers the text and where it ended. */
function quoted(text: string, from: number, line: number): { value: string; next: number; lines: number } {
  let value = '';
  let lines = 0;
  let at = from;
  for (;;) {
    const quote = text.indexOf('"', at);
    if (quote < 0) throw badCsv(line);
    const chunk = text.slice(at, quote);
    value += chunk;
    lines += chunk.split('\n').length - 1;
    if (text[quote + 1] === '"') {
      value += '"';
      at = quote + 2;
      continue;
    }
    return { value, next: quote + 1, lines };
  }
}

/** Every record of the text; blank lines are skipped. A stray or unclosed quote is refused with its line. */
export function readCsv(input: string): CsvRecord[] {
  const text = input.startsWith('\uFEFF') ? input.slice(1) : input;
  const records: CsvRecord[] = [];
  let line = 1;
  let at = 0;
  while (at < text.length) {
    const start = line;
    const fields: string[] = [];
    for (;;) {
      let value: string;
      if (text[at] === '"') {
        const field = quoted(text, at + 1, start);
        value = field.value;
        line += field.lines;
        at = field.next;
        if (at < text.length && !/[,\r\n]/.test(text[at]!)) throw badCsv(start);
      } else {
        const end = text.slice(at).search(/[,\r\n]/);
        value = end < 0 ? text.slice(at) : text.slice(at, at + end);
        if (value.includes('"')) throw badCsv(start);
        at = end < 0 ? text.length : at + end;
      }
      fields.push(value);
      if (text[at] !== ',') break;
      at += 1;
    }
    if (text[at] === '\r') at += 1;
    if (text[at] === '\n') at += 1;
    line += 1;
    if (fields.length > 1 || fields[0]!.trim() !== '') records.push({ line: start, fields });
  }
  return records;
}

const columns = ['orderno', 'carrier', 'trackingno', 'lineids'];

/** The file's data rows, after its header `orderNo,carrier,trackingNo` with an optional `lineIds`. */
export function bulkRecords(csv: string): { records: CsvRecord[]; width: number } {
  const [header, ...records] = readCsv(csv);
  const names = header?.fields.map((name) => name.trim().toLowerCase()) ?? [];
  const width = names.length;
  if ((width !== 3 && width !== 4) || names.some((name, index) => name !== columns[index]))
    throw new AppError('VALIDATION', 'orders.bulk.badHeader', undefined, 'BAD_CSV_HEADER');
  if (records.length === 0) throw new AppError('VALIDATION', 'orders.bulk.noRows', undefined, 'NO_ROWS');
  if (records.length > BULK_SHIP_MAX_ROWS)
    throw new AppError('VALIDATION', 'orders.bulk.tooManyRows', { max: BULK_SHIP_MAX_ROWS }, 'TOO_MANY_ROWS');
  return { records, width };
}

export interface BulkRowInput {
  orderNo: string;
  carrier: string;
  trackingNo: string;
  lineIds?: number[] | undefined;
}

function rowError(messageId: 'badColumns' | 'badOrderNo' | 'badCarrier' | 'badTrackingNo' | 'badLineIds', key: string) {
  return new AppError('VALIDATION', `orders.bulk.${messageId}`, undefined, key);
}

function lineIdsOf(text: string): number[] | undefined {
  if (text.trim() === '') return undefined;
  const parts = text.split(';').map((part) => part.trim());
  if (parts.length > 100 || parts.some((part) => !/^[1-9]\d{0,14}$/.test(part)))
    throw rowError('badLineIds', 'BAD_LINE_IDS');
  return parts.map(Number);
}

/** One data row as a shipment, or the row's refusal. */
export function bulkRowInput(record: CsvRecord, width: number): BulkRowInput {
  if (record.fields.length !== width) throw rowError('badColumns', 'BAD_ROW');
  const [orderNo = '', carrier = '', trackingNo = '', lineIds = ''] = record.fields.map((field) => field.trim());
  if (!/^[A-Za-z0-9-]{1,32}$/.test(orderNo)) throw rowError('badOrderNo', 'BAD_ORDER_NO');
  const checkedCarrier = carrierInput.safeParse(carrier);
  if (!checkedCarrier.success) throw rowError('badCarrier', 'BAD_CARRIER');
  const checkedTracking = trackingNoInput.safeParse(trackingNo);
  if (!checkedTracking.success) throw rowError('badTrackingNo', 'BAD_TRACKING_NO');
  return { orderNo, carrier: checkedCarrier.data, trackingNo: checkedTracking.data, lineIds: lineIdsOf(lineIds) };
}

/**
 * Rows that must ship one after another, in the file's order: those of one order, and those sharing
 * a tracking number (joined through either). Chains ship side by side; each chain keeps its order,
 * so the report is what shipping the file row by row would have answered.
 */
export function shipmentChains<R extends { index: number; input: BulkRowInput }>(rows: readonly R[]): R[][] {
  const chainOf = new Map<string, number>();
  const chains = new Map<number, R[]>();
  for (const row of rows) {
    const keys = [`order:${row.input.orderNo}`, `parcel:${row.input.carrier}\n${row.input.trackingNo}`];
    const found = [...new Set(keys.flatMap((key) => (chainOf.has(key) ? [chainOf.get(key)!] : [])))];
    const id = found[0] ?? row.index;
    const chain = chains.get(id) ?? [];
    for (const other of found.slice(1)) {
      chain.push(...chains.get(other)!);
      chains.delete(other);
      for (const [key, value] of chainOf) if (value === other) chainOf.set(key, id);
    }
    chain.push(row);
    chains.set(id, chain);
    for (const key of keys) chainOf.set(key, id);
  }
  return [...chains.values()].map((chain) => chain.sort((a, b) => a.index - b.index));
}
