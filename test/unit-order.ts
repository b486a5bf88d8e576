import { readFileSync } from "node:fs";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * The order the unit suite's files start in (`sequence.sequencer`, vitest.config.ts): the files
 * that start processes of their own first (a spawned server or CLI: seconds each, the longest
 * files by far), then the largest first, across every project at once. Vitest's own order runs
 * the projects one after the other, in name order, and a clean clone has no timings to sort by:
 * a long file could start last and hold the run while the other workers idle.
 */
export type UnitFile = { id: string; spawns: boolean; size: number };

/** Spawning files first, then larger before smaller; ties keep their path order. */
export function unitOrder<T extends UnitFile>(files: readonly T[]): T[] {
  return [...files].sort(
    (a, b) =>
      Number(b.spawns) - Number(a.spawns) ||
      b.size - a.size ||
      (a.id < b.id ? -1 : a.id > b.id ? 1 : 0),
  );
}

/** A test file starts processes when it uses child_process or the server's spawn helper. */
const SPAWNS = /\bnode:child_process\b|\bspawnServer\(|\bexecFile\b/;

export function describeFile(id: string): UnitFile {
  let source = "";
  try {
    source = readFileSync(id, "utf8");
  } catch {
    // a file that cannot be read sorts last: Vitest reports it
  }
  return { id, spawns: SPAWNS.test(source), size: source.length };
}

export default class UnitSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const described = files.map((spec) => ({
      ...describeFile(spec.moduleId),
      id: `${spec.moduleId}\u0000${spec.project.name}`,
      spec,
    }));
    return unitOrder(described).map((file) => file.spec);
  }
}
