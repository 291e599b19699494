import { zodResolver } from '@hookform/resolvers/zod';
import { createAccountSchema, type CreateAccountFormInput } from '@catering/domain';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { expect, test } from 'vitest';
import { CountryField } from './country-field';
import { PasswordField } from './password-field';
import { PhoneField } from './phone-field';
import { TextField } from './text-field';

function Fields() {
  const form = useForm<CreateAccountFormInput>({
    resolver: zodResolver(createAccountSchema),
    defaultValues: { firstName: '', phoneNumber: '', password: '', country: 'US' },
  });
  return (
    <form noValidate onSubmit={(event) => void form.handleSubmit(() => undefined)(event)}>
      <TextField control={form.control} name="firstName" label="First name" maxLength={35} />
      <PhoneField control={form.control} name="phoneNumber" label="Phone number" />
      <CountryField control={form.control} name="country" label="Country" />
      <PasswordField control={form.control} name="password" label="Password" showStrength />
      <button type="submit">Create</button>
    </form>
  );
}

test('the phone field masks digits as (###) ###-#### while typing (ACC-FIELD-3)', async () => {
  render(<Fields />);
  const phone = screen.getByRole('textbox', { name: 'Phone number' });
  await userEvent.type(phone, '2025550123');
  expect(phone).toHaveValue('(202) 555-0123');
});

test('a letter typed into the phone field never shows, mid-number or at its end', async () => {
  render(<Fields />);
  const phone = screen.getByRole('textbox', { name: 'Phone number' });
  await userEvent.type(phone, '202555x');
  expect(phone).toHaveValue('(202) 555');
  await userEvent.type(phone, '0123y');
  expect(phone).toHaveValue('(202) 555-0123');
});

test('a field error is shown and tied to its input after a failed submit', async () => {
  render(<Fields />);
  await userEvent.click(screen.getByRole('button', { name: 'Create' }));
  const first = screen.getByRole('textbox', { name: 'First name' });
  expect(first).toBeInvalid();
  expect(first).toHaveAccessibleDescription('First Name is required');
  expect(screen.getByRole('textbox', { name: 'Phone number' })).toHaveAccessibleDescription(
    'Enter your phone number',
  );
});

test('the strength meter names the grade of what is typed (ACC-PASSWORD-2)', async () => {
  render(<Fields />);
  const password = screen.getByLabelText('Password');
  expect(screen.queryByText(/Password strength/)).not.toBeInTheDocument();
  await userEvent.type(password, 'abc');
  expect(password).toHaveAccessibleDescription('Password strength: Too weak');
  await userEvent.type(password, 'A1!ab');
  // Six distinct characters from all four pools: about 39 bits, under grade 3's 48.
  expect(password).toHaveAccessibleDescription('Password strength: Good');
  await userEvent.clear(password);
  await userEvent.type(password, 'Abcdef1!x');
  expect(password).toHaveAccessibleDescription('Password strength: Strong');
  await userEvent.clear(password);
  await userEvent.type(password, 'Vq7!mZ2#pL9$xR4&');
  expect(password).toHaveAccessibleDescription('Password strength: Very strong');
});

test('the show password toggle reveals and hides the password', async () => {
  render(<Fields />);
  const password = screen.getByLabelText('Password');
  const toggle = screen.getByRole('button', { name: 'Show password' });
  await userEvent.click(toggle);
  expect(password).toHaveAttribute('type', 'text');
  expect(toggle).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(toggle);
  expect(password).toHaveAttribute('type', 'password');
});

test('the country field offers United States and Canada', () => {
  render(<Fields />);
  expect(screen.getByRole('combobox', { name: 'Country' })).toHaveValue('US');
  expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
    'United States',
    'Canada',
  ]);
});
