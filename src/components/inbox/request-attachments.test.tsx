import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Encrypter, generateX25519Identity, identityToRecipient } from "age-encryption";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { attachmentsOf } from "@/lib/inbox/attachment-entries";
import type { InboxClient } from "@/lib/inbox/client";
import { WorkbenchContext, type Workbench } from "./inbox-context";
import { RequestAttachments } from "./request-attachments";

/*
 * A file is what its bytes say, whatever the visitor named it: refused unless it is a kind the
 * form takes, saved as <reference>-<n>.<extension> with that kind's type, and a Word document
 * with macros saved only after a warning.
 */

const REFERENCE = "BC-7K2QX";
const text = (value: string) => new TextEncoder().encode(value);
const PDF = text("%PDF-1.7\n1 0 obj\n");
const HTML = text("<!doctype html><script>alert(document.cookie)</script>");
const EXE = text("MZ\x90\x00\x03 This program cannot be run in DOS mode");
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);

/** An OLE2 .doc whose directory names a Macros storage. */
function macroDoc(): Uint8Array {
  const file = new Uint8Array(1024);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  const name = [..."Macros"].flatMap((char) => [char.charCodeAt(0), 0]);
  file.set(name, 512);
  file.set([name.length + 2, 0], 512 + 64);
  return file;
}

let identity: string;
let saved: { name: string; type: string }[];
let sealedFiles: Map<string, Uint8Array>;

async function seal(bytes: Uint8Array) {
  const encrypter = new Encrypter();
  encrypter.addRecipient(await identityToRecipient(identity));
  return encrypter.encrypt(bytes);
}

async function show(formType: string, files: Record<string, [string, Uint8Array]>) {
  sealedFiles = new Map();
  const listed: unknown[] = [];
  for (const [uploadId, [name, bytes]] of Object.entries(files)) {
    sealedFiles.set(uploadId, await seal(bytes));
    // The type the visitor's page claimed: never used.
    listed.push({ uploadId, name, type: "text/html", size: bytes.length });
  }
  // As the request view reads them from the decrypted payload.
  const entries = attachmentsOf(JSON.parse(JSON.stringify({ attachments: listed })));
  const client = {
    attachment: vi.fn(async (_reference: string, uploadId: string) => sealedFiles.get(uploadId)!),
  } as Partial<InboxClient> as InboxClient;
  render(
    <WorkbenchContext value={{ client } as Workbench}>
      <RequestAttachments
        reference={REFERENCE}
        formType={formType}
        files={entries}
        identity={identity}
      />
    </WorkbenchContext>,
  );
  return client;
}

beforeEach(async () => {
  identity = await generateX25519Identity();
  saved = [];
  let lastBlob: Blob | undefined;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    lastBlob = blob;
    return "blob:file";
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push({ name: this.download, type: lastBlob?.type ?? "" });
  });
});

afterEach(() => {
  Reflect.deleteProperty(URL, "createObjectURL");
  Reflect.deleteProperty(URL, "revokeObjectURL");
});

describe("RequestAttachments", () => {
  it("refuses HTML and an executable whatever they are called, and saves a PDF by its bytes", async () => {
    await show("referral", {
      u1: ["report\u202Elmth.pdf", HTML],
      u2: ["scan.pdf.exe", EXE],
      u3: ["photo.exe", PDF],
    });
    await userEvent.click(screen.getByRole("button", { name: "Download reportlmth.pdf" }));
    const refusals = await screen.findAllByText("Not a PDF, picture or Word document: not opened");
    expect(refusals).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: "Download scan.pdf.exe" }));
    // Until the second refusal shows (findAll would answer with the first one alone).
    await waitFor(() =>
      expect(screen.getAllByText("Not a PDF, picture or Word document: not opened")).toHaveLength(
        2,
      ),
    );
    expect(saved).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: "Download photo.exe" }));
    expect(await screen.findByText(`Saved as ${REFERENCE}-3.pdf.`)).toBeInTheDocument();
    expect(saved).toEqual([{ name: `${REFERENCE}-3.pdf`, type: "application/pdf" }]);
  });

  it("refuses a kind the form does not take", async () => {
    await show("application", { u1: ["cv.pdf", PNG] });
    await userEvent.click(screen.getByRole("button", { name: "Download cv.pdf" }));
    expect(
      await screen.findByText("A PNG picture, which this form does not take: not opened"),
    ).toBeInTheDocument();
    expect(saved).toEqual([]);
  });

  it("holds a Word document with macros until staff choose to save it after the warning", async () => {
    await show("application", { u1: ["cv.doc", macroDoc()] });
    await userEvent.click(screen.getByRole("button", { name: "Download cv.doc" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(/contains macros/);
    expect(saved).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: "Save it anyway" }));
    expect(saved).toEqual([{ name: `${REFERENCE}-1.doc`, type: "application/msword" }]);
  });
});
