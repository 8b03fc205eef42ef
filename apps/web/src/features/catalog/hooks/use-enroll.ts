import type { Course } from '@kaksha/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toastSuccess } from '../../../lib/toast';
import {
  addCourseToCart,
  ADDED_TO_CART_MESSAGE,
  formatAlreadyInCartMessage,
} from '../lib/course-cart';

/** Spec: program pages go to /cart 2 s after adding; catalogue cards go at once. */
export const PROGRAM_PAGE_REDIRECT_MS = 2000;

/**
 * Adds a course to the cart once (a course already there is not added again, and the visitor is
 * told so), shows the toast and then goes to /cart after `redirectDelayMs`.
 */
export function useEnroll(redirectDelayMs: number) {
  const navigate = useNavigate();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timerRef.current), []);

  const enroll = (course: Course) => {
    if (isRedirecting) return;
    const wasAdded = addCourseToCart(course);
    toastSuccess(wasAdded ? ADDED_TO_CART_MESSAGE : formatAlreadyInCartMessage(course.name));
    if (redirectDelayMs <= 0) {
      void navigate('/cart');
      return;
    }
    setIsRedirecting(true);
    timerRef.current = setTimeout(() => void navigate('/cart'), redirectDelayMs);
  };

  return { enroll, isRedirecting };
}
