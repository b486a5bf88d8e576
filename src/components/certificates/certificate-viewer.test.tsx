import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { certificateFacts, certificateViewerCopy } from "@/content/certificates";
import { factValue } from "@/shared/placeholder";
import { images } from "@/content/images";
import { CertificateCard } from "./certificate-card";
import { CertificateViewer } from "./certificate-viewer";
import { CertificatesList } from "./certificates-list";

const crumbs = [
  { label: "Home", href: "/" },
  { label: "Certificates & Licenses", href: "/certificates" },
];

const certificates = certificateFacts.map((fact) => factValue(fact));

/** The page as Certificates.astro composes it: each card with its viewer island inside. */
function renderList() {
  return render(
    <CertificatesList crumbs={crumbs}>
      <ul>
        {certificates.map((certificate, index) => (
          <li key={certificate.id}>
            <CertificateCard fact={certificateFacts[index]!}>
              <CertificateViewer
                certificate={certificate}
                image={images[certificate.image]}
                copy={certificateViewerCopy(certificate)}
                sampleMark="Sample"
              />
            </CertificateCard>
          </li>
        ))}
      </ul>
    </CertificatesList>,
  );
}

function setup() {
  const user = userEvent.setup();
  renderList();
  const certificate = certificates[2]!;
  const opener = screen.getByRole("button", {
    name: `View certificate: ${certificate.title}, ${certificate.year}`,
  });
  return { user, certificate, opener };
}

describe("certificate cards and viewer", () => {
  it("lays a visible Sample mark over each sample certificate's picture, named for the launch check", () => {
    renderList();
    const cards = screen.getAllByRole("article");
    for (const card of cards) {
      const mark = card.querySelector("[data-sample-mark]");
      expect(mark).toHaveTextContent("Sample");
      expect(mark).toBeVisible();
      expect(mark?.getAttribute("data-placeholder")).toMatch(/^certificates\./);
    }
    expect(cards[1]?.querySelector("[data-sample-mark]")).toHaveAttribute(
      "data-placeholder",
      "certificates.license-original",
    );
  });

  it("shows no Sample mark on a confirmed certificate", () => {
    const confirmed = certificates[0]!;
    render(
      <CertificateCard fact={confirmed}>
        <CertificateViewer
          certificate={confirmed}
          image={images[confirmed.image]}
          copy={certificateViewerCopy(confirmed)}
        />
      </CertificateCard>,
    );
    expect(screen.getByRole("article").querySelector("[data-sample-mark]")).toBeNull();
    expect(screen.queryByText("Sample")).not.toBeInTheDocument();
  });

  it("marks the full-size picture in the viewer too", async () => {
    const { user, opener } = setup();
    await user.click(opener);
    expect(within(screen.getByRole("dialog")).getByText("Sample")).toBeVisible();
  });

  it("lists the five certificates, current first, then 2006 to 2009, each with a viewer button", () => {
    renderList();
    const cards = screen.getAllByRole("article");
    expect(cards).toHaveLength(5);
    expect(
      cards.map((card) => within(card).getByRole("heading", { level: 3 }).textContent),
    ).toEqual(certificates.map((certificate) => certificate.title));
    expect(cards.map((card) => card.querySelector("[data-certificate-year]")?.textContent)).toEqual(
      ["Current", "2006", "2007", "2008", "2009"],
    );
    for (const card of cards) {
      expect(within(card).getByRole("button", { name: /^View certificate: / })).toBeVisible();
    }
  });

  it("opens a labelled modal with the large picture, and the page behind is scroll-locked", async () => {
    const { user, certificate, opener } = setup();
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();

    await user.click(opener);

    const dialog = screen.getByRole("dialog", {
      name: `${certificate.title} (${certificate.year})`,
    });
    expect(dialog).toHaveAccessibleDescription(certificate.description);
    expect(within(dialog).getByRole("img")).toHaveAttribute("src", images[certificate.image].src);
    expect(within(dialog).getByRole("img")).toHaveAccessibleName(images[certificate.image].alt);
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    expect(document.body).toHaveAttribute("data-scroll-locked");
  });

  it("closes with the Close button and returns focus to the button that opened it", async () => {
    const { user, opener } = setup();
    await user.click(opener);
    await user.click(within(screen.getByRole("dialog")).getByRole("button", { name: "Close" }));

    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
    expect(document.body).not.toHaveAttribute("data-scroll-locked");
  });

  it("closes on Escape and returns focus to the opener", async () => {
    const { user, opener } = setup();
    await user.click(opener);
    expect(screen.getByRole("dialog")).toBeInTheDocument();

    await user.keyboard("{Escape}");
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it("opens the certificate of the button pressed", async () => {
    const user = userEvent.setup();
    renderList();
    const first = certificates[0]!;
    await user.click(
      screen.getByRole("button", { name: `View certificate: ${first.title}, ${first.year}` }),
    );
    expect(screen.getByRole("dialog", { name: `${first.title} (Current)` })).toBeInTheDocument();
  });
});
