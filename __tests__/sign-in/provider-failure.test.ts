/**
 * @jest-environment node
 */
import { responseOf, classifyResponse, classifyFailure } from "../../src/sign-in/provider-failure";
import { ProviderTimeout } from "../../src/sign-in/time-limit";

/** keycloak-js 26's NetworkError: an Error carrying the unread fetch Response. */
function networkError(status: number, body: string, contentType = "application/json"): Error {
  const error = new Error("Server responded with an invalid status.");
  return Object.assign(error, {
    response: new Response(body, { status, headers: { "Content-Type": contentType } }),
  });
}

describe("classifyResponse", () => {
  it.each([
    [null, "outage"],
    [{ status: 500 }, "outage"],
    [{ status: 502 }, "outage"],
    [{ status: 503, error: "temporarily_unavailable" }, "outage"],
    [{ status: 504 }, "outage"],
    [{ status: 408 }, "outage"],
    [{ status: 429 }, "outage"],
    [{ status: 400, error: "invalid_grant" }, "refused"],
    [{ status: 400, error: "invalid_request" }, "rejected"],
    [{ status: 400 }, "rejected"],
    [{ status: 401, error: "invalid_client" }, "rejected"],
    [{ status: 403 }, "rejected"],
    [{ status: 401, error: "invalid_grant" }, "rejected"],
  ])("%j is an %s", (response, kind) => {
    expect(classifyResponse(response)).toBe(kind);
  });
});

describe("classifyFailure", () => {
  it("reads keycloak-js's NetworkError: a 400 invalid_grant is a refusal", async () => {
    const failure = networkError(400, JSON.stringify({ error: "invalid_grant", error_description: "x" }));
    await expect(responseOf(failure)).resolves.toEqual({ status: 400, error: "invalid_grant" });
    await expect(classifyFailure(failure)).resolves.toBe("refused");
  });

  it("leaves the response unread for others", async () => {
    const failure = networkError(400, JSON.stringify({ error: "invalid_grant" }));
    await classifyFailure(failure);
    expect((failure as Error & { response: Response }).response.bodyUsed).toBe(false);
  });

  it.each([
    ["a 503 with a JSON body", networkError(503, '{"error":"temporarily_unavailable"}')],
    ["a 502 from a proxy with an HTML page", networkError(502, "<h1>Bad Gateway</h1>", "text/html")],
    ["fetch's TypeError (network down, connection reset, CORS refused)", new TypeError("Failed to fetch")],
    ["an aborted request", new DOMException("The operation was aborted.", "AbortError")],
    ["our time-out", new ProviderTimeout(10_000)],
  ])("%s is an outage", async (_, failure) => {
    await expect(classifyFailure(failure)).resolves.toBe("outage");
  });

  it.each([
    ["a 400 whose body is not JSON", networkError(400, "Bad Request", "text/plain")],
    ["a 401 invalid_client", networkError(401, '{"error":"invalid_client"}')],
    ["keycloak-js refusing a token it cannot decode", new Error("Invalid token specified")],
    ["no error at all (a bare rejection)", undefined],
    ["a string", "failed"],
  ])("%s is a rejection", async (_, failure) => {
    await expect(classifyFailure(failure)).resolves.toBe("rejected");
  });
});
