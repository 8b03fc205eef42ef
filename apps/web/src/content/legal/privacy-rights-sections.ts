import { link } from './legal-document.types';
import type { LegalSection } from './legal-document.types';
import { COMPANY, DATA_RIGHTS_RESPONSE_TIME, GRIEVANCE_EMAIL, LAST_UPDATED } from './legal-facts';

const grievanceLink = link(GRIEVANCE_EMAIL, `mailto:${GRIEVANCE_EMAIL}`);

/** Your rights under the DPDP Act, in plain words. */
export const RIGHTS_SECTION: LegalSection = {
  id: 'your-rights',
  title: 'Your rights',
  blocks: [
    { kind: 'paragraph', text: 'Under the DPDP Act you have the right to:' },
    {
      kind: 'list',
      items: [
        'Know what personal data we hold about you, what we do with it, and who we have shared it with. “Download my data” on your profile page gives you a copy of everything we hold at once.',
        'Have inaccurate or incomplete data corrected, completed or updated. You can change your name, mobile number, college and stream yourself on your profile page.',
        'Have your data erased, including closing your account (“Delete account” on your profile page), unless the law requires us to keep it (such as accounting records of payments, which we keep without your name).',
        'Withdraw your consent at any time, as easily as you gave it.',
        'Have your complaints heard by our Grievance Officer.',
        'Nominate someone to exercise these rights for you if you die or become unable to.',
      ],
    },
    {
      kind: 'paragraph',
      text: [
        'To use any of these rights, write to ',
        grievanceLink,
        ` from the e-mail address of your account (or tell us how to verify that the data is yours). We answer every request within ${DATA_RIGHTS_RESPONSE_TIME}. We do not charge for this.`,
      ],
    },
  ],
};

export const GRIEVANCE_SECTION: LegalSection = {
  id: 'grievance-officer',
  title: 'Grievance Officer and contact',
  blocks: [
    {
      kind: 'paragraph',
      text: [
        'For any question or complaint about your personal data or this policy, contact our Grievance Officer at ',
        grievanceLink,
        `, or by post at ${COMPANY.name}, ${COMPANY.address}, marked “Attention: Grievance Officer”. We acknowledge complaints promptly and resolve them within ${DATA_RIGHTS_RESPONSE_TIME}.`,
      ],
    },
    {
      kind: 'paragraph',
      text: 'If you are not satisfied with our answer, you may complain to the Data Protection Board of India.',
    },
  ],
};

export const CHANGES_SECTION: LegalSection = {
  id: 'changes',
  title: 'Changes to this policy',
  blocks: [
    {
      kind: 'paragraph',
      text: `We may update this policy when our services or the law change. The “last updated” date at the top shows when it last changed (currently ${LAST_UPDATED.text}). If a change materially affects how we use your personal data, we will tell you by e-mail or on the site before it takes effect, and ask for your consent again where the law requires.`,
    },
  ],
};
