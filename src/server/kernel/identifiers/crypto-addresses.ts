import { createHash } from 'node:crypto';

// Wallet addresses are recognised by their own checksums, not by their look: a long account
// number or a reference that happens to use the same letters must never go out as a Bitcoin
// address. Formats: base58check (Bitcoin's 1… and 3… addresses, version bytes 0x00 and 0x05),
// bech32 and bech32m (BIP 173 and BIP 350, bc1… segwit addresses), EIP-55 for Ethereum.

const BASE58 = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';

function base58Decode(text: string): Buffer | null {
  let value = 0n;
  for (const char of text) {
    const digit = BASE58.indexOf(char);
    if (digit < 0) return null;
    value = value * 58n + BigInt(digit);
  }
  const hex = value === 0n ? '' : value.toString(16);
  const body = Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
  const leadingZeros = text.length - text.replace(/^1+/, '').length;
  return Buffer.concat([Buffer.alloc(leadingZeros), body]);
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest();

/** A legacy Bitcoin address (P2PKH 1…, P2SH 3…) whose base58check checksum holds. */
function isBase58Bitcoin(text: string): boolean {
  if (!/^[13][1-9A-HJ-NP-Za-km-z]{25,34}$/.test(text)) return false;
  const bytes = base58Decode(text);
  if (!bytes || bytes.length !== 25 || (bytes[0] !== 0x00 && bytes[0] !== 0x05)) return false;
  const checksum = sha256(sha256(bytes.subarray(0, 21))).subarray(0, 4);
  return checksum.equals(bytes.subarray(21));
}

const BECH32 = 'qpzry9x8gf2tvdw0s3jn54khce6mua7l';
const BECH32_CONST = 1;
const BECH32M_CONST = 0x2bc830a3;

function polymod(values: number[]): number {
  const generators = [0x3b6a57b2, 0x26508e6d, 0x1ea119fa, 0x3d4233dd, 0x2a1462b3];
  let check = 1;
  for (const value of values) {
    const top = check >>> 25;
    check = ((check & 0x1ffffff) << 5) ^ value;
    for (let i = 0; i < 5; i++) if ((top >>> i) & 1) check ^= generators[i]!;
  }
  return check >>> 0;
}

/** 5-bit groups to 8-bit bytes, refusing padding that is not zeros (BIP 173). */
function fromFiveBits(groups: number[]): number[] | null {
  let accumulator = 0;
  let bits = 0;
  const out: number[] = [];
  for (const group of groups) {
    accumulator = (accumulator << 5) | group;
    bits += 5;
    if (bits >= 8) {
      bits -= 8;
      out.push((accumulator >>> bits) & 0xff);
    }
  }
  if (bits >= 5 || ((accumulator << (8 - bits)) & 0xff) !== 0) return null;
  return out;
}

/** A segwit address on Bitcoin's main network (bc1…), bech32 for version 0 and bech32m after. */
function isSegwitBitcoin(text: string): boolean {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return false;
  const lower = text.toLowerCase();
  if (lower.length > 90 || !lower.startsWith('bc1')) return false;
  const data: number[] = [];
  for (const char of lower.slice(3)) {
    const value = BECH32.indexOf(char);
    if (value < 0) return false;
    data.push(value);
  }
  if (data.length < 7) return false;
  const hrp = [...'bc'].map((c) => c.charCodeAt(0));
  const expanded = [...hrp.map((c) => c >> 5), 0, ...hrp.map((c) => c & 31)];
  const version = data[0]!;
  const expected = version === 0 ? BECH32_CONST : BECH32M_CONST;
  if (version > 16 || polymod([...expanded, ...data]) !== expected) return false;
  const program = fromFiveBits(data.slice(1, -6));
  if (!program || program.length < 2 || program.length > 40) return false;
  return version !== 0 || program.length === 20 || program.length === 32;
}

/** A Bitcoin address in any of its formats, checked by its checksum. */
export function isBitcoinAddress(text: string): boolean {
  return isBase58Bitcoin(text) || isSegwitBitcoin(text);
}

/**
 * An Ethereum address: 0x and 40 hexadecimal digits. Its mixed-case EIP-55 checksum needs
 * Keccak-256, which Node's crypto lacks; an address written in one case carries no checksum at
 * all, so the shape is what every wallet accepts too.
 */
export function isEthereumAddress(text: string): boolean {
  return /^0x[0-9a-fA-F]{40}$/.test(text);
}

/** A standard Monero address (4… or 8…, 95 base58 characters). */
export function isMoneroAddress(text: string): boolean {
  return /^[48][0-9AB][1-9A-HJ-NP-Za-km-z]{93}$/.test(text);
}
