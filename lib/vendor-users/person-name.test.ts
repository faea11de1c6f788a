import { describe, expect, it } from 'vitest';
import { greetingName, personName } from './person-name';

describe('personName', () => {
  it('prefers the first and last name, then displayName, then the email', () => {
    expect(personName({ firstName: 'Marisol', lastName: 'Vega', displayName: 'mvega', email: 'm@example.com' })).toBe('Marisol Vega');
    expect(personName({ firstName: 'Marisol', lastName: '', displayName: 'mvega', email: 'm@example.com' })).toBe('Marisol');
    expect(personName({ firstName: ' ', lastName: '', displayName: 'mvega', email: 'm@example.com' })).toBe('mvega');
    expect(personName({ firstName: '', lastName: '', displayName: '', email: 'm@example.com' })).toBe('m@example.com');
  });
});

describe('greetingName (issue 9 §5)', () => {
  it('greets by the first name given, else as personName', () => {
    expect(greetingName({ firstName: 'Dana', lastName: 'Reyes', displayName: 'danauxd1795357959734', email: 'd@example.com' })).toBe('Dana');
    expect(greetingName({ firstName: ' ', lastName: '', displayName: 'DanaReyes', email: 'd@example.com' })).toBe('DanaReyes');
    expect(greetingName({ firstName: '', lastName: '', displayName: '', email: 'd@example.com' })).toBe('d@example.com');
  });
});
