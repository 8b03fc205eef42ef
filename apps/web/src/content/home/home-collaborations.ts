/**
 * The campuses and communities Kaksha runs programs and events with. Every name here is
 * fictional, made up for this placeholder copy, so that the site claims no real institution's
 * partnership; replace them with the signed partners before launch.
 */

export interface Institution {
  id: string;
  name: string;
  city: string;
}

export interface Community {
  id: string;
  name: string;
  /** What the collaboration is about. */
  focus: string;
}

export const PARTNER_INSTITUTIONS: readonly Institution[] = [
  { id: 'deccan-it', name: 'Deccan Institute of Technology', city: 'Hyderabad' },
  { id: 'kaveri-valley', name: 'Kaveri Valley College of Engineering', city: 'Mysuru' },
  {
    id: 'brahmaputra-valley',
    name: 'Brahmaputra Valley Institute of Technology',
    city: 'Guwahati',
  },
  { id: 'coromandel', name: 'Coromandel College of Engineering', city: 'Chennai' },
  { id: 'konkan-coast', name: 'Konkan Coast College of Engineering', city: 'Ratnagiri' },
  { id: 'malwa-plateau', name: 'Malwa Plateau University', city: 'Indore' },
];

export const PARTNER_COMMUNITIES: readonly Community[] = [
  { id: 'frontend-circle', name: 'Bengaluru Frontend Circle', focus: 'Monthly web meet-ups' },
  { id: 'robotics-guild', name: 'Hyderabad Robotics Guild', focus: 'Weekend hardware hack days' },
  { id: 'ml-makers', name: 'ML Makers Pune', focus: 'Paper-reading and Kaggle nights' },
  { id: 'campus-coders', name: 'Campus Coders Collective', focus: 'Inter-college coding contests' },
];
