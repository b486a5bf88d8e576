/**
 * How soon a new request is answered, in open office hours (`officeSchedule` in agency.ts):
 * the call-back promise and the inbox's unanswered flag count it. Its own module so the page
 * copy (contact.ts, pages.ts) can say it without importing agency.ts, which imports them.
 */
export const answerWithinHours = 2;

/** A referral's call back to confirm: sooner, within 1 office hour (/refer promises it). */
export const referralAnswerWithinHours = 1;

/** The promise where no day can be named (page copy): "within 2 office hours". */
export const callbackWithin = `within ${answerWithinHours} office hours`;
