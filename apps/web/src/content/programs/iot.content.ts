import type { ProgramContent } from './program-content.types';

export const IOT_CONTENT: ProgramContent = {
  id: 'iot',
  headline: 'Robotics & IoT',
  lead: 'Build connected devices end to end in three months of live weekend classes: wire sensors to a microcontroller, send readings over Wi-Fi and drive motors with your own code.',
  facts: {
    rating: 4.7,
    studentCount: '10K+',
    format: 'Online live classes',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
  },
  overview: {
    paragraphs: [
      'The IOT program teaches you to build connected devices end to end: wire sensors to a microcontroller, program it, send readings over Wi-Fi and show them on a live dashboard. Robotics modules add motors, control loops and autonomous behaviour.',
      'Classes are live on weekends and every build starts in a browser-based simulator, so you can learn before your kit arrives and then repeat the project on real hardware with a mentor checking your circuits.',
    ],
    benefits: [
      {
        icon: 'live',
        title: 'Live weekend classes',
        description: 'Build along with the instructor every Saturday and Sunday.',
      },
      {
        icon: 'project',
        title: 'Hands-on builds',
        description: 'Five projects that go from breadboard to cloud dashboard.',
      },
      {
        icon: 'mentor',
        title: 'Hardware mentors',
        description: 'Engineers who design embedded products review your circuits and code.',
      },
      {
        icon: 'support',
        title: '24*7 TA support',
        description: 'Help with wiring, firmware and connectivity problems at any hour.',
      },
      {
        icon: 'community',
        title: 'Maker community',
        description: 'Share builds, swap parts advice and team up for hackathons.',
      },
      {
        icon: 'award',
        title: 'Clear refund policy',
        description:
          'A full refund up to 7 days before your batch starts, asked for from My programs.',
      },
      {
        icon: 'internship',
        title: 'Paid internships',
        description: 'Selected students are offered paid internships after the program.',
      },
      {
        icon: 'badge',
        title: 'TBStar badges',
        description: 'Earn Platinum, Gold, Silver or Bronze badges for standout builds.',
      },
    ],
  },
  roadmap: [
    {
      period: 'Weeks 1-3',
      title: 'Electronics and Arduino',
      description: 'Circuits, Ohm’s law, breadboards and programming an Arduino in C++.',
    },
    {
      period: 'Weeks 4-6',
      title: 'Sensors and actuators',
      description: 'Reading temperature, distance and motion; driving LEDs, relays and motors.',
    },
    {
      period: 'Weeks 7-9',
      title: 'Connected devices',
      description: 'ESP32 and Wi-Fi, MQTT and HTTP, cloud dashboards and alerts.',
    },
    {
      period: 'Weeks 10-12',
      title: 'Robotics and capstone',
      description: 'Motor control, a line-following robot and a capstone of your own design.',
    },
    {
      period: 'After the program',
      title: 'Embedded or IoT developer',
      description: 'Apply for embedded, IoT and robotics internships with working builds to show.',
    },
  ],
  projects: [
    {
      title: 'Smart plant watering system',
      description:
        'Measure soil moisture with a capacitive sensor and switch a small pump through a relay when the plant is dry, with thresholds you can tune from your phone.',
      skills: ['Arduino', 'Sensors', 'Relays'],
    },
    {
      title: 'Home automation switchboard',
      description:
        'Control lights and a fan from a web page served by an ESP32, with manual override switches and the state kept in sync across every connected device.',
      skills: ['ESP32', 'Wi-Fi', 'Web server'],
    },
    {
      title: 'Cloud weather station',
      description:
        'Publish temperature, humidity and air-pressure readings over MQTT every minute and chart them on a cloud dashboard with alerts for unusual values.',
      skills: ['MQTT', 'Cloud dashboards', 'Alerts'],
    },
    {
      title: 'Line-following robot',
      description:
        'Assemble a two-wheel robot chassis, read infrared line sensors and tune a PID controller so the robot follows a track smoothly at speed.',
      skills: ['Robotics', 'Motor drivers', 'PID control'],
    },
    {
      title: 'Smart parking sensor',
      description:
        'Detect whether parking bays are occupied with ultrasonic sensors and show free spaces on a live map that updates as cars arrive and leave.',
      skills: ['Ultrasonic sensors', 'IoT platform', 'Dashboards'],
    },
  ],
  concepts: [
    {
      title: 'Electronics Fundamentals',
      topics: [
        'Voltage, current, resistance and Ohm’s law',
        'Breadboards, resistors, LEDs and transistors',
        'Reading a datasheet',
        'Safe power supply and wiring practices',
      ],
    },
    {
      title: 'Arduino Programming',
      topics: [
        'The Arduino IDE and the setup/loop model',
        'Digital and analog input and output',
        'PWM, timers and interrupts',
        'Debugging with the serial monitor',
      ],
    },
    {
      title: 'Sensors and Actuators',
      topics: [
        'Temperature, humidity, motion and distance sensors',
        'I2C and SPI buses',
        'Relays, servos and DC motors',
        'Filtering noisy readings',
      ],
    },
    {
      title: 'ESP32 and Wireless Connectivity',
      topics: [
        'ESP32 setup and Wi-Fi connection',
        'Serving a web page from a device',
        'Bluetooth Low Energy basics',
        'Over-the-air firmware updates',
      ],
    },
    {
      title: 'IoT Protocols and Cloud',
      topics: [
        'HTTP versus MQTT',
        'Publishing and subscribing to topics',
        'Storing and charting readings on a cloud dashboard',
        'Alerts and automations',
      ],
    },
    {
      title: 'Robotics',
      topics: [
        'Robot chassis, motor drivers and power',
        'Line and obstacle sensing',
        'PID control explained with experiments',
        'Autonomous behaviour with state machines',
      ],
    },
    {
      title: 'IoT Security',
      topics: [
        'Securing credentials on devices',
        'TLS for device-to-cloud traffic',
        'Network segmentation for smart homes',
        'Keeping firmware up to date',
      ],
    },
  ],
  instructor: {
    name: 'Neha Pillai',
    role: 'Embedded Systems Engineer',
    experience: '8 years designing connected hardware',
    bio: [
      'Neha designs firmware and circuit boards for smart-energy meters and industrial sensors that run for years in the field on a single battery.',
      'She started with hobby robotics in college and still judges student robotics competitions. Her classes mix theory with live builds on camera, including the wiring mistakes and how to find them.',
    ],
    expertise: ['Embedded C', 'ESP32', 'MQTT', 'PCB design'],
  },
  reviews: [
    {
      username: 'Aditya Kumar',
      college: 'BIT Mesra',
      program: 'IOT',
      review:
        'The simulator meant I could start before my kit arrived. My weather station has been posting readings from my balcony for months now.',
      rating: 5,
    },
    {
      username: 'Kavya Hegde',
      college: 'RV College of Engineering',
      program: 'IOT',
      review:
        'PID control finally made sense when we tuned the robot live in class. Great mix of electronics and programming.',
      rating: 5,
    },
    {
      username: 'Saurabh Singh',
      college: 'KIIT Bhubaneswar',
      program: 'IOT',
      review:
        'Circuit reviews from the mentor saved me from frying a board twice. The MQTT module was the most useful part for my final-year project.',
      rating: 4,
    },
    {
      username: 'Fatima Sheikh',
      college: 'MIT World Peace University',
      program: 'IOT',
      review:
        'I came from a mechanical background with no coding. The pace was manageable and TAs were patient with my questions.',
      rating: 5,
    },
    {
      username: 'Vivek Rao',
      program: 'IOT',
      review:
        'Good depth on ESP32 and dashboards. A little more on security would be nice, but the capstone guidance was excellent.',
      rating: 4,
    },
  ],
  faqs: [
    {
      question: 'Do I need an electronics background?',
      answer:
        'No. The program starts with circuits and Ohm’s law. Students from electrical, mechanical and computer science backgrounds all join.',
    },
    {
      question: 'Do I need to buy a hardware kit?',
      answer:
        'A starter kit with an Arduino, an ESP32 and common sensors is recommended, and the parts list is shared after enrolment. Every project can also be done in a browser simulator first.',
    },
    {
      question: 'When are the live classes held?',
      answer:
        'On weekends, Saturday and Sunday. Sessions are recorded so you can rewatch a build step by step.',
    },
    {
      question: 'How long is the program?',
      answer: 'Three months, with 5-10 hours a week of classes, builds and practice.',
    },
    {
      question: 'When does the next batch start?',
      answer:
        'Each program runs in dated batches; the next open batch, its schedule and seats left are shown at the top of this page. Joining details are sent by e-mail after you register.',
    },
    {
      question: 'Which programming language is used?',
      answer:
        'Arduino C++ for the microcontrollers, plus a little Python and JavaScript for dashboards and automations. All of it is taught in class.',
    },
    {
      question: 'What will I build?',
      answer:
        'A smart plant watering system, a home automation switchboard, a cloud weather station, a line-following robot and a smart parking sensor.',
    },
    {
      question: 'Is robotics covered, or only IoT?',
      answer:
        'Both. The last block covers motor drivers, sensors for navigation and PID control, ending with a line-following robot.',
    },
    {
      question: 'Will I get a certificate?',
      answer:
        'Not at present: Kaksha does not issue certificates. You finish with your builds documented in your own portfolio, which is what you show recruiters.',
    },
    {
      question: 'Are internships offered?',
      answer:
        'Selected students are offered paid internships based on their builds and assessments, and everyone gets portfolio and resume guidance.',
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
