import { describe, expect, it } from 'vitest';
import { registerUpcaster, upcast } from './upcasters';

describe('upcasters', () => {
  // A made-up event whose shape changed twice: v1 had one name field, v2 split it, v3 renamed a field.
  registerUpcaster('TestMemberRenamed', 1, (data) => {
    const { name } = data as { name: string };
    const [firstName = '', ...rest] = name.split(' ');
    return { firstName, lastName: rest.join(' ') };
  });
  registerUpcaster('TestMemberRenamed', 2, (data) => {
    const { firstName, lastName } = data as { firstName: string; lastName: string };
    return { givenName: firstName, familyName: lastName };
  });

  it('runs the chain from the stored version to the current one', () => {
    expect(upcast('TestMemberRenamed', { name: 'Grace Community Church' }, 1, 3)).toEqual({
      givenName: 'Grace',
      familyName: 'Community Church',
    });
    expect(upcast('TestMemberRenamed', { firstName: 'Sam', lastName: 'Nguyen' }, 2, 3)).toEqual({
      givenName: 'Sam',
      familyName: 'Nguyen',
    });
  });

  it('leaves current data alone and fails loudly on a gap in the chain', () => {
    const current = { givenName: 'Maria', familyName: 'Lopez' };
    expect(upcast('TestMemberRenamed', current, 3, 3)).toBe(current);
    expect(() => upcast('TestMemberRenamed', {}, 3, 4)).toThrow('No upcaster for TestMemberRenamed from version 3');
  });
});
