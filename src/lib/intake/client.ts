/**
 * Everything a form needs to send, in one chunk the page loads when the visitor starts on a
 * form (age, the proof-of-work solver): none of it is in the page's first load.
 */
export { solveProofOfWork } from "./proof-of-work";
export { sealJson } from "@/shared/age/seal";
export { submitToIntake } from "./submit";
export { sendFiles } from "./send-files";
