import type { LegalSection } from './legal-document.types';
import { JURISDICTION } from './legal-facts';

/** The terms from intellectual property to changes: what protects both sides. */
export const TERMS_CLOSING_SECTIONS: readonly LegalSection[] = [
  {
    id: 'intellectual-property',
    title: 'Intellectual property',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Kaksha’s name and logo, the website, and our course materials (videos, recordings, slides, notes, code, assignments and assessments) belong to us or to the people who license them to us, and are protected by copyright and trade mark law.',
      },
      {
        kind: 'paragraph',
        text: 'When you enrol, we give you a personal, non-transferable licence to use the materials of your programs for your own learning. You may not copy, publish, share, sell or build a course or product from them without our written permission.',
      },
    ],
  },
  {
    id: 'your-content',
    title: 'Your content',
    blocks: [
      {
        kind: 'list',
        items: [
          'Project work: the code and projects you build in a program are yours. You allow us to review them and give feedback, and to show them with credit to you as examples of learners’ work; tell us if you would rather we did not.',
          'Blog submissions: when you send us a post for the Kaksha blog, you keep the copyright and give us a free, worldwide, non-exclusive licence to publish it with credit to you, and to edit it for length, clarity and accuracy. We decide what to publish, and you can ask us to take down your post later.',
          'Whatever you submit must be your own work, must not break the law or anyone’s rights, and must follow the code of conduct. You are responsible for it, and we may remove content that does not meet these terms.',
        ],
      },
    ],
  },
  {
    id: 'third-party-services',
    title: 'Third-party services and links',
    blocks: [
      {
        kind: 'paragraph',
        text: 'Payments run on Razorpay, Google sign-in on Google, and some pages link to other sites (social media, video platforms and forms). Those services have their own terms and privacy policies, and we are not responsible for their content or how they work.',
      },
    ],
  },
  {
    id: 'liability',
    title: 'Disclaimers and limitation of liability',
    blocks: [
      {
        kind: 'list',
        items: [
          'We work to keep Kaksha available, correct and secure, but we provide the website and its content “as is”: we cannot promise it will always be available or free of errors, and occasional interruptions for maintenance will happen.',
          'Our programs teach skills; what you achieve with them depends on your own effort. We do not guarantee any grade, job, internship, salary or other outcome.',
          'To the extent the law allows, we are not liable for indirect or consequential losses (such as lost opportunities, income or data), and our total liability to you for any claim about a purchase is limited to the amount you paid us for that program, workshop or subscription.',
          'Nothing in these terms limits any liability that cannot be limited under Indian law, or your rights as a consumer under the Consumer Protection Act, 2019.',
        ],
      },
    ],
  },
  {
    id: 'termination',
    title: 'Suspension and closing your account',
    blocks: [
      {
        kind: 'paragraph',
        text: 'You may stop using Kaksha at any time and ask us to close your account. We may suspend or close an account that breaks these terms or the law, or to protect other learners or Kaksha, and we will tell you why unless the law prevents us. Refunds on closing follow the refund policy; sections that by their nature should continue (such as intellectual property and liability) still apply after your account is closed.',
      },
    ],
  },
  {
    id: 'governing-law',
    title: 'Governing law and disputes',
    blocks: [
      {
        kind: 'paragraph',
        text: `These terms are governed by the laws of ${JURISDICTION.country}. If you have a complaint, please write to us first: most problems are solved quickly that way. Any dispute that we cannot resolve together is subject to the exclusive jurisdiction of the courts at ${JURISDICTION.courts}, without affecting your right to approach a consumer commission under the Consumer Protection Act, 2019.`,
      },
    ],
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    blocks: [
      {
        kind: 'paragraph',
        text: 'We may update these terms when our services or the law change; the “last updated” date at the top shows when. We will tell you about material changes by e-mail or on the site before they take effect. A purchase is governed by the terms in force when you made it. If you keep using Kaksha after a change takes effect, the new terms apply; if you do not accept them, you may close your account.',
      },
      {
        kind: 'paragraph',
        text: 'If a court finds any part of these terms unenforceable, the rest still applies. Not enforcing a term straight away does not mean we give up the right to enforce it.',
      },
    ],
  },
];
