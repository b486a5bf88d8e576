/**
 * Where the referrer sends the signed order (issue 31). While the referral fax is a
 * placeholder (src/shared/facts.ts `referralLines.fax`: no stand-in number, since a made-up fax
 * would send a patient's records to a stranger), no page tells the referrer to fax: it says to
 * call the referral line for where to send the signed order. The fax wording is kept, ready:
 * once the agency confirms a real fax number, every sentence below switches to it.
 */
import { factValue, isPlaceholder, type Fact } from "@/shared/placeholder";
import type { Phone } from "@/shared/facts";
// From the registry itself, not ./agency: the form's island then carries no agency copy.
import { referralLines } from "@/shared/facts";

/**
 * Whether the referrer may be told to fax: a confirmed, real fax number.
 * @internal Exported for its test.
 */
export function faxReady(fax: Fact<Phone | null>): boolean {
  return !isPlaceholder(fax) && fax !== null;
}

/** Both wordings of a sentence: `fax` once the number is real, `call` until then. */
type Either<T> = { fax: T; call: T };

/** /refer's sentences on where the signed order goes, both ways (a static page's text). */
function pageWordings(line: string) {
  return {
    /** /refer's description (its meta description and lead). */
    description: {
      fax: "Physicians, nurse practitioners, physician assistants, hospital discharge planners and case managers: send us your referral by phone or fax. We confirm it and start care on time.",
      call: "Physicians, nurse practitioners, physician assistants, hospital discharge planners and case managers: send us your referral by phone or online. We confirm it and start care on time.",
    },
    /** Under the referral lines. */
    orders: {
      fax: "Fax the signed order, the face-to-face encounter note, the medication list and recent history and physical.",
      // Under the lines themselves, where the number stands as a large link just above.
      call: "Call the referral line above for where to send the signed order, the face-to-face encounter note, the medication list and recent history and physical.",
    },
    /** "A web referral is not a signed order". */
    notAnOrder: {
      fax: "A referral sent from this website tells us about a patient; it does not replace the signed and dated order from a physician or allowed practitioner that home health care needs. Send the signed order by fax.",
      call: `A referral sent from this website tells us about a patient; it does not replace the signed and dated order from a physician or allowed practitioner that home health care needs. Call the referral line, ${line}, for where to send the signed order.`,
    },
    /** Where the form goes, before it is there. */
    pending: {
      fax: "The online referral form is coming. Until then, please send referrals by fax or phone: the numbers are above.",
      call: `The online referral form is coming. Until then, please call the referral line, ${line}.`,
    },
  } satisfies Record<string, Either<string>>;
}

/** The referral form's sentences, both ways (only these ride in the form's JavaScript). */
function formWordings(line: string) {
  return {
    /** The documents step's hint, after what it takes. */
    attachLater: {
      fax: "You can also fax them after sending.",
      call: "You can also send them later: call the referral line for where.",
    },
    /** The confirmation, when no file was sent. */
    confirmOrder: {
      fax: `Send the signed order and the face-to-face note by fax (the referral lines are above on this page). Questions? Call ${line}.`,
      call: `Call the referral line, ${line}, for where to send the signed order and the face-to-face note.`,
    },
    /** The confirmation, when files were sent. */
    confirmMissing: {
      fax: `Anything you did not attach, such as the signed order or the face-to-face note: send it by fax (the referral lines are above on this page). Questions? Call ${line}.`,
      call: `Anything you did not attach, such as the signed order or the face-to-face note: call the referral line, ${line}, for where to send it.`,
    },
  } satisfies Record<string, Either<string>>;
}

const registryLine = () => factValue(referralLines.phone).display;

/** /refer's sentences in the wording the fax allows (`call` while it is a placeholder). */
function pageWords(fax: Fact<Phone | null>, line: string) {
  const all = pageWordings(line);
  const way = faxReady(fax) ? "fax" : "call";
  return {
    description: all.description[way],
    orders: all.orders[way],
    notAnOrder: all.notAnOrder[way],
    pending: all.pending[way],
  };
}

/** The form's sentences in the wording the fax allows. */
function formWords(fax: Fact<Phone | null>, line: string) {
  const all = formWordings(line);
  const way = faxReady(fax) ? "fax" : "call";
  return {
    attachLater: all.attachLater[way],
    confirmOrder: all.confirmOrder[way],
    confirmMissing: all.confirmMissing[way],
  };
}

/**
 * Every sentence in the wording the fax allows (`call` while it is a placeholder).
 * @internal Exported for its test.
 */
export function orderWords(fax: Fact<Phone | null> = referralLines.fax, line = registryLine()) {
  return { ...pageWords(fax, line), ...formWords(fax, line) };
}

/** /refer's sentences, from the registry's referral lines (pure: dropped where unused). */
export const referPageOrderCopy = /* @__PURE__ */ pageWords(referralLines.fax, registryLine());

/** The referral form's sentences, from the registry's referral lines. */
export const referralFormOrderCopy = /* @__PURE__ */ formWords(referralLines.fax, registryLine());
