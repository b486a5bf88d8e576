import { describe, expect, it } from "vitest";
import { kindsTakenBy, savedName } from "./attachment-kinds";
import { sniffAttachment } from "./sniff";
import { zipEntries } from "./zip-names";

const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
const bytes = (...values: (number | string)[]) =>
  new Uint8Array(values.flatMap((value) => (typeof value === "string" ? ascii(value) : [value])));

const u16 = (n: number) => [n & 0xff, n >> 8];
const u32 = (n: number) => [n & 0xff, (n >> 8) & 0xff, (n >> 16) & 0xff, n >>> 24];

async function deflateRaw(data: Uint8Array): Promise<Uint8Array> {
  const stream = new ReadableStream<BufferSource>({
    start(controller) {
      controller.enqueue(new Uint8Array(data));
      controller.close();
    },
  }).pipeThrough(new CompressionStream("deflate-raw"));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** A ZIP as Word and zip(1) write one: local headers, the central directory, its end record. */
async function zip(files: Record<string, string>, deflate = false): Promise<Uint8Array> {
  const local: number[] = [];
  const central: number[] = [];
  for (const [name, text] of Object.entries(files)) {
    const plain = new TextEncoder().encode(text);
    const data = deflate ? await deflateRaw(plain) : plain;
    const method = deflate ? 8 : 0;
    const nameBytes = ascii(name);
    const offset = local.length;
    const sizes = [...u32(0), ...u32(data.length), ...u32(plain.length)];
    local.push(...u32(0x04034b50), ...u16(20), ...u16(0), ...u16(method), ...u32(0), ...sizes);
    local.push(...u16(nameBytes.length), ...u16(0), ...nameBytes, ...data);
    central.push(...u32(0x02014b50), ...u16(20), ...u16(20), ...u16(0), ...u16(method));
    central.push(...u32(0), ...sizes, ...u16(nameBytes.length), ...u16(0), ...u16(0));
    central.push(...u16(0), ...u16(0), ...u32(0), ...u32(offset), ...nameBytes);
  }
  const count = Object.keys(files).length;
  const end = [...u32(0x06054b50), 0, 0, 0, 0, ...u16(count), ...u16(count)];
  end.push(...u32(central.length), ...u32(local.length), ...u16(0));
  return new Uint8Array([...local, ...central, ...end]);
}

const DOCX_TYPES = `<Types><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;
const DOCM_TYPES = DOCX_TYPES.replace(
  "vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
  "vnd.ms-word.document.macroEnabled.main+xml",
);

/** An OLE2 file (.doc) whose directory sector (right after the 512-byte header) names `names`. */
function ole(names: string[], body = ""): Uint8Array {
  const file = new Uint8Array(512 + 128 * names.length + 512);
  file.set([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
  names.forEach((name, index) => {
    const at = 512 + 128 * index;
    const utf16 = [...name].flatMap((char) => [char.charCodeAt(0), 0]);
    file.set(utf16, at);
    file.set(u16(utf16.length + 2), at + 64);
  });
  // Text in a document's body is UTF-16LE too, but not at a directory entry's place.
  const text = [...body].flatMap((char) => [char.charCodeAt(0), 0]);
  file.set(text.slice(0, 500), 512 + 128 * names.length + 6);
  return file;
}

describe("sniffAttachment", () => {
  it.each([
    ["pdf", bytes("%PDF-1.7\n%âãÏÓ")],
    ["jpeg", bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10, "JFIF")],
    ["png", bytes(0x89, "PNG", 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, "IHDR")],
    ["heic", bytes(0, 0, 0, 0x18, "ftypheic", 0, 0, 0, 0)],
    ["heic", bytes(0, 0, 0, 0x18, "ftypmif1", 0, 0, 0, 0)],
    ["doc", ole(["Root Entry", "WordDocument", "1Table"])],
  ])("knows a %s by its bytes", async (kind, file) => {
    expect(await sniffAttachment(file)).toEqual({ kind, macros: false });
  });

  it("knows a .docx by the word/ entries in its ZIP directory, stored or deflated", async () => {
    const files = { "[Content_Types].xml": DOCX_TYPES, "word/document.xml": "<w:document/>" };
    expect(await sniffAttachment(await zip(files))).toEqual({ kind: "docx", macros: false });
    expect(await sniffAttachment(await zip(files, true))).toEqual({ kind: "docx", macros: false });
  });

  it("refuses whatever the name says: HTML, an executable, another ZIP, an MP4, nothing", async () => {
    const refused = { kind: undefined, macros: false };
    expect(await sniffAttachment(bytes("<!doctype html><script>alert(1)</script>"))).toEqual(
      refused,
    );
    expect(await sniffAttachment(bytes("MZ", 0x90, 0, 3, 0, 0, 0, 4, 0))).toEqual(refused);
    const odt = await zip({
      mimetype: "application/vnd.oasis.opendocument.text",
      "content.xml": "",
    });
    expect(await sniffAttachment(odt)).toEqual(refused);
    expect(await sniffAttachment(bytes("PK", 3, 4, 20, 0, "word/"))).toEqual(refused);
    expect(await sniffAttachment(bytes(0, 0, 0, 0x18, "ftypisom", 0, 0, 0, 0))).toEqual(refused);
    expect(await sniffAttachment(new Uint8Array())).toEqual(refused);
  });

  it("flags a Word ZIP with a VBA project, ActiveX, or a macro-enabled content type", async () => {
    const word = { "word/document.xml": "<w:document/>" };
    const extras: Record<string, string>[] = [
      { "word/vbaProject.bin": "VBA" },
      { "word/activeX/activeX1.xml": "<ax/>" },
      { "[Content_Types].xml": DOCM_TYPES },
    ];
    for (const extra of extras) {
      expect(await sniffAttachment(await zip({ ...word, ...extra }))).toEqual({
        kind: "docx",
        macros: true,
      });
    }
    const deflated = await zip({ "[Content_Types].xml": DOCM_TYPES, ...word }, true);
    expect(await sniffAttachment(deflated)).toEqual({ kind: "docx", macros: true });
  });

  it("flags a .doc whose OLE directory names Macros or _VBA_PROJECT, not one that says Macros", async () => {
    for (const names of [
      ["Root Entry", "Macros"],
      ["Root Entry", "VBA", "_VBA_PROJECT"],
    ]) {
      expect(await sniffAttachment(ole(names))).toEqual({ kind: "doc", macros: true });
    }
    const prose = ole(["Root Entry", "WordDocument"], "Macros are disabled _VBA_PROJECT");
    expect(await sniffAttachment(prose)).toEqual({ kind: "doc", macros: false });
  });
});

describe("zipEntries", () => {
  it("refuses a ZIP whose directory points outside it", async () => {
    const file = await zip({ "word/document.xml": "x" });
    file.set(u32(0xfffffff0), file.length - 6);
    expect(zipEntries(file)).toBeUndefined();
  });
});

describe("kindsTakenBy and savedName", () => {
  it("takes the kinds each form takes, none for others or a hostile form type", () => {
    expect(kindsTakenBy("referral")).toEqual(["pdf", "png", "jpeg", "heic"]);
    expect(kindsTakenBy("application")).toEqual(["pdf", "doc", "docx"]);
    expect(kindsTakenBy("contact")).toEqual([]);
    expect(kindsTakenBy("__proto__")).toEqual([]);
    expect(kindsTakenBy("constructor")).toEqual([]);
  });

  it("names a saved file by the reference, its place and its kind", () => {
    expect(savedName("BC-7K2QX", 0, "pdf")).toBe("BC-7K2QX-1.pdf");
    expect(savedName("BC-7K2QX", 2, "jpeg")).toBe("BC-7K2QX-3.jpg");
  });
});
