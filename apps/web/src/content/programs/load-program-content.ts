import type { ProgramId } from '../programs';
import type { ProgramContent } from './program-content.types';

// One chunk per program: opening /course/webmonk does not download the other three pages' copy.
const CONTENT_LOADERS: Record<ProgramId, () => Promise<ProgramContent>> = {
  webmonk: () => import('./webmonk.content').then((m) => m.WEBMONK_CONTENT),
  machinester: () => import('./machinester.content').then((m) => m.MACHINESTER_CONTENT),
  'code-slayer': () => import('./code-slayer.content').then((m) => m.CODE_SLAYER_CONTENT),
  iot: () => import('./iot.content').then((m) => m.IOT_CONTENT),
};

export function loadProgramContent(id: ProgramId): Promise<ProgramContent> {
  return CONTENT_LOADERS[id]();
}
