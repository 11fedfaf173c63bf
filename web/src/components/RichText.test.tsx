import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { RichText } from "./RichText";

describe("RichText", () => {
  it("renders **text** as bold and blank lines as paragraphs", () => {
    const { container } = render(<RichText text={"We cut load time by **62%**.\n\nSecond **part** here."} />);
    const paragraphs = container.querySelectorAll("p");
    expect(paragraphs).toHaveLength(2);
    expect(paragraphs[0]!.innerHTML).toBe("We cut load time by <strong>62%</strong>.");
    expect([...container.querySelectorAll("strong")].map((s) => s.textContent)).toEqual(["62%", "part"]);
  });

  it("shows markup in content as text, never as HTML", () => {
    const { container } = render(<RichText text={'<img src=x onerror="alert(1)"> **<b>bold</b>**'} />);
    expect(container.querySelector("img")).toBeNull();
    expect(container.querySelector("b")).toBeNull();
    expect(container.textContent).toBe('<img src=x onerror="alert(1)"> <b>bold</b>');
  });
});
