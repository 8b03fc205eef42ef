import { describe, expect, it } from 'vitest';
import { AppError } from '../../core/app-error';
import { applyProfilePatch } from './profile-patch';

const current = { name: 'Asha', mobileNumber: '', collegeName: '', stream: '' };
const attempt = (patch: unknown) => () => applyProfilePatch(current, patch as never);

describe('applyProfilePatch', () => {
  it('applies replace operations on the editable fields, trimmed', () => {
    expect(
      applyProfilePatch(current, [
        { op: 'replace', path: '/name', value: ' Asha Rao ' },
        { op: 'replace', path: '/mobileNumber', value: '9876543210' },
        { op: 'replace', path: '/collegeName', value: 'RVCE' },
        { op: 'replace', path: '/stream', value: 'CSE' },
      ]),
    ).toEqual({ name: 'Asha Rao', mobileNumber: '9876543210', collegeName: 'RVCE', stream: 'CSE' });
    expect(current.name).toBe('Asha');
  });

  it.each([
    ['add', { op: 'add', path: '/name', value: 'x' }, /only 'replace'/],
    ['remove', { op: 'remove', path: '/name' }, /only 'replace'/],
    ['move with from', { op: 'move', from: '/name', path: '/stream' }, /only 'replace'/],
    ['copy', { op: 'copy', from: '/name', path: '/stream' }, /only 'replace'/],
    [
      'replace with from',
      { op: 'replace', path: '/name', value: 'x', from: '/email' },
      /'from' is not allowed/,
    ],
    ['role', { op: 'replace', path: '/role', value: 'ADMIN' }, /cannot be changed/],
    ['email', { op: 'replace', path: '/email', value: 'x@y.in' }, /cannot be changed/],
    ['proto', { op: 'replace', path: '/__proto__/role', value: 'ADMIN' }, /cannot be changed/],
    [
      'constructor',
      { op: 'replace', path: '/constructor/prototype/role', value: 'ADMIN' },
      /cannot be changed/,
    ],
    ['non-string value', { op: 'replace', path: '/name', value: { $ne: 1 } }, /must be text/],
  ])('refuses %s', (_label, operation, message) => {
    expect(attempt([operation])).toThrow(AppError);
    expect(attempt([operation])).toThrow(message);
  });

  it('applies the profile rules of the spec', () => {
    expect(attempt([{ op: 'replace', path: '/mobileNumber', value: '98765' }])).toThrow(
      'Invalid phone number',
    );
    expect(attempt([{ op: 'replace', path: '/mobileNumber', value: '98765432101' }])).toThrow(
      'Invalid phone number',
    );
    expect(attempt([{ op: 'replace', path: '/name', value: '   ' }])).toThrow(
      'Fullname is required',
    );
    expect(attempt([{ op: 'replace', path: '/collegeName', value: '' }])).toThrow(
      'College Name is required',
    );
    expect(attempt([{ op: 'replace', path: '/stream', value: '' }])).toThrow('Stream is required');
  });

  it('refuses the whole patch when one operation is bad', () => {
    expect(
      attempt([
        { op: 'replace', path: '/name', value: 'New' },
        { op: 'replace', path: '/role', value: 'ADMIN' },
      ]),
    ).toThrow(/cannot be changed/);
  });
});
