import type { UploadsStore } from "../db/uploads-store";

const unused = () => Promise.reject(new Error("not in this test"));

/** The uploads of a stub store, for tests that send no file. */
export const unusedUploads: UploadsStore = {
  put: unused,
  sweep: unused,
  download: unused,
  unclaimedTotal: unused,
  unclaimedAmong: unused,
};
