/** One of the four sample events of /updated-css (spec §2: title, speaker, date, time). */
export interface SampleEvent {
  /** The key in its Details link, /events/{id}: an event's uniqueNameForUrl. */
  id: string;
  title: string;
  /** A line under the title. */
  summary: string;
  speaker: string;
  /** As shown: "March 15, 2025". */
  date: string;
  /** As shown: "6:00 PM IST". */
  time: string;
}

/** Static sample content, not fetched: the page shows how upcoming events are presented. */
export const SAMPLE_EVENTS: readonly SampleEvent[] = [
  {
    id: 'full-stack-web-development-roadmap',
    title: 'Full-Stack Web Development Roadmap',
    summary: 'From HTML to your first deployed React and Node app, in the order that sticks.',
    speaker: 'Aditi Raghavan',
    date: 'March 15, 2025',
    time: '6:00 PM IST',
  },
  {
    id: 'machine-learning-for-beginners',
    title: 'Machine Learning for Beginners',
    summary: 'What a model really learns, with a live notebook you can run along with us.',
    speaker: 'Rohan Mehta',
    date: 'March 22, 2025',
    time: '11:00 AM IST',
  },
  {
    id: 'cracking-coding-interviews',
    title: 'Cracking Coding Interviews',
    summary: 'The patterns behind most placement questions, and how to explain your approach.',
    speaker: 'Sneha Kulkarni',
    date: 'April 5, 2025',
    time: '7:00 PM IST',
  },
  {
    id: 'building-smart-devices-with-iot',
    title: 'Building Smart Devices with IoT',
    summary: 'Sensors, a microcontroller and the cloud: a home-automation build, step by step.',
    speaker: 'Vikram Iyer',
    date: 'April 12, 2025',
    time: '5:00 PM IST',
  },
];
