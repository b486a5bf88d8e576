import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach } from "vitest";

/*
 * No test depends on how fast the machine is: a `findBy…`/`waitFor` waits for its state for up
 * to 20 s (Testing Library's default of 1 s, and Vitest's 5 s a test, timed out on a machine
 * busy with other work while a lazily loaded schema was imported). A passing wait returns as
 * soon as its state shows, so this costs nothing on a quiet machine.
 */
configure({ asyncUtilTimeout: 20_000 });

afterEach(() => cleanup());
