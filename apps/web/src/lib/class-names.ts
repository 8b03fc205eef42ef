/** Joins the truthy class names; lets components add conditional classes without a dependency. */
export function joinClassNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
