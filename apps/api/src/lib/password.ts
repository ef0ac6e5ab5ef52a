import { hash, verify, type Options } from '@node-rs/argon2';

/**
 * argon2id with the OWASP ASVS 5 parameters: 19 MiB memory, 2 passes, 1 lane.
 * Measured on the 2-core development machine: see README "Password hashing cost".
 */
/** `algorithm: 2` is Argon2id (the package's const enum cannot be imported under isolated modules). */
export const ARGON2_OPTIONS: Options = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A real hash to verify against when the account does not exist, so timing does not reveal it. */
let dummyHash: Promise<string> | undefined;
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummyHash ??= hashPassword('dummy-Password-1!');
  return dummyHash.then((h) => verifyPassword(h, password)).then(() => false);
}
