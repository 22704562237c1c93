// Gift-card codes: 15 random characters of Crockford's base 32 (75 bits from the system's secure
// generator, so guessing one is hopeless within any rate limit) and a Luhn mod 32 check
// character, which catches a mistyped character or two swapped neighbours before any lookup.
import { createHash, randomInt } from 'node:crypto';

/** Crockford's alphabet: no I, L, O or U, so nothing reads as another character. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const BASE = ALPHABET.length;
const RANDOM_LENGTH = 15;

function checkCharacter(payload: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = payload.length - 1; i >= 0; i--) {
    const product = factor * ALPHABET.indexOf(payload[i]!);
    sum += Math.floor(product / BASE) + (product % BASE);
    factor = factor === 2 ? 1 : 2;
  }
  return ALPHABET[(BASE - (sum % BASE)) % BASE]!;
}

/** A new code, grouped by four for reading: `7K2M-Q9XD-4HRT-B3N` plus its check character. */
export function newCode(): string {
  let payload = '';
  for (let i = 0; i < RANDOM_LENGTH; i++) payload += ALPHABET[randomInt(BASE)];
  const code = payload + checkCharacter(payload);
  return code.match(/.{1,4}/g)!.join('-');
}

/** A code as typed or scanned, in its stored form: upper case, no separators, look-alikes read. */
export function normaliseCode(typed: string): string {
  return typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
}

/** Whether a normalised code has the shape and check character of one the shop made. */
export function isWellFormed(code: string): boolean {
  if (code.length !== RANDOM_LENGTH + 1) return false;
  for (const char of code) if (!ALPHABET.includes(char)) return false;
  return checkCharacter(code.slice(0, RANDOM_LENGTH)) === code[RANDOM_LENGTH];
}

/** What is stored of a normalised code. */
export function hashCode(code: string): string {
  return createHash('sha256').update(code).digest('hex');
}
