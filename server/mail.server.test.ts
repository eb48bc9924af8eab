import { describe, expect, it } from "vitest";
import { smtpTransportUrl } from "./mail.server";

describe("smtpTransportUrl", () => {
  it("adds timeouts that fail a silent server within a minute, keeping credentials", () => {
    const url = new URL(smtpTransportUrl("smtp://user:p%40ss@mail.example:587"));
    expect(url.username).toBe("user");
    expect(url.password).toBe("p%40ss");
    expect(url.host).toBe("mail.example:587");
    expect(url.searchParams.get("socketTimeout")).toBe("60000");
    expect(url.searchParams.get("connectionTimeout")).toBe("30000");
    expect(url.searchParams.get("greetingTimeout")).toBe("30000");
  });

  it("keeps what the operator set in the query", () => {
    const url = new URL(smtpTransportUrl("smtps://mail.example/?pool=true&socketTimeout=5000"));
    expect(url.searchParams.get("pool")).toBe("true");
    expect(url.searchParams.get("socketTimeout")).toBe("5000");
  });
});
