import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { getInitials, InitialsAvatar } from './initials-avatar';

describe('InitialsAvatar', () => {
  it('takes the first and last initials', () => {
    expect(getInitials('Ananya Deshpande')).toBe('AD');
    expect(getInitials('  rohan  kumar  menon ')).toBe('RM');
    expect(getInitials('Zoya')).toBe('Z');
    expect(getInitials('')).toBe('');
  });

  it('is decorative and gives a name the same colours every time', () => {
    const first = render(<InitialsAvatar name="Ishita Rao" />).container.firstElementChild!;
    const second = render(<InitialsAvatar name="Ishita Rao" />).container.firstElementChild!;
    expect(first.getAttribute('aria-hidden')).toBe('true');
    expect(first.textContent).toBe('IR');
    expect(second.className).toBe(first.className);
  });
});
