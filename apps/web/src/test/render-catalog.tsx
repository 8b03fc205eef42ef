import type { Course } from '@kaksha/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { Toaster } from 'sonner';
import { useCartItems } from '../lib/cart-store';
import { courseQueryKeys } from '../features/catalog/api';
import { CoursePage, loadCoursePage } from '../features/catalog/routes/course-page';
import { ProgramsPage } from '../features/catalog/routes/programs-page';

// Test-only helpers for the catalogue pages.

/** The catalogue as GET /api/v1.5/courses answers it (seeded by the API). */
export const API_COURSES: readonly Course[] = [
  {
    id: 'webmonk',
    name: 'Webmonk',
    description:
      'Full-stack web development: HTML, CSS, JavaScript, Git, Node, databases and React.',
    image: '/images/courses/webmonk.svg',
    price: 4999,
    discountedPrice: 3499,
    currency: 'INR',
  },
  {
    id: 'machinester',
    name: 'Machinester',
    description: 'Machine learning from Python and statistics to models you can deploy.',
    image: '/images/courses/machinester.svg',
    price: 4999,
    discountedPrice: null,
    currency: 'INR',
  },
  {
    id: 'iot',
    name: 'IOT',
    description: 'Robotics and the Internet of Things.',
    image: '/images/courses/iot.svg',
    price: 4999,
    discountedPrice: null,
    currency: 'INR',
  },
  {
    id: 'code-slayer',
    name: 'Codeslayer',
    description: 'Placement and competitive-programming preparation.',
    image: '/images/courses/code-slayer.svg',
    price: 4999,
    discountedPrice: null,
    currency: 'INR',
  },
];

/** A client whose cache already holds these courses, as after a successful fetch. */
export function createCatalogQueryClient(courses: readonly Course[] = []): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  if (courses.length > 0) client.setQueryData(courseQueryKeys.list, [...courses]);
  for (const course of courses) client.setQueryData(courseQueryKeys.detail(course.id), course);
  return client;
}

/** Stands in for the cart page: a heading and the stored lines. */
function CartProbe() {
  const items = useCartItems();
  return (
    <>
      <h1>Your Cart</h1>
      <ul aria-label="Cart lines">
        {items.map((item) => (
          <li key={item.id}>{item.name}</li>
        ))}
      </ul>
    </>
  );
}

export function renderCatalog(path: string, queryClient = createCatalogQueryClient(API_COURSES)) {
  const router = createMemoryRouter(
    [
      { path: '/programs', Component: ProgramsPage },
      { path: '/course/:slug', loader: loadCoursePage, Component: CoursePage },
      { path: '/cart', Component: CartProbe },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { router, queryClient };
}

export function readStoredCart(): Array<Record<string, unknown>> {
  return JSON.parse(localStorage.getItem('cart') ?? '[]') as Array<Record<string, unknown>>;
}
