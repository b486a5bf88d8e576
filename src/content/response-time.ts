/**
 * How soon a new request is answered, in open office hours (`officeSchedule` in agency.ts):
 * the call-back promise and the inbox's unanswered flag count it. The numbers are facts the
 * server reads too (src/shared/facts.ts); this module is the page copy's way to them without
 * importing agency.ts, which imports the copy (contact.ts, pages.ts).
 */
import { answerWithinHours, referralAnswerWithinHours } from "../shared/facts";
import { promiseCopy } from "./promises";

export { answerWithinHours } from "../shared/facts";

/** The promise where no day can be named (page copy): "within 2 office hours". */
export const callbackWithin = promiseCopy.callBackWithin(answerWithinHours);

/** A referral's call back to confirm (/refer, the referral's confirmation): "within 1 office hour". */
export const referralCallBackWithin = promiseCopy.callBackWithin(referralAnswerWithinHours);
