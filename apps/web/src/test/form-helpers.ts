import { fireEvent } from '@testing-library/react';

/** Types into a field the way a person does: a change, then leaving the field. */
export function typeInto(input: HTMLInputElement, value: string) {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
}

/** The error announced for an input: the element its aria-describedby names. */
export function errorOf(input: HTMLElement): string {
  const id = input.getAttribute('aria-describedby') ?? '';
  return document.getElementById(id)?.textContent ?? '';
}
