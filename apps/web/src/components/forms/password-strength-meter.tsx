import { gradePassword, type PasswordGrade } from '@catering/domain';

/** Words for each strength grade; grade 2 is the least a new account accepts (ACC-PASSWORD-3). */
export const PASSWORD_GRADE_LABELS: Record<PasswordGrade, string> = {
  0: 'Too weak',
  1: 'Weak',
  2: 'Good',
  3: 'Strong',
  4: 'Very strong',
};

const BAR_COLOURS: Record<PasswordGrade, string> = {
  0: 'bg-chile',
  1: 'bg-chile',
  2: 'bg-verde-600',
  3: 'bg-verde-700',
  4: 'bg-verde-800',
};

/** Four bars and a word for the password's grade 0 to 4 (ACC-PASSWORD-2); nothing while empty. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  if (password === '') return null;
  const grade = gradePassword(password);
  return (
    <span className="block">
      <span aria-hidden="true" className="mb-1 flex gap-1">
        {[1, 2, 3, 4].map((bar) => (
          <span
            key={bar}
            className={`h-1.5 flex-1 rounded-full ${bar <= Math.max(grade, 1) ? BAR_COLOURS[grade] : 'bg-masa-300'}`}
          />
        ))}
      </span>
      <span className="block font-semibold text-ink">
        Password strength: {PASSWORD_GRADE_LABELS[grade]}
      </span>
    </span>
  );
}
