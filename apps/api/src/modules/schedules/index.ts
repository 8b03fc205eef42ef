// The schedules module's public face: a learner's sessions and calendar feed.
export { calendarFeeds } from './schedules.table';
export { createSchedulesService, type SchedulesService } from './schedules.service';
export { schedulesRoutes } from './schedules.routes';
