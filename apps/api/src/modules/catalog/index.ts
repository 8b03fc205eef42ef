// The catalogue module's public face.
export { courses, type CourseRow } from './catalog.table';
export { createCatalogCache, type CatalogCache } from './catalog-cache';
export { createCatalogService, type CatalogService } from './catalog.service';
export { catalogRoutes } from './catalog.routes';
export { createCoursePageHeads } from './course-page-head';
export { findActiveCourse, findActiveCoursesByIds } from './catalog.repository';
export { seedCatalog } from './catalog.seed';
