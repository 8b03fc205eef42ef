/**
 * The event page's FAQ (spec document 2 §9: events have 10), the same for every event. Shared so
 * that the server can write the FAQPage block into an event page's head before the app loads.
 */
export interface EventFaq {
  question: string;
  answer: string;
}

export const EVENT_FAQS: readonly EventFaq[] = [
  {
    question: 'Are Kaksha events free to attend?',
    answer:
      'Most of our live events are free. If an event has a fee or needs a separate sign-up, its page says so and the Enroll Now button takes you to the organiser’s page.',
  },
  {
    question: 'How do I join the event once I have registered?',
    answer:
      'We e-mail you the joining link and a calendar invite when your seat is confirmed, and a reminder before the event starts. Open the link a few minutes early from a laptop or phone with a stable internet connection.',
  },
  {
    question: 'Do I need to install any software?',
    answer:
      'No. Events run in the browser. A recent version of Chrome, Edge, Firefox or Safari is all you need; headphones help in a noisy room.',
  },
  {
    question: 'Will I get a recording if I miss the live session?',
    answer:
      'Recordings of most events are published on the Past Events list and our YouTube channel within a few days. Live attendees also get the slides and any links the speaker shares.',
  },
  {
    question: 'Can I ask the speaker questions?',
    answer:
      'Yes. Every event ends with a live Q&A. Post your questions in the chat during the talk and the host will put them to the speaker.',
  },
  {
    question: 'Do I get a certificate for attending?',
    answer:
      'No. Kaksha events do not come with a certificate: they are free sessions to learn from and to put your questions to the speaker.',
  },
  {
    question: 'Who are the events for?',
    answer:
      'Students from any year and stream, recent graduates and early-career professionals. Each event page says what you should know beforehand, if anything.',
  },
  {
    question: 'The event is full. Can I still attend?',
    answer:
      'Join the waiting list from the event page. When a seat opens we give it to the next person on the list and e-mail them straight away.',
  },
  {
    question: 'How do I cancel my registration?',
    answer:
      'Use the Cancel my registration link in your confirmation e-mail, or sign in and cancel from the event page. Cancelling frees your seat for someone on the waiting list.',
  },
  {
    question: 'Are the events connected to Kaksha’s programs?',
    answer:
      'Many speakers are mentors on our Webmonk, Machinester, Codeslayer and IOT programs, and events are a good way to meet them first. Attending never signs you up for a program.',
  },
];
