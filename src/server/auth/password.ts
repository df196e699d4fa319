import { type Algorithm, hash, verify } from '@node-rs/argon2'

/** argon2id (the const enum's value 2) with the OWASP-recommended minimum: 19 MiB, 2 iterations. */
const OPTIONS = { algorithm: 2 as Algorithm.Argon2id, memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS)
}

// Verified when the account does not exist, so that "no such account" takes as long as "wrong password".
let dummyHash: Promise<string> | undefined

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('this is not anybody’s password')
  try {
    const ok = await verify(passwordHash ?? (await dummyHash), password)
    return passwordHash !== null && ok
  } catch {
    return false
  }
}
