import { useState } from 'react';
import type { FocusEvent } from 'react';

/**
 * Whether focus is inside the element the handlers are spread on. Moving between its own children
 * keeps it (the blur's relatedTarget is still inside), so a carousel that pauses for focus does
 * not play for a moment on every Tab.
 */
export function useFocusWithin() {
  const [hasFocus, setHasFocus] = useState(false);
  const focusHandlers = {
    onFocus: () => setHasFocus(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHasFocus(false);
    },
  };
  return { hasFocus, focusHandlers };
}
