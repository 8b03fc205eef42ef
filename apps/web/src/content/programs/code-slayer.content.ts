import type { ProgramContent } from './program-content.types';

export const CODE_SLAYER_CONTENT: ProgramContent = {
  id: 'code-slayer',
  headline: 'Competitive Programming and Placement Preparation',
  lead: 'An eight-week sprint for placement season: the data structures and algorithms coding rounds test, solved live with a mentor every weekend and practised under contest conditions.',
  facts: {
    rating: 4.8,
    studentCount: '10K+',
    format: 'Online live classes',
    duration: '2 months',
    weeklyHours: '2-10 hrs/week',
  },
  overview: {
    paragraphs: [
      'CodeSlayer is an eight-week sprint for placement season. You learn the data structures and algorithms that coding rounds test, solve problems live with a mentor every weekend and practise under contest conditions until patterns become second nature.',
      'The program ends with mock interviews and a resume review, so you walk into online assessments and technical rounds knowing how to think aloud, estimate complexity and write clean code under time pressure.',
    ],
    benefits: [
      {
        icon: 'live',
        title: 'Live problem solving',
        description: 'Weekend classes where problems are solved from scratch, mistakes included.',
      },
      {
        icon: 'project',
        title: '300+ curated problems',
        description: 'Sorted by pattern and difficulty, from warm-ups to contest-level questions.',
      },
      {
        icon: 'mentor',
        title: 'Mock interviews',
        description: 'One-to-one technical interviews with engineers, with written feedback.',
      },
      {
        icon: 'support',
        title: '24*7 doubt support',
        description: 'Teaching assistants help you debug solutions at any hour.',
      },
      {
        icon: 'community',
        title: 'Weekly contests',
        description: 'Timed contests with your batch and a leaderboard to push your pace.',
      },
      {
        icon: 'award',
        title: 'Clear refund policy',
        description:
          'A full refund up to 7 days before your batch starts, asked for from My programs.',
      },
      {
        icon: 'internship',
        title: 'Placement support',
        description: 'Resume reviews, referrals and paid internships for selected students.',
      },
      {
        icon: 'badge',
        title: 'TBStar badges',
        description: 'Climb from Bronze to Platinum by solving consistently.',
      },
    ],
  },
  roadmap: [
    {
      period: 'Weeks 1-2',
      title: 'Foundations',
      description: 'Complexity analysis, arrays, strings, hashing and two-pointer techniques.',
    },
    {
      period: 'Weeks 3-4',
      title: 'Core data structures',
      description: 'Linked lists, stacks, queues, trees, heaps and binary search patterns.',
    },
    {
      period: 'Weeks 5-6',
      title: 'Advanced algorithms',
      description: 'Graphs, recursion and backtracking, greedy methods and dynamic programming.',
    },
    {
      period: 'Weeks 7-8',
      title: 'Interview readiness',
      description: 'Timed contests, mock interviews, resume review and company-specific practice.',
    },
    {
      period: 'After the program',
      title: 'Software engineer roles',
      description: 'Clear online assessments and technical rounds for SDE and internship roles.',
    },
  ],
  projects: [
    {
      title: 'LRU cache from scratch',
      description:
        'Implement a least-recently-used cache with a hash map and a doubly linked list so that get and put both run in O(1), then test it against edge cases.',
      skills: ['Hashing', 'Linked lists', 'Design'],
    },
    {
      title: 'Metro route planner',
      description:
        'Model a city metro network as a weighted graph and find the fastest route between stations with Dijkstra’s algorithm, including interchange penalties.',
      skills: ['Graphs', 'Dijkstra', 'Priority queues'],
    },
    {
      title: 'Sudoku solver',
      description:
        'Solve any valid 9x9 Sudoku with backtracking, then speed it up with constraint propagation and compare the number of states explored by each version.',
      skills: ['Recursion', 'Backtracking', 'Pruning'],
    },
    {
      title: 'Autocomplete engine',
      description:
        'Build a trie over a dictionary of words with frequencies and return the top suggestions for any prefix, the way a search box does as you type.',
      skills: ['Tries', 'Heaps', 'Strings'],
    },
    {
      title: 'Contest practice tracker',
      description:
        'A command-line tool that logs solved problems by pattern and difficulty and uses spaced repetition to pick which problems you should revisit next.',
      skills: ['Sorting', 'Scheduling', 'Clean code'],
    },
  ],
  concepts: [
    {
      title: 'Complexity Analysis',
      topics: [
        'Big-O, Big-Omega and Big-Theta',
        'Time versus space trade-offs',
        'Estimating limits from constraints',
        'Amortised analysis',
      ],
    },
    {
      title: 'Arrays, Strings and Hashing',
      topics: [
        'Prefix sums and sliding windows',
        'Two pointers and sorting tricks',
        'Hash maps and sets for counting',
        'String matching basics',
      ],
    },
    {
      title: 'Linked Lists, Stacks and Queues',
      topics: [
        'Reversal, merging and cycle detection',
        'Monotonic stacks',
        'Queues, deques and sliding-window maximum',
        'Implementing one structure with another',
      ],
    },
    {
      title: 'Trees and Heaps',
      topics: [
        'Traversals: in-order, pre-order, post-order and level order',
        'Binary search trees',
        'Heaps and priority queues',
        'Lowest common ancestor and tree diameters',
      ],
    },
    {
      title: 'Graphs',
      topics: [
        'BFS, DFS and connected components',
        'Topological sort',
        'Shortest paths: Dijkstra and Bellman-Ford',
        'Union-find and minimum spanning trees',
      ],
    },
    {
      title: 'Recursion, Backtracking and Greedy',
      topics: [
        'Recursion trees and base cases',
        'Subsets, permutations and N-Queens',
        'Greedy choice and exchange arguments',
        'Binary search on the answer',
      ],
    },
    {
      title: 'Dynamic Programming',
      topics: [
        'Memoisation versus tabulation',
        'Knapsack, LIS and LCS families',
        'DP on grids and strings',
        'Bitmask and interval DP',
      ],
    },
    {
      title: 'Interview Preparation',
      topics: [
        'Thinking aloud and clarifying questions',
        'Writing and testing code on a shared editor',
        'Behavioural questions and project stories',
        'Resume and profile review',
      ],
    },
  ],
  instructor: {
    name: 'Siddharth Jain',
    role: 'Software Engineer and competitive programmer',
    experience: '7 years in product engineering',
    bio: [
      'Siddharth is a rated competitive programmer who has set problems for college contests and interviewed hundreds of candidates for backend engineering roles.',
      'He knows what interviewers look for beyond a correct answer: a clear approach, honest complexity analysis and code someone else can read. His classes train all three.',
    ],
    expertise: ['Algorithms', 'C++', 'Java', 'System design basics'],
  },
  reviews: [
    {
      username: 'Aman Gupta',
      college: 'DTU Delhi',
      program: 'CodeSlayer',
      review:
        'Went from freezing on medium problems to solving most of them in 30 minutes. Cleared the online assessment of my dream company.',
      rating: 5,
    },
    {
      username: 'Pooja Reddy',
      college: 'CBIT Hyderabad',
      program: 'CodeSlayer',
      review:
        'The pattern-wise problem list is gold. Dynamic programming finally stopped feeling like magic.',
      rating: 5,
    },
    {
      username: 'Nikhil Joshi',
      college: 'VJTI Mumbai',
      program: 'CodeSlayer',
      review:
        'Mock interviews were nerve-wracking in a good way. The feedback on how I explained my approach changed how I interview.',
      rating: 5,
    },
    {
      username: 'Shreya Patel',
      college: 'Nirma University',
      program: 'CodeSlayer',
      review:
        'Weekly contests kept me consistent. I wish the graph weeks were longer, but the TA sessions filled the gaps.',
      rating: 4,
    },
    {
      username: 'Harsh Vardhan',
      college: 'Manipal Institute of Technology',
      program: 'CodeSlayer',
      review:
        'Two months was the right length before placements. Short, intense and focused on what actually gets asked.',
      rating: 5,
    },
    {
      username: 'Meera Krishnan',
      college: 'PSG College of Technology',
      program: 'CodeSlayer',
      review:
        'Doubts were answered even late at night. The sliding window and monotonic stack sessions were my favourites.',
      rating: 4,
    },
    {
      username: 'Yash Agarwal',
      college: 'LNMIIT Jaipur',
      program: 'CodeSlayer',
      review:
        'Got an internship offer after the placement drive. The resume review alone was worth it.',
      rating: 5,
    },
    {
      username: 'Tanvi Shah',
      program: 'CodeSlayer',
      review:
        'I joined while preparing for off-campus roles. Structured practice and the leaderboard kept me motivated every week.',
      rating: 4,
    },
  ],
  faqs: [
    {
      question: 'Who is CodeSlayer for?',
      answer:
        'Students and early-career engineers preparing for coding rounds, online assessments and technical interviews, and anyone who wants to start competitive programming.',
    },
    {
      question: 'Which programming language should I use?',
      answer:
        'Classes use C++ and Java side by side, and Python solutions are shared for every problem. Use whichever language you are most comfortable with.',
    },
    {
      question: 'How long is the program?',
      answer:
        'Two months, with 2-10 hours a week depending on how many practice problems you take on.',
    },
    {
      question: 'When are the classes held?',
      answer:
        'Live classes are on weekends, Saturday and Sunday, with weekly contests at a fixed time. Every class is recorded.',
    },
    {
      question: 'When does the next batch start?',
      answer:
        'Each program runs in dated batches; the next open batch, its schedule and seats left are shown at the top of this page. Joining details are sent by e-mail after you register.',
    },
    {
      question: 'Do I need to know data structures already?',
      answer:
        'You should be able to write loops and functions in one language. Data structures are taught from the start, beginning with complexity analysis.',
    },
    {
      question: 'How are mock interviews conducted?',
      answer:
        'One-to-one over video with an engineer, on a shared code editor, followed by written feedback on problem solving, code quality and communication.',
    },
    {
      question: 'Will I get a certificate?',
      answer:
        'Not at present: Kaksha does not issue certificates. You finish with your contest record and the practice of a mock interview, which are what count in placement rounds.',
    },
    {
      question: 'Does CodeSlayer guarantee a job?',
      answer:
        'No program can guarantee a job. CodeSlayer gives you structured preparation, mock interviews, resume help and referrals, and selected students are offered paid internships.',
    },
    {
      question: 'What if I miss a weekend class?',
      answer:
        'Watch the recording and post any doubts to the teaching assistants, who are available 24*7.',
    },
    {
      question: 'How much does it cost and how do I pay?',
      answer:
        'The current price is on the Enroll button at the top of this page. Pay with UPI apps, cards or wallets through our payment gateway; the registration link is also sent by e-mail.',
    },
    {
      question: 'What is the refund policy?',
      answer:
        'Cancel 7 or more days before the batch starts for a full refund; within 7 days, 50% is refundable subject to review. See the policy page for details.',
    },
  ],
};
