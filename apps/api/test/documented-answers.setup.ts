import { afterAll, expect } from 'vitest';
import { undocumentedAnswers } from './documented-answers';

// Each API test file ends by checking that every 4xx it saw is in the OpenAPI document.
afterAll(() => {
  expect([...undocumentedAnswers].sort(), 'answers missing from the OpenAPI document').toEqual([]);
});
