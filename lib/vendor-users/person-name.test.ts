import { describe, expect, it } from 'vitest';
import { personName } from './person-name';

describe('personName', () => {
  it('prefers the first and last name, then displayName, then the email', () => {
    expect(personName({ firstName: 'Marisol', lastName: 'Vega', displayName: 'mvega', email: 'm@example.com' })).toBe('Marisol Vega');
    expect(personName({ firstName: 'Marisol', lastName: '', displayName: 'mvega', email: 'm@example.com' })).toBe('Marisol');
    expect(personName({ firstName: ' ', lastName: '', displayName: 'mvega', email: 'm@example.com' })).toBe('mvega');
    expect(personName({ firstName: '', lastName: '', displayName: '', email: 'm@example.com' })).toBe('m@example.com');
  });
});
