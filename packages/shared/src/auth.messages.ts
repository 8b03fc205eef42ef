/** User-facing messages of the spec (document 1, §5 and §8), shared by the forms and the API. */
export const AUTH_MESSAGES = {
  signupInvalidEmail: 'Invalid Email Format!',
  signupPasswordShort: 'Password must be 8 characters long!',
  signupAcceptTerms: 'Please accept the Terms & Conditions to create an account.',
  signupFixErrors: 'Cannot create your account! Please correct the errors.',
  passwordTooLong: 'Password must be at most 128 characters.',
  passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
  emailTaken: 'An account with this email already exists. Please log in instead.',
  loginEmailRequired: 'Email is required.',
  loginEmailInvalid: 'Invalid email format.',
  loginPasswordRequired: 'Password is required.',
  loginPasswordShort: 'Password must be at least 8 characters.',
  badCredentials: 'Check your credentials and try again',
  tooManyAttempts: 'Too many failed log-in attempts. Please wait and try again.',
  tooManySignups: 'Too many accounts were created from your network. Please try again later.',
  loginSuccess: 'Login Successful',
  logoutSuccess: 'Logout Successful',
  registerSuccess: 'Account created Successfully',
  invalidToken: 'Invalid access token',
  invalidTokenToast: 'Invalid access token!',
} as const;

/** The operations (staff) sign-in at /operations (spec document 3, §2, §4, §5). */
export const OPERATIONS_MESSAGES = {
  typeRequired: 'Choose Sales or Event & Blog.',
  noStaffAccess:
    'This account has no staff access. Ask an admin to grant you the Sales or Events role.',
} as const;

export const PROFILE_MESSAGES = {
  nameRequired: 'Fullname is required',
  emailInvalid: 'Invalid email format',
  phoneInvalid: 'Invalid phone number',
  collegeRequired: 'College Name is required',
  streamRequired: 'Stream is required',
  fixFields: 'Please fill out all required fields correctly',
  updated: 'Profile updated successfully!',
  updateFailed: 'Failed to update profile',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const PHONE_PATTERN = /^\d{10}$/;
/** The spec's {email} rule: something@something.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
