import type { Store } from "../db/store";

/** The status links of a stub store, for tests that look up no link: none is known. */
export const unusedStatusLinks: Store["statusLinks"] = {
  linkByHash: () => Promise.resolve(undefined),
  statusByHash: () => Promise.resolve(undefined),
};
