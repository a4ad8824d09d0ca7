import { describe, expect, it } from 'vitest';
import { fieldErrors, resetPasswordSchema, signInSchema, signUpSchema, VALIDATION_MESSAGES } from './auth.ts';

function errorsOf(
  schema: typeof signUpSchema | typeof signInSchema | typeof resetPasswordSchema,
  input: unknown,
) {
  const r = schema.safeParse(input);
  return r.success ? {} : fieldErrors(r.error);
}

describe('auth form validation', () => {
  it('reports every required field of sign-up', () => {
    expect(
      errorsOf(signUpSchema, { firstName: '', lastName: ' ', email: '', password: '', confirmPassword: '' }),
    ).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      password: 'passwordRequired',
    });
  });
  it('says one thing about the confirmation: nothing while the password is empty, then required or mismatch', () => {
    const base = { firstName: 'Ana', lastName: 'Ruiz', email: 'ana@example.com' };
    expect(errorsOf(signUpSchema, { ...base, password: '', confirmPassword: '' })).toEqual({
      password: 'passwordRequired',
    });
    expect(errorsOf(signUpSchema, { ...base, password: 'long enough', confirmPassword: '' })).toEqual({
      confirmPassword: 'passwordRequired',
    });
    expect(
      errorsOf(signUpSchema, { ...base, password: 'long enough', confirmPassword: 'long enougH' }),
    ).toEqual({
      confirmPassword: 'passwordsDoNotMatch',
    });
    expect(errorsOf(resetPasswordSchema, { password: '', confirmPassword: '' })).toEqual({
      password: 'passwordRequired',
    });
    expect(errorsOf(resetPasswordSchema, { password: 'long enough', confirmPassword: '' })).toEqual({
      confirmPassword: 'passwordRequired',
    });
  });
  it('rejects a malformed email, a short password and a mismatch', () => {
    const base = {
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: 'ana@example',
      password: 'short',
      confirmPassword: 'short',
    };
    expect(errorsOf(signUpSchema, base)).toMatchObject({
      email: 'emailInvalid',
      password: 'passwordTooShort',
    });
    expect(
      errorsOf(signUpSchema, {
        ...base,
        email: 'ana@example.com',
        password: 'longenough1',
        confirmPassword: 'different1',
      }),
    ).toEqual({ confirmPassword: 'passwordsDoNotMatch' });
  });
  it('accepts exactly 8 characters and trims the email', () => {
    const r = signUpSchema.safeParse({
      firstName: 'Ana',
      lastName: 'Ruiz',
      email: '  ana@example.com ',
      password: '12345678',
      confirmPassword: '12345678',
    });
    expect(r.success && r.data.email).toBe('ana@example.com');
  });
  it('sign-in requires email and password but not their length', () => {
    expect(errorsOf(signInSchema, { email: '', password: '' })).toEqual({
      email: 'emailRequired',
      password: 'passwordRequired',
    });
    expect(signInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
  it('every key has its agreed English wording', () => {
    expect(VALIDATION_MESSAGES.passwordTooShort).toBe('Password must be at least 8 characters');
    expect(VALIDATION_MESSAGES.passwordsDoNotMatch).toBe('Passwords do not match');
  });
});
