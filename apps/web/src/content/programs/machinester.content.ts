import type { ProgramContent } from './program-content.types';

export const MACHINESTER_CONTENT: ProgramContent = {
  id: 'machinester',
  headline: 'Machine Learning with Python',
  lead: 'Live weekend classes that take you from Python and statistics to neural networks in three months: explore real data sets, build models and ship them behind an API.',
  facts: {
    rating: 4.7,
    studentCount: '10K+',
    format: 'Online live classes',
    duration: '3 months',
    weeklyHours: '5-10 hrs/week',
  },
  overview: {
    paragraphs: [
      'Machinester teaches machine learning the way it is practised: start from a messy data set, explore it, build a baseline, improve it and ship the model behind an API. Over three months of live weekend classes you move from Python and statistics to neural networks.',
      'Each module ends with a project on real, public data, reviewed by a mentor who works with models in production. You leave with a portfolio of notebooks and deployed demos, not just a list of algorithms.',
    ],
    benefits: [
      {
        icon: 'live',
        title: 'Live weekend classes',
        description: 'Interactive sessions every Saturday and Sunday, recorded for revision.',
      },
      {
        icon: 'project',
        title: 'Real data sets',
        description: 'Work on housing, retail, film and text data instead of toy examples.',
      },
      {
        icon: 'mentor',
        title: 'Industry mentors',
        description: 'Learn from data scientists who train and deploy models at work.',
      },
      {
        icon: 'support',
        title: '24*7 TA support',
        description: 'Teaching assistants help with code and concepts whenever you are stuck.',
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
        icon: 'community',
        title: 'Community learning',
        description: 'Study groups, peer reviews and Kaggle-style challenges with your batch.',
      },
      {
        icon: 'badge',
        title: 'TBStar badges',
        description: 'Earn Platinum, Gold, Silver or Bronze badges for outstanding work.',
      },
    ],
  },
  roadmap: [
    {
      period: 'Weeks 1-2',
      title: 'Python for data',
      description: 'Python, NumPy and Pandas for loading, cleaning and reshaping real data.',
    },
    {
      period: 'Weeks 3-4',
      title: 'Statistics and visualisation',
      description:
        'Probability, distributions and hypothesis tests, plotted with Matplotlib and Seaborn.',
    },
    {
      period: 'Weeks 5-8',
      title: 'Classical machine learning',
      description: 'Regression, classification, clustering and model evaluation with scikit-learn.',
    },
    {
      period: 'Weeks 9-12',
      title: 'Deep learning and deployment',
      description: 'Neural networks, CNNs and NLP basics, then serving a model behind an API.',
    },
    {
      period: 'After the program',
      title: 'ML engineer or data analyst',
      description: 'Apply for data and ML internships with deployed projects to show.',
    },
  ],
  projects: [
    {
      title: 'House price predictor',
      description:
        'Clean a housing data set, engineer features such as price per square foot and locality averages, and compare linear, ridge and gradient-boosted regression models.',
      skills: ['Pandas', 'Regression', 'Feature engineering'],
    },
    {
      title: 'Customer churn classifier',
      description:
        'Predict which telecom customers will leave, handle class imbalance, tune a random forest and explain the result to a business audience with feature importances.',
      skills: ['Classification', 'scikit-learn', 'Model evaluation'],
    },
    {
      title: 'Movie recommender',
      description:
        'Build content-based and collaborative-filtering recommenders on a public ratings data set and measure them with precision at k against a popularity baseline.',
      skills: ['Recommender systems', 'Matrix factorisation'],
    },
    {
      title: 'Handwritten digit recogniser',
      description:
        'Train a convolutional neural network on MNIST, visualise what its filters learn and reach over 98% test accuracy with data augmentation and dropout.',
      skills: ['Deep learning', 'CNN', 'TensorFlow'],
    },
    {
      title: 'Review sentiment API',
      description:
        'Classify product reviews as positive or negative with TF-IDF and a neural model, then serve the better one from a FastAPI endpoint with a small demo page.',
      skills: ['NLP', 'FastAPI', 'Deployment'],
    },
  ],
  concepts: [
    {
      title: 'Python for Data Science',
      topics: [
        'Python syntax, functions and comprehensions',
        'Jupyter notebooks and virtual environments',
        'NumPy arrays and vectorised operations',
        'Pandas data frames: filtering, grouping and joins',
      ],
    },
    {
      title: 'Statistics and Probability',
      topics: [
        'Descriptive statistics and distributions',
        'Sampling, confidence intervals and hypothesis tests',
        'Correlation versus causation',
        'Bayes theorem in practice',
      ],
    },
    {
      title: 'Data Visualisation',
      topics: [
        'Exploratory data analysis workflow',
        'Matplotlib and Seaborn charts',
        'Spotting outliers, skew and missing values',
        'Telling a story with a chart',
      ],
    },
    {
      title: 'Supervised Learning',
      topics: [
        'Linear and logistic regression',
        'Decision trees, random forests and gradient boosting',
        'Train, validation and test splits; cross-validation',
        'Metrics: RMSE, precision, recall, F1 and ROC-AUC',
      ],
    },
    {
      title: 'Unsupervised Learning',
      topics: [
        'k-means and hierarchical clustering',
        'Principal component analysis',
        'Anomaly detection',
        'Customer segmentation case study',
      ],
    },
    {
      title: 'Neural Networks and Deep Learning',
      topics: [
        'Perceptrons, activation functions and backpropagation',
        'Training with TensorFlow and Keras',
        'Convolutional networks for images',
        'Text classification and embeddings',
      ],
    },
    {
      title: 'Model Deployment',
      topics: [
        'Saving and versioning models',
        'Serving predictions with FastAPI',
        'Building a quick demo front end',
        'Monitoring a model after release',
      ],
    },
  ],
  instructor: {
    name: 'Vikram Iyer',
    role: 'Lead Data Scientist',
    experience: '8 years in applied machine learning',
    bio: [
      'Vikram builds forecasting and recommendation systems for retail and logistics companies, where a model is only useful once it runs reliably every night on fresh data.',
      'He holds a master’s degree in statistics, has taught more than 2,000 students and is known for turning a whiteboard derivation into ten lines of working Python in the same class.',
    ],
    expertise: ['scikit-learn', 'TensorFlow', 'Forecasting', 'MLOps'],
  },
  reviews: [
    {
      username: 'Ananya Deshpande',
      college: 'COEP Technological University',
      program: 'Machinester',
      review:
        'Finally understood why my models overfit. The churn project taught me more about evaluation than a whole semester elective.',
      rating: 5,
    },
    {
      username: 'Mohammed Faizan',
      college: 'Jamia Millia Islamia',
      program: 'Machinester',
      review:
        'The statistics module was tough but worth it. Deploying the sentiment API made the course feel like real work, and I demoed it in two interviews.',
      rating: 5,
    },
    {
      username: 'Ishita Banerjee',
      college: 'Jadavpur University',
      program: 'Machinester',
      review:
        'Mentors reviewed my notebooks line by line. I would have liked one more week on deep learning, but the recordings helped.',
      rating: 4,
    },
    {
      username: 'Rahul Verma',
      college: 'Amity University, Noida',
      program: 'Machinester',
      review:
        'Started with basic Python and ended with a CNN above 98% accuracy. The TA support on weekday evenings kept me on track.',
      rating: 5,
    },
    {
      username: 'Divya Menon',
      program: 'Machinester',
      review:
        'As a working analyst I joined to move into ML. The weekend format and the focus on deploying models were exactly what I needed.',
      rating: 4,
    },
  ],
  faqs: [
    {
      question: 'Do I need a background in mathematics?',
      answer:
        'School-level algebra is enough. The statistics and probability you need are taught in the program, with intuition first and formulas second.',
    },
    {
      question: 'Do I need to know Python already?',
      answer:
        'No. The first two weeks cover Python for data from the basics. If you already know Python, those weeks move quickly into NumPy and Pandas.',
    },
    {
      question: 'When are the live classes held?',
      answer:
        'Live classes are on weekends, Saturday and Sunday. All sessions are recorded so you can revise or catch up.',
    },
    {
      question: 'How long is Machinester and how much time does it take?',
      answer: 'Three months, with 5-10 hours a week including classes, practice and projects.',
    },
    {
      question: 'When does the next batch start?',
      answer:
        'Each program runs in dated batches; the next open batch, its schedule and seats left are shown at the top of this page. Joining details are sent by e-mail after you register.',
    },
    {
      question: 'What projects are included?',
      answer:
        'A house price predictor, a churn classifier, a movie recommender, a handwritten digit recogniser and a sentiment analysis API that you deploy yourself.',
    },
    {
      question: 'Which tools and libraries will I use?',
      answer:
        'Python, Jupyter, NumPy, Pandas, Matplotlib, Seaborn, scikit-learn, TensorFlow with Keras and FastAPI, all free and open source.',
    },
    {
      question: 'Does my laptop need a GPU?',
      answer:
        'No. Any laptop that runs a modern browser will do. Heavier deep-learning exercises run on free cloud notebooks.',
    },
    {
      question: 'Will I get a certificate?',
      answer:
        'Not at present: Kaksha does not issue certificates. You finish with your graded projects in your own GitHub portfolio, which is what you show recruiters.',
    },
    {
      question: 'Are internships offered?',
      answer:
        'Selected students are offered paid internships based on their projects and assessments, and everyone gets help preparing for data and ML interviews.',
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
