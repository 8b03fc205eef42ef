/**
 * Where a prerendered page keeps the router's data: a JSON block, which the CSP allows. Its own
 * module, free of imports, so the entry can tell a prerendered page from the shell without
 * loading the router.
 */
export const ROUTER_DATA_ELEMENT_ID = 'router-data';
