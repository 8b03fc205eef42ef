/**
 * The landing page's media presence carousel (spec §3 media item: title, para, image, link).
 * Like the About page's media section (content/about-us.ts), it shows only what Kaksha itself
 * publishes, so no card claims press coverage we do not have and every link leads to what the
 * card promises: our blog posts, our recorded events, and the About page's list of our channels.
 * When real articles about Kaksha appear, add them here with their links.
 */

export interface MediaItem {
  id: string;
  /** Where the piece lives, shown above the title. */
  source: string;
  title: string;
  para: string;
  /** A decorative banner under apps/web/public, 320×120 (the title says what the card is). */
  image: string;
  /** An in-site path. */
  link: string;
  /** The link's visible text; screen readers also hear the title. */
  linkLabel: string;
}

export const MEDIA_IMAGE_SIZE = { width: 320, height: 120 } as const;

export const MEDIA_ITEMS: readonly MediaItem[] = [
  {
    id: 'full-stack-roadmap',
    source: 'Kaksha blog',
    title: 'A full-stack roadmap for your second year of engineering',
    para: 'A month-by-month plan from HTML and Git to React, Node and PostgreSQL that fits around classes and internals.',
    image: '/images/media/full-stack-roadmap.svg',
    link: '/blog/six',
    linkLabel: 'Read the post',
  },
  {
    id: 'event-recordings',
    source: 'Kaksha events',
    title: 'Recordings of our live workshops',
    para: 'Missed a session? Replay our mentors’ talks and workshops, from first Git commits to interview preparation.',
    image: '/images/media/event-recordings.svg',
    link: '/event-listing?view=past',
    linkLabel: 'Watch the recordings',
  },
  {
    id: 'placement-dsa',
    source: 'Kaksha blog',
    title: 'Cracking placement DSA rounds without burning out',
    para: 'How online assessments work, the patterns that cover most questions, and an eight-week plan beside your semester.',
    image: '/images/media/placement-dsa.svg',
    link: '/blog/eight',
    linkLabel: 'Read the post',
  },
  {
    id: 'esp32-climate',
    source: 'Kaksha blog',
    title: 'A weekend IoT project with an ESP32 room-climate monitor',
    para: 'Build a Wi-Fi temperature and humidity monitor in two days and learn the basics behind every IoT product.',
    image: '/images/media/esp32-climate.svg',
    link: '/blog/nine',
    linkLabel: 'Read the post',
  },
  {
    id: 'social-channels',
    source: 'Kaksha on social media',
    title: 'Follow our classes, events and alumni news',
    para: 'Demo days on YouTube, partner news on LinkedIn and batch updates on Instagram, X and Facebook.',
    image: '/images/media/social-channels.svg',
    link: '/about-us#media',
    linkLabel: 'See our channels',
  },
  {
    id: 'portfolio-guide',
    source: 'Kaksha blog',
    title: 'How to build a portfolio that gets you internship interviews',
    para: 'Three focused projects, READMEs that explain your decisions and a one-page résumé that links to live work.',
    image: '/images/media/portfolio-guide.svg',
    link: '/blog/ten',
    linkLabel: 'Read the post',
  },
];
