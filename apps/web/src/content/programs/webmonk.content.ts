import type { ProgramContent } from './program-content.types';

export const WEBMONK_CONTENT: ProgramContent = {
  id: 'webmonk',
  headline: 'Full-Stack Web Development',
  lead: 'Live weekend classes that take you from your first HTML tag to a deployed React and Node application in three months, with every project reviewed by a working developer.',
  facts: {
    rating: 4.8,
    studentCount: '10K+',
    format: 'Online live classes',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
    projectCount: '6+ projects',
  },
  overview: {
    paragraphs: [
      'Webmonk takes you from your first HTML tag to a deployed full-stack application in three months of live weekend classes. Every concept is taught by building: you write code in class, push it to GitHub and get it reviewed by a mentor.',
      'You finish with more than six projects in a public portfolio, a working knowledge of the tools teams actually use (Git, the browser dev tools, Node, a real database and React) and the confidence to take on an internship or a first developer role.',
    ],
    highlights: [
      'Live classes on Saturday and Sunday, recorded for revision',
      'Code reviews on every project from working developers',
      '24*7 teaching-assistant support on the Kaksha community',
      'Paid internships for selected students',
    ],
  },
  roadmap: [
    {
      period: 'Weeks 1-3',
      title: 'Build and style web pages',
      description:
        'Semantic HTML, modern CSS layouts, responsive design and version control with Git.',
    },
    {
      period: 'Weeks 4-7',
      title: 'Make pages interactive',
      description:
        'JavaScript from the ground up, the DOM, fetch and asynchronous code, then React.',
    },
    {
      period: 'Weeks 8-11',
      title: 'Own the back end',
      description:
        'Node and Express APIs, authentication, a database, and deploying the whole stack.',
    },
    {
      period: 'Week 12',
      title: 'Capstone and portfolio',
      description:
        'Ship a full-stack capstone, polish your GitHub profile and rehearse project walkthroughs.',
    },
    {
      period: 'After the program',
      title: 'Frontend or full-stack developer',
      description:
        'Apply for internships and junior roles with a portfolio recruiters can click through.',
    },
  ],
  projects: [
    {
      title: 'Personal portfolio site',
      description:
        'Design and code a responsive portfolio with semantic HTML and CSS Grid, publish it on GitHub Pages and keep it as the home for everything you build next.',
      skills: ['HTML', 'CSS', 'GitHub Pages'],
    },
    {
      title: 'Weather dashboard',
      description:
        'Call a public weather API with fetch, handle loading and error states, and show a five-day forecast with search history saved in localStorage.',
      skills: ['JavaScript', 'Fetch API', 'localStorage'],
    },
    {
      title: 'Kanban task board',
      description:
        'A drag-and-drop task board in React with columns, filters and persistent state, structured into small reusable components and custom hooks.',
      skills: ['React', 'Hooks', 'Component design'],
    },
    {
      title: 'Blogging REST API',
      description:
        'An Express API with user sign-up, hashed passwords, token authentication and CRUD endpoints for posts and comments, backed by a relational database.',
      skills: ['Node', 'Express', 'SQL', 'Auth'],
    },
    {
      title: 'Full-stack storefront',
      description:
        'The capstone: a product catalogue, cart and order history in React on top of your own Node API, deployed with environment-based configuration.',
      skills: ['React', 'Node', 'Database', 'Deployment'],
    },
  ],
  concepts: [
    {
      title: 'HTML',
      topics: [
        'Document structure and semantic elements',
        'Links, images, tables and media',
        'Forms, input types and built-in validation',
        'Accessibility basics: headings, labels and alt text',
      ],
    },
    {
      title: 'CSS',
      topics: [
        'Selectors, specificity and the cascade',
        'The box model, Flexbox and CSS Grid',
        'Responsive design with media queries',
        'Transitions, animations and custom properties',
      ],
    },
    {
      title: 'Git and Github',
      topics: [
        'Commits, branches and merging',
        'Resolving merge conflicts',
        'Pull requests and code review',
        'Publishing projects with GitHub Pages',
      ],
    },
    {
      title: 'JavaScript',
      topics: [
        'Variables, functions, arrays and objects',
        'The DOM and browser events',
        'Promises, async/await and the Fetch API',
        'Modules, closures and ES2015+ features',
      ],
    },
    {
      title: 'Node',
      topics: [
        'The Node runtime and npm packages',
        'Building REST APIs with Express',
        'Middleware, routing and error handling',
        'Authentication with hashed passwords and tokens',
      ],
    },
    {
      title: 'Database',
      topics: [
        'Relational modelling: tables, keys and relations',
        'SQL queries, joins and indexes',
        'Document databases and when to use them',
        'Connecting a database to a Node API safely',
      ],
    },
    {
      title: 'React',
      topics: [
        'Components, props and JSX',
        'State, effects and custom hooks',
        'Client-side routing and forms',
        'Fetching data and deploying a React app',
      ],
    },
  ],
  instructor: {
    name: 'Aditi Raghavan',
    role: 'Senior Full-Stack Engineer',
    experience: '9 years building web products',
    bio: [
      'Aditi has spent nine years shipping web applications for fintech and e-commerce teams, from payment dashboards used by thousands of merchants to storefronts serving millions of page views a month.',
      'She has mentored more than 40 junior developers through their first production releases and teaches the way she reviews code at work: small steps, honest feedback and a working build at the end of every class.',
    ],
    expertise: ['React', 'Node', 'PostgreSQL', 'Web performance'],
  },
  reviews: [
    {
      username: 'Rohan Mehta',
      college: 'VIT Vellore',
      program: 'Webmonk',
      review:
        'I had only written C in college. By week six I had a React app on GitHub, and the storefront capstone is what I walked my interviewer through when I got my internship.',
      rating: 5,
    },
    {
      username: 'Sneha Kulkarni',
      college: 'PICT Pune',
      program: 'Webmonk',
      review:
        'The weekend schedule fit around my semester. Doubts I posted at midnight were answered before morning, which kept me from getting stuck on the Node module.',
      rating: 5,
    },
    {
      username: 'Arjun Nair',
      college: 'NIT Calicut',
      program: 'Webmonk',
      review:
        'Code reviews were the best part. My mentor pointed out things in my Express routes that I would never have noticed on my own.',
      rating: 4,
    },
    {
      username: 'Priya Sharma',
      college: 'IP University, Delhi',
      program: 'Webmonk',
      review:
        'Clear explanations of CSS Grid and async JavaScript, two things YouTube never made click for me. The projects are real enough to put on a resume.',
      rating: 5,
    },
    {
      username: 'Karthik Subramanian',
      college: 'SRM Institute of Science and Technology',
      program: 'Webmonk',
      review:
        'Fast-paced in the React weeks, so plan extra practice time, but the recordings and the TA sessions made it easy to catch up.',
      rating: 4,
    },
  ],
  faqs: [
    {
      question: 'Do I need to know programming before joining Webmonk?',
      answer:
        'No. The program starts with HTML and CSS and introduces programming with JavaScript from the basics. Comfort with a computer and about 5-10 hours a week is all you need.',
    },
    {
      question: 'When are the live classes held?',
      answer:
        'Classes run live on weekends, Saturday and Sunday. Every session is recorded, so you can revise or catch up if you miss one.',
    },
    {
      question: 'How long is the program?',
      answer: 'Three months, with 5-10 hours a week of classes, practice and project work.',
    },
    {
      question: 'When does the next batch start?',
      answer:
        'Each program runs in dated batches; the next open batch, its schedule and seats left are shown at the top of this page. Joining details are sent by e-mail after you register.',
    },
    {
      question: 'What projects will I build?',
      answer:
        'More than six, including a portfolio site, a weather dashboard, a React task board, a REST API with authentication and a full-stack storefront as the capstone.',
    },
    {
      question: 'Will I get a certificate?',
      answer:
        'Not at present: Kaksha does not issue certificates. You finish with more than six graded projects in your own GitHub portfolio, which is what you show recruiters.',
    },
    {
      question: 'Is there an internship after the program?',
      answer:
        'Selected students are offered paid internships based on their project work and assessments. Everyone gets help preparing a portfolio and resume for applications.',
    },
    {
      question: 'What if I get stuck between classes?',
      answer:
        'Teaching assistants are available 24*7 on the Kaksha community. Post your question with your code and you will get help, usually within a few hours.',
    },
    {
      question: 'What do I need on my computer?',
      answer:
        'A laptop or desktop with a modern browser and a stable internet connection. Everything else (VS Code, Node, Git) is free and we install it together in the first week.',
    },
    {
      question: 'How much does Webmonk cost and how can I pay?',
      answer:
        'The current price is on the Enroll button at the top of this page. You can pay with UPI apps, cards or wallets through our payment gateway, and the registration link is also sent to you by e-mail.',
    },
    {
      question: 'Can I get a refund if I change my mind?',
      answer:
        'Yes. Cancel 7 or more days before the batch starts for a full refund; within 7 days, 50% is refundable subject to review. The policy page has the full details.',
    },
    {
      question: 'Which technologies does Webmonk cover?',
      answer:
        'HTML, CSS, Git and GitHub, JavaScript, Node with Express, relational and document databases, and React.',
    },
  ],
};
