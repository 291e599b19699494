import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm, type Options } from '@node-rs/argon2';

/** argon2id at OWASP's recommended minimum: 19 MiB, 2 passes, one lane (decision 120). */
export const ARGON2ID_OPTIONS: Options = {
  algorithm: 2 as Algorithm, // Argon2id; the package's enum is const, so its value is written here.
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
  outputLen: 32,
};

/** A password or verification code as a PHC string with its own salt (never the secret itself). */
export function hashSecret(secret: string): Promise<string> {
  return hash(secret, ARGON2ID_OPTIONS);
}

/** True when the secret matches the hash; a malformed hash is simply no match. */
export async function verifySecret(hashed: string, secret: string): Promise<boolean> {
  try {
    return await verify(hashed, secret);
  } catch {
    return false;
  }
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real check when there is no account, so an unknown email answers no
 * faster than a wrong password. Always false.
 */
export async function verifyAgainstNothing(secret: string): Promise<false> {
  decoy ??= hashSecret(randomBytes(16).toString('hex'));
  await verifySecret(await decoy, secret);
  return false;
}
