// Every user-facing text the server sends, verbatim from spec §5/§8 and decisions.md.
// Clients match on words inside these (e.g. "per project", "quota"), so change them only together.
export const MESSAGES = {
  mustBeLoggedIn: 'Must be logged in',
  adminOnly: 'Admin access only',
  projectNotFound: 'Project not found',
  projectNotApproved: 'Project not approved',
  maxVotesPerProject: 'Max 3 votes per project per week',
  quotaUsed: 'Insufficient votes: weekly quota used',
  alreadyVibedToday: 'You already sent vibes to this project today',
  busy: 'Too many requests at once. Please try again in a moment.',
  rateLimited: 'Too many requests. Please try again later.',
  internal: 'Something went wrong on our end. Please try again in a moment.',

  titleRequired: 'Title is required',
  titleMax: 'Title must be 100 characters or less',
  urlInvalid: 'Must be a valid URL',
  toolsMin: 'Please select at least one builder tool',
  toolsMax: 'Please select at most 2 builder tools',
  summaryRequired: 'Summary is required',
  summaryMax: 'Summary must be 200 characters or less',
  intentionMax: 'Intention must be 40 characters or less',
  thumbnailRequired: 'Thumbnail is required',
  thumbnailTooLarge: 'File size must be less than 2MB',
  thumbnailFormat: 'Only JPEG and PNG files are accepted',
  modelProvidersMax: 'Select at most 2 model providers',
  ideAgentsMax: 'Select at most 2 IDE/agents',
  hostsFrameworksMax: 'Select at most 2 hosts/frameworks',

  projectNameRequired: 'Project name is required',
  descriptionRequired: 'Description is required',
  descriptionMax: 'Description must be 200 characters or less',
  projectUrlInvalid: 'Please enter a valid URL',

  suggestionRequired: 'Suggestion is required',
  suggestionMax: 'Suggestion must be 100 characters or less',

  contactNameRequired: 'Name is required',
  contactNameMax: 'Name must be 100 characters or less',
  emailInvalid: 'Please enter a valid email address',
  subjectRequired: 'Subject is required',
  subjectMax: 'Subject must be 200 characters or less',
  messageMin: 'Message must be at least 10 characters',
  messageMax: 'Message must be 1000 characters or less',

  emailRequired: 'Email required',
  emailRequiredLong: 'Please enter your email address',
  emailInvalidShort: 'Invalid email',

  testEmailRequired: 'Email Required',
  adminKeyRequired: 'Admin key required',
  sendTestFirst: 'Send test email first',
} as const;
