import { Fragment } from "react";

/**
 * An e-mail address that may wrap only before its "@" and its dots (a `<wbr>` there), so a
 * long address fits a 320 px screen without breaking inside a word.
 */
export function EmailAddress({ email }: { email: string }) {
  return email.split(/(?=[@.])/).map((part, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {part}
    </Fragment>
  ));
}
