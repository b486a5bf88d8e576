import { useState } from "react";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { FileInput } from "./file-input";

function Harness({ multiple = false, error }: { multiple?: boolean; error?: string }) {
  const [files, setFiles] = useState<File[]>([]);
  return (
    <FileInput
      name="resume"
      label="Résumé"
      hint="PDF or Word, up to 5 MB"
      error={error}
      files={files}
      onChange={setFiles}
      multiple={multiple}
    />
  );
}

const pdf = (name: string, size = 2048) =>
  new File([new Uint8Array(size)], name, { type: "application/pdf" });

describe("FileInput", () => {
  it("lists each chosen file with its size and a Remove button, and says what changed", async () => {
    const user = userEvent.setup();
    render(<Harness multiple />);
    const input = screen.getByLabelText("Résumé");
    expect(input).toHaveAccessibleDescription("PDF or Word, up to 5 MB");
    await user.upload(input, [pdf("a.pdf"), pdf("b.pdf", 3 * 1024 * 1024)]);
    expect(screen.getByRole("list", { name: "Chosen files" })).toHaveTextContent("a.pdf (2 KB)");
    expect(screen.getByRole("list", { name: "Chosen files" })).toHaveTextContent("b.pdf (3 MB)");
    expect(screen.getByRole("status")).toHaveTextContent("Added a.pdf, b.pdf. 2 files chosen.");
    await user.upload(input, pdf("c.pdf"));
    expect(screen.getAllByRole("listitem")).toHaveLength(3);

    await user.click(screen.getByRole("button", { name: "Remove a.pdf" }));
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      expect.stringContaining("b.pdf"),
      expect.stringContaining("c.pdf"),
    ]);
    expect(screen.getByRole("status")).toHaveTextContent("Removed a.pdf. 2 files chosen.");
    expect(input).toHaveFocus();
  });

  it("replaces the file when it takes one, by keyboard too", async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText("Résumé");
    await user.upload(input, pdf("old.pdf"));
    await user.upload(input, pdf("new.pdf"));
    expect(screen.getAllByRole("listitem")).toHaveLength(1);
    expect(screen.getByRole("listitem")).toHaveTextContent("new.pdf");
    await user.tab();
    expect(screen.getByRole("button", { name: "Remove new.pdf" })).toHaveFocus();
    await user.keyboard("{Enter}");
    expect(screen.queryByRole("listitem")).toBeNull();
    expect(screen.getByRole("status")).toHaveTextContent("Removed new.pdf. No file chosen.");
  });

  it("shows the form's message by the field and marks the input invalid", () => {
    render(<Harness error="cv.png is not a file we can take: choose PDF" />);
    const input = screen.getByLabelText("Résumé");
    expect(input).toHaveAttribute("aria-invalid", "true");
    expect(input).toHaveAccessibleDescription(/Error: cv.png is not a file we can take/);
  });
});
