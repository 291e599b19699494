import { PASSWORD_ENTROPY_GRADE_3_BITS, PASSWORD_ENTROPY_GRADE_4_BITS } from '../constants';
import { characterClassOf, meetsEnforcedPasswordRule } from './password.validator';

/** A password strength grade, 0 (empty or failing) to 4 (strongest). */
export type PasswordGrade = 0 | 1 | 2 | 3 | 4;

/** One level of the password rules (the password rule record of ACC-PASSWORD-2). */
export interface PasswordRule {
  description: string;
  enforced: boolean;
  entropy: number;
  grade: PasswordGrade;
  pattern?: RegExp;
}

/** Pool sizes of each character class used for entropy. */
export const CHARACTER_POOL_SIZES = { lower: 26, upper: 26, digit: 10, special: 32 } as const;

/** Levels above the enforced one, each reached when its entropy threshold is met. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  {
    description: '8 to 50 characters with lower case, upper case, number and special character',
    enforced: true,
    entropy: 0,
    grade: 2,
    pattern: /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[^A-Za-z\d])[^\p{Cc}]{8,50}$/u,
  },
  { description: 'Strong', enforced: false, entropy: PASSWORD_ENTROPY_GRADE_3_BITS, grade: 3 },
  { description: 'Very strong', enforced: false, entropy: PASSWORD_ENTROPY_GRADE_4_BITS, grade: 4 },
];

/** Entropy in bits: distinct characters times log2 of the summed pools of the classes present. */
export function calculatePasswordEntropy(password: string): number {
  const distinct = new Set(password);
  if (distinct.size === 0) return 0;
  const classes = new Set([...distinct].map(characterClassOf));
  const pool = [...classes].reduce((sum, cls) => sum + CHARACTER_POOL_SIZES[cls], 0);
  return distinct.size * Math.log2(pool);
}

/** Grades a password 0 to 4: 0 unless enforced rule met, then up one level per entropy threshold met in order. */
export function gradePassword(password: string): PasswordGrade {
  if (password === '' || !meetsEnforcedPasswordRule(password)) return 0;
  const entropy = calculatePasswordEntropy(password);
  let grade: PasswordGrade = 0;
  for (const rule of PASSWORD_RULES) {
    if (entropy < rule.entropy) break;
    grade = rule.grade;
  }
  return grade;
}
